import { z } from 'zod';
import { emailIdentifierPattern } from '../identity-registration.ts';
import { text } from '../text.ts';
import { auditReasonSchema } from './audit.ts';

/*
 * The member sheet of the back office and the actions on a member's portal account (issue 14,
 * decision 029). Each action asks for a reason, is audited, and e-mails the member when it
 * concerns him.
 */

/** The states of §"Members and accounts": none, to activate, active, locked, disabled. */
export const ficheCompteEtats = ['aucun', 'a_activer', 'actif', 'verrouille', 'desactive'] as const;
export type FicheCompteEtat = (typeof ficheCompteEtats)[number];
export const ficheCompteEtatLabels: Record<FicheCompteEtat, string> = {
  aucun: 'Pas de compte',
  a_activer: 'À activer',
  actif: 'Actif',
  verrouille: 'Verrouillé (trop d’essais)',
  desactive: 'Désactivé',
};

/** The actions that change an existing account (habilitation « comptes » update). */
export const compteUpdateActions = [
  'relancer-activation',
  'debloquer',
  'reinitialiser-sms',
  'desactiver',
  'reactiver',
  'changer-identifiant',
] as const;
/** With creation (« comptes » create) and deletion (« comptes » delete). */
export const compteActions = ['creer', ...compteUpdateActions, 'supprimer'] as const;
export type CompteAction = (typeof compteActions)[number];

/** The audit log's action code of each (labelled in audit.ts). */
export const compteActionAudit: Record<CompteAction, string> = {
  creer: 'compte.creer',
  'relancer-activation': 'compte.relancer_activation',
  debloquer: 'compte.debloquer',
  'reinitialiser-sms': 'compte.reinitialiser_sms',
  desactiver: 'compte.desactiver',
  reactiver: 'compte.reactiver',
  'changer-identifiant': 'compte.changer_identifiant',
  supprimer: 'compte.supprimer',
};

/** Which actions the account's state allows (the server checks, the sheet shows only these). */
export function compteActionsFor(etat: FicheCompteEtat, { amfEnabled }: { amfEnabled: boolean }): CompteAction[] {
  if (etat === 'aucun') return ['creer'];
  const actions: CompteAction[] = [];
  if (etat === 'a_activer') actions.push('relancer-activation');
  if (etat === 'verrouille') actions.push('debloquer');
  if (amfEnabled) actions.push('reinitialiser-sms');
  actions.push(etat === 'desactive' ? 'reactiver' : 'desactiver');
  actions.push('changer-identifiant', 'supprimer');
  return actions;
}

export const compteActionLabels: Record<CompteAction, string> = {
  creer: 'Créer le compte du portail',
  'relancer-activation': 'Renvoyer le mail d’activation',
  debloquer: 'Débloquer le compte',
  'reinitialiser-sms': 'Réinitialiser la protection via SMS',
  desactiver: 'Désactiver le compte',
  reactiver: 'Réactiver le compte',
  'changer-identifiant': 'Changer l’identifiant',
  supprimer: 'Supprimer le compte',
};

export const compteActionDone: Record<CompteAction, string> = {
  creer: 'Le compte est créé : l’adhérent reçoit un lien d’activation valable 48 heures.',
  'relancer-activation': 'Le mail d’activation a été renvoyé.',
  debloquer: 'Le compte est débloqué : l’adhérent peut se connecter de nouveau.',
  'reinitialiser-sms': 'La protection via SMS est désactivée : l’adhérent pourra l’activer de nouveau.',
  desactiver: 'Le compte est désactivé : ses sessions sont fermées.',
  reactiver: 'Le compte est réactivé.',
  'changer-identifiant': 'L’identifiant est changé : l’adhérent en est informé aux deux adresses.',
  supprimer: 'Le compte est supprimé. Les contrats et les données de l’adhérent ne changent pas.',
};

export const ficheMessages = {
  unknown: 'Cet adhérent est introuvable.',
  notAllowedNow: 'Cette action n’est pas possible dans l’état actuel du compte.',
  identifierTaken: 'Cet identifiant est déjà utilisé par un autre compte.',
  sameIdentifier: 'Le nouvel identifiant est identique à l’actuel.',
  emailFormat: 'Saisissez une adresse e-mail valide, par exemple nom@domaine.fr.',
  viewAsReadOnly: 'Vous consultez l’espace de l’adhérent : aucune modification n’est possible.',
} as const;

const emailField = text()
  .trim()
  .max(254)
  .refine((v) => emailIdentifierPattern.test(v), { error: ficheMessages.emailFormat });

/** POST /api/admin/adherents/:id/compte/:action — the reason always; an address to create or change. */
export const compteActionBodySchema = z.strictObject({
  motif: auditReasonSchema,
  email: emailField.optional(),
});
export type CompteActionBody = z.infer<typeof compteActionBodySchema>;

export const compteActionResponseSchema = z.object({ message: text() });

const dateTime = text();

export const ficheSchema = z.object({
  personne: z.object({
    id: z.number().int(),
    numPers: text(),
    civilite: text().nullable(),
    nom: text(),
    prenom: text(),
    dateNaissance: text(),
    nir: text().nullable(),
    email: text().nullable(),
    telephone: text().nullable(),
    adresse: text().nullable(),
  }),
  contrats: z.array(
    z.object({
      numero: text(),
      offre: text(),
      etat: text(),
      role: z.enum(['souscripteur', 'beneficiaire']),
      dateEffet: text().nullable(),
      dateResiliation: text().nullable(),
      beneficiaires: z.array(z.object({ id: z.number().int(), nom: text(), prenom: text(), lien: text() })),
    }),
  ),
  compte: z
    .object({
      id: text(),
      userName: text(),
      etat: z.enum(ficheCompteEtats),
      creeLe: dateTime,
      creeParGestionnaire: z.boolean(),
      activeLe: dateTime.nullable(),
      derniereConnexion: dateTime.nullable(),
      protectionSms: z.boolean(),
      telephoneProtection: text().nullable(),
      actions: z.array(z.enum(compteActions)),
    })
    .nullable(),
  connexions: z.array(
    z.object({ at: dateTime, ip: text().nullable(), methode: text(), navigateur: text().nullable() }),
  ),
  consentements: z.array(
    z.object({ nom: text(), libelle: text(), accepte: z.boolean(), le: dateTime, remplace: z.boolean() }),
  ),
  demandes: z.array(z.object({ id: z.number().int(), numero: text(), objet: text(), statut: text(), le: dateTime })),
  documents: z.array(z.object({ id: text(), titre: text(), categorie: text(), date: text() })),
  historique: z.array(z.object({ at: dateTime, actor: text(), action: text(), reason: text().nullable() })),
});
export type Fiche = z.infer<typeof ficheSchema>;
