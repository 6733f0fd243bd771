/** Texts of the member sheet's « Archive de ses données » (issue 28.1, decision 052). */
export const ficheDonneesTexts = {
  title: 'Archive de ses données (RGPD)',
  lead: 'Pour un adhérent qui demande ses données par courrier : la même archive que « Télécharger mes données » de son espace (donnees.json et ses fichiers), à lui transmettre. La préparation et chaque téléchargement sont inscrits au journal d’audit.',
  preparer: 'Préparer l’archive de ses données',
  motif: 'Motif (courrier reçu, date, référence)',
  confirmer: 'Préparer l’archive',
  annuler: 'Annuler',
  aucune: 'Aucune archive n’a été préparée.',
  enPreparation: 'L’archive est en préparation ; cet état se met à jour de lui-même.',
  prete: (jusquAu: string, par: string) =>
    `Archive prête (demandée par ${par}), téléchargeable jusqu’au ${jusquAu} (heure de Paris).`,
  expiree: 'La dernière archive a expiré et a été supprimée.',
  echec: 'La préparation de la dernière archive a échoué.',
  telecharger: (taille: string) => `Télécharger l’archive (ZIP, ${taille})`,
  par: { adherent: 'l’adhérent', gestionnaire: 'le service adhérents' },
  telechargementEchoue: 'Le téléchargement a échoué.',
} as const;
