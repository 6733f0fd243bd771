import { z } from 'zod';
import { text } from './text.ts';

/*
 * « Consultations de mon dossier » (issue 28, decision 049): the member sees which staff reads of
 * his data the access log holds, in sentences; the back office's side is admin/journal-acces.ts.
 */

/** What was read: one member's data, or a bulk read (a search listing members, an export). */
export const accesCategories = [
  'fiche',
  'demandes',
  'demande',
  'remboursements',
  'documents',
  'contrats',
  'profil',
  'voir_comme',
  'archive',
  'recherche',
  'export',
] as const;
export type AccesCategorie = (typeof accesCategories)[number];

export const consultationsPageSize = 10;

/** GET /api/adherent/consultations: a page of the newest first (« Afficher plus » asks the next). */
export const consultationsQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'Le numéro de page est un nombre.' })
    .int({ error: 'Le numéro de page est un nombre entier.' })
    .min(1, { error: 'Le numéro de page commence à 1.' })
    .max(10_000, { error: 'Le numéro de page ne dépasse pas 10 000.' })
    .default(1),
});

export const consultationSchema = z.object({
  id: z.number().int(),
  at: text(),
  categorie: z.enum(accesCategories),
  /** The request's number when one request was read. */
  objet: text().nullable(),
  /** The staff member's name, only when the client's configuration shows it. */
  conseiller: text().nullable(),
});
export type Consultation = z.infer<typeof consultationSchema>;

export const consultationsSchema = z.object({
  /** The client's name, as the sentences say it (« Un conseiller de Mutuelle Démo »). */
  client: text(),
  items: z.array(consultationSchema),
  suivante: z.boolean(),
});
export type Consultations = z.infer<typeof consultationsSchema>;

/** What was read, as the member is told (« … a consulté vos remboursements »). */
const consulte: Record<AccesCategorie, (objet: string | null) => string> = {
  fiche: () => 'a consulté votre fiche adhérent',
  demandes: () => 'a consulté vos demandes',
  demande: (objet) => (objet ? `a consulté votre demande n° ${objet}` : 'a consulté une de vos demandes'),
  remboursements: () => 'a consulté vos remboursements',
  documents: () => 'a consulté vos documents',
  contrats: () => 'a consulté vos contrats et garanties',
  profil: () => 'a consulté votre profil et vos coordonnées',
  voir_comme: () => 'a ouvert votre espace adhérent en consultation',
  archive: () => 'a téléchargé l’archive de vos données, que vous aviez demandée',
  recherche: () => 'vous a trouvé dans une recherche',
  export: () => 'a exporté une liste où vous figurez',
};

const parisDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short' });
const parisTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

/** « Un conseiller de Mutuelle Démo a consulté vos remboursements le 12/03/2026 à 14:05 » (Paris time). */
export function consultationSentence(item: Consultation, client: string): string {
  const at = new Date(item.at);
  const who = item.conseiller ? `${item.conseiller} (${client})` : `Un conseiller de ${client}`;
  return `${who} ${consulte[item.categorie](item.objet)} le ${parisDay.format(at)} à ${parisTime.format(at)}`;
}
