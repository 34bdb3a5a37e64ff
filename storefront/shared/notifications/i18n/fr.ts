import type { Translation, Words } from '../../../../src/i18n/text';
import type { notificationsText } from './en';

export const notificationsFr: Translation<typeof notificationsText.en> = {
  title: 'Notifications',
  subtitle: {
    athlete: 'Achats, remboursements et nouvelles de vos coachs.',
    trainer: 'Ventes, remboursements, commentaires et messages de vos athlètes.',
  },
  unread: (n) => `${n} non lue${n > 1 ? 's' : ''}`,
  all: 'Toutes',
  unreadOnly: 'Non lues',
  unreadOnlyCount: (n) => `Non lues (${n})`,
  markRead: 'Marquer comme lue',
  markReadOf: (title) => `Marquer comme lue : ${title}`,
  markAllRead: 'Tout marquer comme lu',
  markedAll: (n) => (n > 1 ? `${n} notifications marquées comme lues` : `${n} notification marquée comme lue`),
  empty: {
    athlete: 'Aucune notification pour l’instant. Vos achats, remboursements et les nouvelles de vos coachs apparaîtront ici.',
    trainer: 'Aucune notification pour l’instant. Les ventes, remboursements, commentaires et messages de vos athlètes apparaîtront ici.',
  },
  emptyUnread: 'Vous êtes à jour.',
  toFeed: 'Voir votre fil',
  loadMore: 'Voir plus',
  newBadge: 'Nouvelle',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'app.notifications': notificationsFr } satisfies Record<string, Words>;
