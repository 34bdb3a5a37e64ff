/**
 * The program rules' messages (src/config/messages.ts PROGRAM_MESSAGES, src/domain/program-rules.ts) as the builder
 * shows them at the fields. The server answers with the English ones; the screens say them in the user's language.
 */
import { PROGRAM_MESSAGES } from '../../../config/messages';
import { defineText } from '../../text';

export const programRulesText = defineText('trainer.programRules', PROGRAM_MESSAGES);
