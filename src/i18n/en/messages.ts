/** The spec's messages (src/config/messages.ts: exact in English, also what the server says) as a catalogue section. */
import { MESSAGES } from '../../config/messages';
import { defineText } from '../text';

export const messagesText = defineText('messages', MESSAGES);
