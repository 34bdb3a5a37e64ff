/**
 * Messages, /athlete/messages and /trainer/messages: the conversations (the other person, online or not, the last
 * message, unread count), and the open one (`?room=`): its messages a page at a time (older on demand), a composer
 * (Enter sends, Shift+Enter for a new line), read as they arrive. Messages arrive through the tab's long-poll
 * (storefront/shared/realtime/poller.ts); on a narrow screen the list and the conversation take turns.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../src/api/errors';
import { chatText } from './i18n/en';
import { useLocale } from '../../../src/i18n/locale';
import { useText } from '../../../src/i18n/text';
import { useSession } from '../../../src/session/store';
import { INITIALS_AVATAR, personInitials, personName } from '../../../src/ui/person-name';
import { exactTime, relativeTime } from '../../../src/ui/relative-time';
import { activeRoomStore } from '../realtime/active-room';
import { readRoom, useMessages, useSendMessage, type ChatMessage } from '../realtime/api';
import { useMyRooms, type Room } from '../realtime/rooms';

/** The longest message the server takes. */
export const MESSAGE_MAX_LENGTH = 4000;

function PersonAvatar({ person, online }: { person: Room['members'][number] | undefined; online: boolean }) {
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      variant="dot"
      invisible={!online}
      sx={{ '& .MuiBadge-dot': { bgcolor: 'success.main', boxShadow: (t) => `0 0 0 2px ${t.palette.background.paper}` } }}
    >
      <Avatar src={person?.photo ?? undefined} alt="" sx={INITIALS_AVATAR}>
        {personInitials(person) || '?'}
      </Avatar>
    </Badge>
  );
}

function RoomList({ rooms, selected, onSelect }: { rooms: Room[]; selected: number | null; onSelect: (id: number) => void }) {
  const t = useText(chatText);
  const locale = useLocale();
  return (
    <List disablePadding aria-label={t.conversations} data-testid="chat-rooms">
      {rooms.map((r) => {
        const other = r.members[0];
        return (
          <ListItem key={r.id} disablePadding>
            <ListItemButton selected={r.id === selected} onClick={() => onSelect(r.id)} data-testid="chat-room" aria-current={r.id === selected ? 'true' : undefined}>
              <ListItemAvatar>
                <PersonAvatar person={other} online={!!other?.online} />
              </ListItemAvatar>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                    <Typography component="span" sx={{ fontWeight: r.unread ? 700 : 500 }} noWrap>
                      {personName(other)}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {relativeTime(r.last_message?.created_at ?? r.created_at, Date.now(), locale)}
                    </Typography>
                  </Stack>
                }
                secondary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }} component="span">
                    <Typography component="span" variant="body2" color="text.secondary" noWrap>
                      {r.last_message ? r.last_message.body : t.noMessages}
                    </Typography>
                    {r.unread > 0 && (
                      <Box component="span" data-testid="chat-room-unread" role="img" aria-label={t.unread(r.unread)} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 10, px: 0.75, fontSize: 12, fontWeight: 700, flexShrink: 0 }}>
                        {r.unread}
                      </Box>
                    )}
                  </Stack>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

function Bubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }} data-testid="chat-message" data-mine={mine ? 'true' : 'false'}>
      <Box
        sx={{
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2">{message.body}</Typography>
        <Typography variant="caption" sx={{ display: 'block', textAlign: 'right' }} title={exactTime(message.created_at, locale)}>
          {relativeTime(message.created_at, Date.now(), locale)}
        </Typography>
      </Box>
    </Box>
  );
}

