/** French: the shared app core's screens and parts beyond the shell (src/i18n/en/app*.ts: chat, shared UI, profile completion, galleries). */
import type { Words } from '../text';
import { chatFr } from './app-chat';
import { headerFr } from './app-header';
import { notificationsFr } from './app-notifications';

export const app: Record<string, Words> = {
  'app.chat': chatFr,
  'app.header': headerFr,
  'app.notifications': notificationsFr,
};
