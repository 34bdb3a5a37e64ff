/** Messages (/athlete/messages, /trainer/messages: storefront/shared/chat/ChatScreen.tsx) and the "Message" button on people's pages. */
import { defineText } from '../../../../src/i18n/text';

export const chatText = defineText('app.chat', {
  title: 'Messages',
  conversations: 'Conversations',
  empty: 'No conversations yet',
  emptyAthlete: 'Message a trainer from their page: your conversation shows here.',
  emptyTrainer: 'Message one of your athletes from Athlete management: your conversation shows here.',
  toAthleteManagement: 'Athlete management',
  findTrainer: 'Find a trainer',
  pick: 'Pick a conversation',
  unread: (n: number) => `${n} unread`,
  conversationWith: (name: string) => `Conversation with ${name}`,
  back: 'Back to conversations',
  online: 'Online',
  offline: 'Offline',
  composer: 'Write a message',
  send: 'Send',
  earlier: 'Load earlier messages',
  noMessages: 'No messages yet: say hello.',
  message: 'Message',
  messageTo: (name: string) => `Message ${name}`,
});
