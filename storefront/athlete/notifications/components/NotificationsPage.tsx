/**
 * /athlete/notifications (athletes): the athlete's notifications, newest first — title, message, when; unread ones
 * stand out. Opening one marks it read and follows its link; one or all can be marked read. The unread count here
 * and on the header's bell is one shared query (src/layout/unread-notifications.ts).
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
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DoneIcon from '@mui/icons-material/Done';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReplayIcon from '@mui/icons-material/Replay';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type { Row } from '../../../../src/api/records';
import { showToast } from '../../../../src/app/toasts';
import { useUnreadCount } from '../../../../src/layout/unread-notifications';
import { exactTime, relativeTime } from '../../../../src/ui/relative-time';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useNotifications } from '../api/get-notifications';
import { NOTIFICATION_TEXT, notificationTarget } from '../notifications-config';

const ICONS: Record<string, ReactNode> = {
  purchase: <ShoppingBagIcon />,
  refund: <ReplayIcon />,
  access: <LockIcon />,
  post: <CampaignIcon />,
};

const onError = (err: Error) => showToast({ type: 'error', message: err.message });

function NotificationRow({ n }: { n: Row<'notification'> }) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
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
          {unread && <Chip size="small" color="primary" label={NOTIFICATION_TEXT.newBadge} sx={{ height: 20 }} />}
        </Stack>
      }
      secondary={
        <>
          {n.message && (
            <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', opacity: unread ? 1 : 0.8 }}>
              {n.message}
            </Typography>
          )}
          <Typography component="time" variant="caption" color={unread ? 'primary' : 'text.secondary'} dateTime={n.created_at} title={exactTime(n.created_at)}>
            {relativeTime(n.created_at)}
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
          <IconButton edge="end" aria-label={`${NOTIFICATION_TEXT.markRead}: ${n.title}`} title={NOTIFICATION_TEXT.markRead} onClick={() => markRead.mutate(id, { onError })} disabled={markRead.isPending}>
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
              {NOTIFICATION_TEXT.title}
            </Typography>
            {unreadCount > 0 && <Chip color="primary" label={NOTIFICATION_TEXT.unread(unreadCount)} data-testid="unread-count" />}
          </Stack>
          <Typography color="text.secondary">{NOTIFICATION_TEXT.subtitle}</Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: (n) => showToast({ type: 'success', message: NOTIFICATION_TEXT.markedAll(n) }), onError })}
        >
          {NOTIFICATION_TEXT.markAllRead}
        </Button>
      </Stack>
      <Tabs value={unreadOnly ? 1 : 0} onChange={(_e, v: number) => setUnreadOnly(v === 1)} aria-label={NOTIFICATION_TEXT.title} sx={{ mb: 2 }}>
        <Tab label={NOTIFICATION_TEXT.all} />
        <Tab label={unreadCount > 0 ? `${NOTIFICATION_TEXT.unreadOnly} (${unreadCount})` : NOTIFICATION_TEXT.unreadOnly} />
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
          <Typography color="text.secondary">{unreadOnly ? NOTIFICATION_TEXT.emptyUnread : NOTIFICATION_TEXT.empty}</Typography>
          {unreadOnly && (
            <Button component={RouterLink} to="/athlete/feed" sx={{ mt: 1 }}>
              {NOTIFICATION_TEXT.toFeed}
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
            {NOTIFICATION_TEXT.loadMore}
          </Button>
        </Box>
      )}
    </Container>
  );
}
