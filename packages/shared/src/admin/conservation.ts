import { z } from 'zod';
import { text } from '../text.ts';

/*
 * How long the portal keeps personal data, per client and per kind (issue 28, decision 051). The
 * defaults and their grounds are in the decision record; the bounds keep a client within them.
 */

export const naturesConservation = [
  'comptesClotures',
  'demandes',
  'connexions',
  'journalAcces',
  'courriels',
  'notifications',
] as const;
export type NatureConservation = (typeof naturesConservation)[number];

interface Regle {
  unite: 'mois' | 'jours';
  defaut: number;
  min: number;
  max: number;
  libelle: string;
  aide: string;
}

export const reglesConservation: Record<NatureConservation, Regle> = {
  comptesClotures: {
    unite: 'mois',
    defaut: 24,
    min: 1,
    max: 60,
    libelle: 'Comptes clôturés',
    aide: 'Compte d’adhérent sans contrat en cours ni connexion depuis ce délai : il est supprimé.',
  },
  demandes: {
    unite: 'mois',
    defaut: 24,
    min: 6,
    max: 120,
    libelle: 'Demandes et pièces jointes',
    aide: 'Demande traitée ou refusée, sans changement depuis ce délai : elle est supprimée avec ses pièces.',
  },
  connexions: {
    unite: 'mois',
    defaut: 6,
    min: 1,
    max: 12,
    libelle: 'Historique des connexions',
    aide: 'Chaque connexion d’un compte, montrée sur la fiche de l’adhérent.',
  },
  journalAcces: {
    unite: 'mois',
    defaut: 12,
    min: 6,
    max: 12,
    libelle: 'Journal des accès',
    aide: 'Qui a consulté les données de santé d’un adhérent.',
  },
  courriels: {
    unite: 'jours',
    defaut: 30,
    min: 1,
    max: 365,
    libelle: 'Contenu des courriels et SMS envoyés',
    aide: 'Le texte et le destinataire sont effacés ; l’envoi reste compté.',
  },
  notifications: {
    unite: 'mois',
    defaut: 12,
    min: 1,
    max: 60,
    libelle: 'Notifications',
    aide: 'Qui a reçu et lu chaque notification envoyée depuis ce délai.',
  },
};

export const uniteLibelles = { mois: 'mois', jours: 'jours' } as const;

export const conservationMessages = {
  between: (min: number, max: number, unite: string) =>
    `Saisissez un nombre entier de ${unite} entre ${min} et ${max}.`,
} as const;

function duree(nature: NatureConservation) {
  const { min, max, unite } = reglesConservation[nature];
  const error = conservationMessages.between(min, max, uniteLibelles[unite]);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** The « Durées de conservation » tab: the form's resolver and, with the version, the route's body. */
export const conservationSchema = z.object({
  conservation: z.object(
    Object.fromEntries(naturesConservation.map((nature) => [nature, duree(nature)])) as Record<
      NatureConservation,
      ReturnType<typeof duree>
    >,
  ),
});
export const conservationViewSchema = z.object({
  conservation: z.record(z.enum(naturesConservation), z.number().int()),
});
type DureesConservation = Record<NatureConservation, number>;

/** The durations of a client: what it set, the defaults elsewhere. */
export function dureesConservation(stored: Partial<Record<string, number>>): DureesConservation {
  return Object.fromEntries(
    naturesConservation.map((nature) => [nature, stored[nature] ?? reglesConservation[nature].defaut]),
  ) as DureesConservation;
}

/** One run of the purge over one kind of a client's data. */
const purgeRapportSchema = z.object({
  nature: z.enum(naturesConservation),
  supprimees: z.number().int(),
  anonymisees: z.number().int(),
  debut: text(),
  fin: text().nullable(),
  instance: text(),
});
export type PurgeRapport = z.infer<typeof purgeRapportSchema>;
export const purgeRapportsSchema = z.object({ rapports: z.array(purgeRapportSchema) });
