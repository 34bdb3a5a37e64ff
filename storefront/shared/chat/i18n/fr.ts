import type { Translation, Words } from '../../../../src/i18n/text';
import type { chatText } from './en';

export const chatFr: Translation<typeof chatText.en> = {
  title: 'Messages',
  conversations: 'Conversations',
  empty: 'Aucune conversation pour l’instant',
  emptyAthlete: 'Écrivez à un coach depuis sa page : votre conversation apparaîtra ici.',
  emptyTrainer: 'Écrivez à l’un de vos athlètes depuis Gestion des athlètes : votre conversation apparaîtra ici.',
  toAthleteManagement: 'Gestion des athlètes',
  findTrainer: 'Trouver un coach',
  pick: 'Choisissez une conversation',
  unread: (n) => `${n} non lu${n > 1 ? 's' : ''}`,
  conversationWith: (name) => `Conversation avec ${name}`,
  back: 'Retour aux conversations',
  online: 'En ligne',
  offline: 'Hors ligne',
  composer: 'Écrire un message',
  send: 'Envoyer',
  earlier: 'Charger les messages précédents',
  noMessages: 'Pas encore de message : dites bonjour.',
  message: 'Écrire',
  messageTo: (name) => `Écrire à ${name}`,
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'app.chat': chatFr } satisfies Record<string, Words>;
