export const consentTexts = {
  pageTitle: 'Mes consentements',
  intro:
    'Vous pouvez changer d’avis à tout moment : votre nouvelle réponse remplace la précédente, qui reste conservée comme preuve.',
  accepted: 'Accepté',
  refused: 'Refusé',
  pending: 'Pas encore répondu',
  answeredOn: (date: string) => `Réponse du ${date}`,
  accept: 'Accepter',
  refuse: 'Refuser',
  about: (libelle: string) => ` : ${libelle}`,
  empty: 'Votre mutuelle ne vous demande aucun consentement.',
  loading: 'Chargement de vos consentements…',
} as const;
