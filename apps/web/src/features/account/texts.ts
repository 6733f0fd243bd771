import { amfMessages, identityMessages } from '@portail/shared/identity-messages';

/** Texts of the member's account page (§7 change-password, changementidentifiant, suppressioncompte, MFA). */
export const accountTexts = {
  title: 'Mon compte',
  lead: 'Gérez vos identifiants de connexion et la sécurité de votre compte.',
  passwordTitle: 'Modifier mon mot de passe',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmation du nouveau mot de passe',
  /** §8 */
  passwordFailed: 'La modification du mot de passe a échoué.',
  identifierTitle: 'Modifier mon identifiant',
  identifierLead:
    'Deux codes de sécurité vous seront demandés : le premier pour vérifier que c’est bien vous, le second, envoyé à la nouvelle adresse, pour vérifier qu’elle vous appartient.',
  newUserName: 'Nouvel identifiant (adresse e-mail)',
  password: 'Mot de passe',
  /** §8 */
  identifierFailed: "La modification de l'identifiant a échoué.",
  smsTitle: 'Protection via SMS',
  smsOn: (phone: string) => `La protection via SMS est activée sur votre compte (téléphone ${phone}).`,
  smsOff: 'La protection via SMS n’est pas activée : un code vous sera demandé à chaque connexion une fois activée.',
  smsUnavailable: amfMessages.smsUnavailable,
  mobile: 'Téléphone portable',
  activate: 'Activer la protection',
  modify: 'Modifier le téléphone',
  deactivate: 'Désactiver la protection',
  consultationsTitle: 'Consultations de mon dossier',
  consultationsLead:
    'Chaque fois qu’un conseiller de votre mutuelle consulte vos données (fiche, demandes, remboursements, documents…), vous le voyez ici.',
  consultationsEmpty: 'Aucun conseiller n’a consulté votre dossier.',
  consultationsFailed: 'Les consultations de votre dossier n’ont pas pu être chargées.',
  consultationsLoading: 'Chargement des consultations suivantes…',
  consultationsShown: (n: number) => (n === 1 ? '1 consultation affichée.' : `${n} consultations affichées.`),
  consultationsMore: 'Afficher plus de consultations',
  deleteTitle: 'Supprimer mon compte',
  deleteLead:
    'La suppression de votre compte est définitive : vous ne pourrez plus vous connecter. Vos contrats ne sont pas modifiés.',
  deleteConfirm: 'Je confirme vouloir supprimer mon compte',
  deleteSubmit: 'Supprimer mon compte',
  /** §8 */
  requestFailed: 'La demande a échoué',
  submit: 'Valider',
  deletedTitle: 'Compte supprimé',
  deleted: identityMessages.accountDeleted,
  /** §2 */
  home: 'Accueil',
} as const;
