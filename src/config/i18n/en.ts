/** The spec's messages (src/config/messages.ts: exact in English, also what the server says) as a catalogue section. */
import { defineText } from '../../i18n/text';
import { MESSAGES } from '../messages';

export const messagesText = defineText('messages', MESSAGES);
