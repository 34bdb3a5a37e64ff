/** The headers' counts beyond the shell's words (src/i18n/en/shell.ts): unread messages on the Messages entries. */
import { defineText } from '../text';

export const headerText = defineText('app.header', {
  messages: (unread: number) => (unread ? `Messages: ${unread} unread` : 'Messages'),
});
