import type { headerText } from '../en/app-header';
import type { Translation } from '../text';

export const headerFr: Translation<typeof headerText.en> = {
  messages: (unread) => (unread ? `Messages : ${unread} non lu${unread > 1 ? 's' : ''}` : 'Messages'),
};
