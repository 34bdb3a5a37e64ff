/**
 * The profile rules' messages (src/config/messages.ts PROFILE_MESSAGES, checked by src/domain/profile-completion.ts;
 * the server says them in English) as one section, shared by the trainer's and the athlete's profile forms.
 */
import { PROFILE_MESSAGES } from '../../config/messages';
import { defineText } from '../text';

export const profileRulesText = defineText('profileRules', PROFILE_MESSAGES);
