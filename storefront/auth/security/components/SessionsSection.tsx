/** Where the user is signed in: device, address, when, the current one marked; others can be signed out. */
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { errorText, formErrors } from '../../common/api-errors';
import { useUserSessions, type UserSession } from '../api/get-user-sessions';
import { useRevokeUserSessions } from '../api/revoke-user-session';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateTime.format(ms);
}

/** "Chrome on Linux" from a user-agent string; the string itself when nothing is recognised. */
export function describeDevice(userAgent: string): string {
  const ua = userAgent || 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? (ua.length > 60 ? `${ua.slice(0, 57)}…` : ua);
}

function SessionRow({ session, onRevoke, busy }: { session: UserSession; onRevoke: () => void; busy: boolean }) {
  const device = describeDevice(session.device);
  return (
    <TableRow data-testid="session-row">
      <TableCell>
        <Tooltip title={session.device}>
          <span>{device}</span>
        </Tooltip>
        {session.current && <Chip size="small" color="primary" label="This device" sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{session.ip}</TableCell>
      <TableCell>{formatWhen(session.created_at)}</TableCell>
      <TableCell>{formatWhen(session.last_used_at)}</TableCell>
      <TableCell align="right">
        {!session.current && (
          <Button size="small" color="error" onClick={onRevoke} disabled={busy} aria-label={`Sign out ${device}, signed in ${formatWhen(session.created_at)}`}>
            Sign out
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

export function SessionsSection() {
  const sessions = useUserSessions();
  const revoke = useRevokeUserSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  const revokeError = revoke.error ? formErrors(revoke.error, []).form : null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">Signed out of a device you no longer use? End its session here.</Typography>
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh sessions" onClick={() => void sessions.refetch()} disabled={sessions.isFetching}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {sessions.isError && <Alert severity="error">{errorText(sessions.error)}</Alert>}
      {revokeError && <Alert severity="error">{revokeError}</Alert>}
      {sessions.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : (
        sessions.data && (
          <TableContainer>
            <Table size="small" aria-label="Your sessions">
              <TableHead>
                <TableRow>
                  <TableCell>Device</TableCell>
                  <TableCell>IP address</TableCell>
                  <TableCell>Signed in</TableCell>
                  <TableCell>Last used</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.data.map((s) => (
                  <SessionRow key={s.id} session={s} busy={revoke.isPending} onRevoke={() => revoke.mutate([s.id])} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      )}
      {others.length > 0 && (
        <Box>
          <Button variant="outlined" color="error" loading={revoke.isPending} onClick={() => revoke.mutate(others.map((s) => s.id))}>
            Sign out all other sessions
          </Button>
        </Box>
      )}
    </Stack>
  );
}
