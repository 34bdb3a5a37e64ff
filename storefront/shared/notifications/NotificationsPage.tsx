/**
 * /athlete/notifications and /trainer/notifications: the signed-in user's notifications, newest first — title,
 * message, when; unread ones stand out. Opening one marks it read and follows its link; one or all can be marked
 * read. The unread count here and on the header's bell is one shared query (unread-count.ts); new ones arrive through
 * the tab's long-poll (storefront/shared/realtime/poller.ts), which refreshes both.
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  Chip,
  Container,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import CommentIcon from '@mui/icons-material/Comment';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DoneIcon from '@mui/icons-material/Done';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReplayIcon from '@mui/icons-material/Replay';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type { Row } from '../../../src/api/records';
import { showToast } from '../../../src/ui/toasts';
import { notificationsText } from './i18n/en';
import { useLocale } from '../../../src/i18n/locale';
import { useText } from '../../../src/i18n/text';
import { useSession } from '../../../src/session/store';
import { exactTime, relativeTime } from '../../../src/ui/relative-time';
import { useMarkAllRead } from './mark-all-read';
import { useMarkRead } from './mark-read';
import { useNotifications } from './get-notifications';
import { notificationTarget } from './notifications-config';
import { useUnreadCount } from './unread-count';

const ICONS: Record<string, ReactNode> = {
  purchase: <ShoppingBagIcon />,
  sale: <PaymentsIcon />,
  refund: <ReplayIcon />,
  access: <LockIcon />,
  post: <CampaignIcon />,
  comment: <CommentIcon />,
  chat: <ChatBubbleOutlineIcon />,
};

const onError = (err: Error) => showToast({ type: 'error', message: err.message });

function NotificationRow({ n }: { n: Row<'notification'> }) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const t = useText(notificationsText);
  const locale = useLocale();
  const id = Number(n.id);
  const unread = !n.read_at && !(markRead.isPending || markRead.isSuccess);
  const target = notificationTarget(n.link);

  const open = () => {
    if (unread) markRead.mutate(id, { onError });
    if (target?.kind === 'internal') void navigate(target.to);
    else if (target?.kind === 'external') window.open(target.href, '_blank', 'noopener');
  };

  const text = (
    <ListItemText
      primary={
        <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: unread ? 700 : 400 }} data-testid="notification-title">
            {n.title}
          </Typography>
          {unread && <Chip size="small" color="primary" label={t.newBadge} sx={{ height: 20 }} />}
        </Stack>
      }
      secondary={
        <>
          {n.message && (
            <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', opacity: unread ? 1 : 0.8 }}>
              {n.message}
            </Typography>
          )}
          <Typography component="time" variant="caption" color={unread ? 'primary' : 'text.secondary'} dateTime={n.created_at} title={exactTime(n.created_at, locale)}>
            {relativeTime(n.created_at, Date.now(), locale)}
          </Typography>
        </>
      }
    />
  );
  const avatar = (
    <ListItemAvatar>
      <Avatar sx={{ bgcolor: unread ? 'primary.main' : 'action.selected', color: unread ? 'primary.contrastText' : 'text.secondary' }}>{ICONS[n.type] ?? <NotificationsIcon />}</Avatar>
    </ListItemAvatar>
  );
  return (
    <ListItem
      disablePadding
      divider
      data-testid="notification"
      data-unread={unread ? 'true' : 'false'}
      sx={{ bgcolor: unread ? 'action.hover' : undefined, borderLeft: 4, borderLeftColor: unread ? 'primary.main' : 'transparent' }}
      secondaryAction={
        unread ? (
          <IconButton edge="end" aria-label={t.markReadOf(n.title)} title={t.markRead} onClick={() => markRead.mutate(id, { onError })} disabled={markRead.isPending}>
            <DoneIcon />
          </IconButton>
        ) : undefined
      }
    >
      {target ? (
        <ListItemButton onClick={open} sx={{ pr: unread ? 8 : 2, alignItems: 'flex-start' }}>
          {avatar}
          {text}
        </ListItemButton>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', px: 2, py: 1, pr: unread ? 8 : 2, width: '100%' }}>
          {avatar}
          {text}
        </Box>
      )}
    </ListItem>
  );
}

export default function NotificationsPage() {
  const role = useSession((s) => (s.role === 'trainer' ? 'trainer' : 'athlete'));
  const t = useText(notificationsText);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotifications(unreadOnly);
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const unreadCount = unread.data ?? 0;

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h4" component="h1">
              {t.title}
            </Typography>
            {unreadCount > 0 && <Chip color="primary" label={t.unread(unreadCount)} data-testid="unread-count" />}
          </Stack>
          <Typography color="text.secondary">{t.subtitle[role]}</Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: (n) => showToast({ type: 'success', message: t.markedAll(n) }), onError })}
        >
          {t.markAllRead}
        </Button>
      </Stack>
      <Tabs value={unreadOnly ? 1 : 0} onChange={(_e, v: number) => setUnreadOnly(v === 1)} aria-label={t.title} sx={{ mb: 2 }}>
        <Tab label={t.all} />
        <Tab label={unreadCount > 0 ? t.unreadOnlyCount(unreadCount) : t.unreadOnly} />
      </Tabs>
      {list.error && <Alert severity="error">{list.error.message}</Alert>}
      {list.isPending && (
        <Stack spacing={1} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      )}
      {list.data && !items.length && (
        <Card variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="notifications-empty">
          <NotificationsIcon color="disabled" sx={{ fontSize: 48 }} />
          <Typography color="text.secondary">{unreadOnly ? t.emptyUnread : t.empty[role]}</Typography>
          {unreadOnly && (
            <Button component={RouterLink} to={`/${role}/feed`} sx={{ mt: 1 }}>
              {t.toFeed}
            </Button>
          )}
        </Card>
      )}
      {items.length > 0 && (
        <Card variant="outlined">
          <List disablePadding>
            {items.map((n) => (
              <NotificationRow key={n.id} n={n} />
            ))}
          </List>
        </Card>
      )}
      {list.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t.loadMore}
          </Button>
        </Box>
      )}
    </Container>
  );
}
