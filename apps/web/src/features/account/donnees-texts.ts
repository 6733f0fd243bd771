import { exportDonneesJoursValidite } from '@portail/shared/export-donnees';

/** Texts of « Télécharger mes données » in « Mon compte » (issue 28.1, decision 052). */
export const donneesTexts = {
  title: 'Télécharger mes données',
  lead: 'Recevez une copie de toutes les données que votre espace adhérent conserve sur vous, dans une archive ZIP :',
  contenu: [
    'votre identité, vos coordonnées et votre compte (préférences, protection, connexions) ;',
    'vos contrats et les personnes couvertes, telles que vous les voyez dans votre espace ;',
    'vos remboursements, vos demandes avec leurs messages et leurs pièces jointes, vos documents ;',
    'vos consentements avec leur historique, les notifications reçues et les consultations de votre dossier par nos conseillers.',
  ],
  format: `Les données sont dans un fichier «\u00a0donnees.json\u00a0» lisible par un logiciel, accompagné des fichiers eux-mêmes. L’archive est préparée en quelques minutes ; vous êtes prévenu par e-mail et pouvez la télécharger ici pendant ${exportDonneesJoursValidite} jours. Un code de sécurité vous est demandé.`,
  demander: 'Préparer l’archive de mes données',
  redemander: 'Préparer une nouvelle archive',
  enPreparation:
    'Votre archive est en préparation. Vous recevrez un e-mail dès qu’elle sera prête ; cette page se met à jour d’elle-même.',
  prete: (jusquAu: string) =>
    `Votre archive est prête. Elle peut être téléchargée jusqu’au ${jusquAu} (heure de Paris).`,
  telecharger: (taille: string) => `Télécharger mon archive (ZIP, ${taille})`,
  expiree: 'Votre dernière archive a expiré et a été supprimée.',
  echec: 'La préparation de votre dernière archive a échoué. Vous pouvez en demander une nouvelle.',
  demandeEchouee: 'La demande a échoué',
  telechargementEchoue: 'Le téléchargement a échoué.',
  chargementEchoue: 'L’état de votre archive n’a pas pu être chargé.',
} as const;