function Conversation({ room, onBack }: { room: Room; onBack?: () => void }) {
  const me = useSession((s) => s.user);
  const messages = useMessages(room.id);
  const send = useSendMessage();
  const client = useQueryClient();
  const t = useText(chatText);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const other = room.members[0];
  const list = useMemo(() => (messages.data?.pages ?? []).flatMap((p) => p.list).sort((a, b) => a.id - b.id), [messages.data]);
  const newest = list.at(-1)?.id;

  // On screen: its messages are read as they come (and the room's toasts are not shown).
  useEffect(() => {
    activeRoomStore.setState({ roomId: room.id });
    return () => activeRoomStore.setState({ roomId: null });
  }, [room.id]);
  useEffect(() => {
    if (newest === undefined) return;
    readRoom(client, room.id).catch(() => undefined);
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [room.id, newest, client]);

  const body = text.trim();
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!body || body.length > MESSAGE_MAX_LENGTH || send.isPending) return;
    send.mutate({ room_id: room.id, body }, { onSuccess: () => setText('') });
  };

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }} aria-label={t.conversationWith(personName(other))} component="section">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {onBack && (
          <IconButton onClick={onBack} aria-label={t.back}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <PersonAvatar person={other} online={!!other?.online} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap data-testid="chat-with">
            {personName(other)}
          </Typography>
          <Typography variant="caption" color={other?.online ? 'success.main' : 'text.secondary'} data-testid="chat-presence">
            {other?.online ? t.online : t.offline}
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="chat-messages" aria-live="polite">
        {messages.hasNextPage && (
          <Button onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
            {t.earlier}
          </Button>
        )}
        {messages.isPending && <Skeleton variant="rounded" height={120} />}
        {messages.error && <Alert severity="error">{messages.error.message}</Alert>}
        {!messages.isPending && !list.length && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
            {t.noMessages}
          </Typography>
        )}
        {list.map((m) => (
          <Bubble key={m.id} message={m} mine={m.user_id === me} />
        ))}
        <div ref={end} />
      </Box>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}>
        <TextField
          fullWidth
          multiline
          maxRows={5}
          size="small"
          label={t.composer}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          error={body.length > MESSAGE_MAX_LENGTH || !!send.error}
          helperText={send.error ? (isApiError(send.error) || send.error instanceof Error ? send.error.message : undefined) : body.length > MESSAGE_MAX_LENGTH ? `${body.length} / ${MESSAGE_MAX_LENGTH}` : undefined}
        />
        <IconButton type="submit" color="primary" aria-label={t.send} title={t.send} disabled={!body || body.length > MESSAGE_MAX_LENGTH || send.isPending}>
          <SendIcon />
        </IconButton>
      </Box>
    </Stack>
  );
}

export default function ChatScreen() {
  const role = useSession((s) => s.role);
  const t = useText(chatText);
  const rooms = useMyRooms();
  const [params, setParams] = useSearchParams();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const selected = Number(params.get('room')) || null;
  const list = rooms.data?.list ?? [];
  const room = list.find((r) => r.id === selected) ?? null;
  const select = (id: number | null) => setParams(id ? { room: String(id) } : {}, { replace: false });
  const emptyHint = role === 'trainer' ? t.emptyTrainer : t.emptyAthlete;

  const showList = wide || !room;
  const showRoom = wide || !!room;
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      {rooms.error && <Alert severity="error">{rooms.error.message}</Alert>}
      {rooms.isPending ? (
        <Skeleton variant="rounded" height={360} />
      ) : !list.length ? (
        <Card variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="chat-empty">
          <ForumOutlinedIcon sx={{ fontSize: 56 }} color="disabled" />
          <Typography variant="h6" component="p">
            {t.empty}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {emptyHint}
          </Typography>
          {role === 'trainer' ? (
            <Button variant="outlined" component={RouterLink} to="/trainer/athlete-management">
              {t.toAthleteManagement}
            </Button>
          ) : (
            <Button variant="outlined" component={RouterLink} to="/">
              {t.findTrainer}
            </Button>
          )}
        </Card>
      ) : (
        <Card variant="outlined" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, height: { xs: 'calc(100vh - 220px)', md: 560 }, minHeight: 360 }}>
          {showList && (
            <Box sx={{ borderRight: { md: 1 }, borderRightColor: { md: 'divider' }, overflowY: 'auto' }}>
              <RoomList rooms={list} selected={selected} onSelect={select} />
            </Box>
          )}
          {showRoom &&
            (room ? (
              <Conversation key={room.id} room={room} onBack={wide ? undefined : () => select(null)} />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
                <Typography>{t.pick}</Typography>
              </Box>
            ))}
        </Card>
      )}
    </Container>
  );
}
