import { z } from 'zod';
import { piecesField } from './form-fields.ts';

/**
 * « Mes préférences de communication » (forms/abonnement): letters on paper or online only
 * (dématérialisation), and the e-mail alerts, among them the new-payment alert of « Mes
 * remboursements ».
 */
export const alertesEmail = [
  { code: 'alerteRemboursement', libelle: 'Un nouveau remboursement a été payé' },
  { code: 'alerteDocument', libelle: 'Un nouveau document est disponible' },
  { code: 'alerteDemande', libelle: 'Une de mes demandes a une réponse ou change de statut' },
  { code: 'alerteNotification', libelle: 'Ma mutuelle m’envoie une notification (aussi lisible dans mon espace)' },
] as const;

export const abonnementFormSchema = z.strictObject({
  dematerialisation: z.boolean(),
  alerteRemboursement: z.boolean(),
  alerteDocument: z.boolean(),
  alerteDemande: z.boolean(),
  alerteNotification: z.boolean(),
  pieces: piecesField({ required: false }),
});
export type AbonnementFormInput = z.input<typeof abonnementFormSchema>;
export type Abonnement = Omit<z.output<typeof abonnementFormSchema>, 'pieces'>;
