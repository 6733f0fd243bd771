import { z } from 'zod';
import { exportFormatQuery } from '../export-format.ts';
import { text } from '../text.ts';
import { adminResources } from './habilitations.ts';
import { gridPageSchema, gridQuerySchema } from './grid.ts';

/*
 * The back office's audit log (issue 14, decision 029): every staff write, append only, searched
 * and exported by auditors. Actions are "resource.verb" codes; their French labels are here.
 */

export const auditActionLabels: Record<string, string> = {
  'compte.creer': 'Création du compte du portail',
  'compte.relancer_activation': 'Renvoi du mail d’activation',
  'compte.debloquer': 'Déblocage après trop d’essais',
  'compte.reinitialiser_sms': 'Réinitialisation de la protection via SMS',
  'compte.desactiver': 'Désactivation du compte',
  'compte.reactiver': 'Réactivation du compte',
  'compte.supprimer': 'Suppression du compte',
  'compte.changer_identifiant': 'Changement d’identifiant',
  'adherent.voir_comme': '« Voir comme l’adhérent »',
  'adherent.preparer_archive_donnees': 'Préparation de l’archive de ses données (demande par courrier)',
  'adherent.telecharger_archive_donnees': 'Téléchargement de l’archive de ses données',
  'demande.assigner': 'Attribution de la demande',
  'demande.repondre': 'Réponse à la demande',
  'demande.demander_piece': 'Demande de pièce',
  'demande.accepter': 'Acceptation de la demande',
  'demande.refuser': 'Refus de la demande',
  'configuration.modifier': 'Modification de la configuration du client',
  'configuration.image': 'Changement d’une image du client (logo, fond)',
  'configuration.fonctionnalites_contrat': 'Fonctionnalités propres à un contrat',
  'configuration.purger': 'Purge des données arrivées au terme de leur conservation',
  'referentiel.creer': 'Ajout à un référentiel',
  'referentiel.modifier': 'Modification d’un référentiel',
  'referentiel.desactiver': 'Désactivation d’une valeur de référentiel',
  'referentiel.reactiver': 'Réactivation d’une valeur de référentiel',
  'referentiel.importer': 'Import CSV d’un référentiel',
  'habilitations.modifier': 'Modification des habilitations d’un rôle',
  'cms.creer_liste': 'Création d’une liste de blocs',
  'cms.supprimer_liste': 'Suppression d’une liste de blocs',
  'cms.creer': 'Création d’un bloc de contenu',
  'cms.modifier': 'Modification d’un bloc de contenu (brouillon)',
  'cms.publier': 'Publication d’un bloc de contenu',
  'cms.programmer_publication': 'Publication programmée d’un bloc de contenu',
  'cms.retirer': 'Retrait d’un bloc de contenu',
  'cms.programmer_retrait': 'Retrait programmé d’un bloc de contenu',
  'cms.annuler_programmation': 'Annulation d’une programmation',
  'cms.restaurer_version': 'Restauration d’une version (brouillon)',
  'cms.ordonner': 'Nouvel ordre des blocs d’une liste',
  'cms.supprimer': 'Suppression d’un bloc de contenu',
  'cms.retablir': 'Rétablissement d’un bloc supprimé',
  'cms.ajouter_image': 'Ajout d’une image',
  'faq.creer_categorie': 'Création d’une catégorie de la FAQ',
  'faq.modifier_categorie': 'Modification d’une catégorie de la FAQ',
  'faq.supprimer_categorie': 'Suppression d’une catégorie de la FAQ',
  'faq.ordonner_categories': 'Nouvel ordre des catégories de la FAQ',
  'faq.creer': 'Création d’une question de la FAQ',
  'faq.modifier': 'Modification d’une question de la FAQ',
  'faq.supprimer': 'Suppression d’une question de la FAQ',
  'faq.ordonner': 'Nouvel ordre des questions d’une catégorie',
  'audience.creer': 'Création d’une audience',
  'audience.modifier': 'Modification d’une audience',
  'audience.supprimer': 'Suppression d’une audience',
  'notification.creer': 'Création d’une notification',
  'notification.modifier': 'Modification d’une notification',
  'notification.programmer': 'Programmation d’une notification',
  'notification.envoyer': 'Envoi immédiat d’une notification',
  'notification.annuler': 'Annulation d’une notification programmée',
};

export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? action;
}

export const auditSortColumns = ['at', 'actor', 'action'] as const;

const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date attendue est au format AAAA-MM-JJ.' });

/** GET /api/admin/audit: newest first by default; filters by who, what, on what, and when. */
export const auditSearchSchema = gridQuerySchema(auditSortColumns)
  .extend({
    order: z.enum(['asc', 'desc']).default('desc'),
    actor: text().trim().max(254).optional(),
    resource: z.enum(adminResources).optional(),
    action: text().trim().max(60).optional(),
    target: text().trim().max(120).optional(),
    du: isoDate.optional(),
    au: isoDate.optional(),
  })
  .refine((s) => !s.du || !s.au || s.du <= s.au, {
    path: ['au'],
    error: 'La date de fin précède la date de début.',
  });
export type AuditSearch = z.infer<typeof auditSearchSchema>;

/** The same search, in CSV or Excel (decision 041); safeExtend keeps the period's check. */
export const auditExportSchema = auditSearchSchema.safeExtend(exportFormatQuery);

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: text(),
  actor: text(),
  ip: text().nullable(),
  resource: text(),
  action: text(),
  target: text(),
  targetLabel: text().nullable(),
  reason: text().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = gridPageSchema(auditRowSchema);

/** A reason staff give for an action on a member's account or request (kept in the audit log). */
export const auditReasonSchema = text()
  .trim()
  .min(3, { error: 'Indiquez le motif de cette action.' })
  .max(500, { error: 'Le motif ne dépasse pas 500 caractères.' });
