/**
 * The athlete header's Messages entry, with the unread messages as a badge (hidden at zero) and in its name. The
 * count is the rooms query the messages page reads (storefront/shared/realtime/rooms.ts): one query, refreshed by the long-poll as
 * messages arrive and by the page as it reads them.
 */
import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import { headerText } from '../../../src/layout/i18n/en';
import { shellText } from '../../../src/layout/i18n/en';
import { useText } from '../../../src/i18n/text';
import { useUnreadMessages } from '../realtime/rooms';
import { CountBadge } from '../../../src/layout/CountBadge';

export function MessagesLink() {
  const unread = useUnreadMessages();
  const { nav } = useText(shellText);
  const { messages } = useText(headerText);
  return (
    <Button
      color="inherit"
      component={RouterLink}
      to="/athlete/messages"
      aria-label={unread ? messages(unread) : undefined}
      data-testid="messages-link"
      sx={{ whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline-flex' } }}
    >
      {nav.messages}
      <CountBadge count={unread} testId="messages-count" />
    </Button>
  );
}
