export const notificationsTexts = {
  title: 'Mes notifications',
  lead: 'Les messages que votre mutuelle vous adresse. Les nouveaux sont signalés.',
  bell: (nonLues: number) =>
    nonLues === 0 ? 'Notifications, aucune non lue' : `Notifications, ${nonLues} non lue${nonLues > 1 ? 's' : ''}`,
  count: (total: number, nonLues: number) =>
    `${total} notification${total > 1 ? 's' : ''}, dont ${nonLues} non lue${nonLues > 1 ? 's' : ''}`,
  empty: 'Vous n’avez pas encore de notification.',
  unread: 'Nouveau',
  received: (date: string) => `Reçue le ${date}`,
  markRead: 'Marquer comme lue',
  markReadOf: (titre: string) => `Marquer « ${titre} » comme lue`,
  markAllRead: 'Tout marquer comme lu',
  allRead: 'Toutes vos notifications sont marquées comme lues.',
  more: 'Afficher plus de notifications',
  failed: 'Vos notifications n’ont pas pu être chargées. Réessayez dans un instant.',
} as const;
