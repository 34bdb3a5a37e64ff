/** Where the user is signed in: device, address, when, the current one marked; others can be signed out. */
import { useMemo } from 'react';
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
import { securityText } from '../i18n/en';
import { useLocale } from '../../../../../src/i18n/locale';
import { textOf, useText } from '../../../../../src/i18n/text';
import { DATE_TIME_OPTIONS } from '../../../../../src/ui/format';
import { errorText, formErrors } from '../../api-errors';
import { useUserSessions, type UserSession } from '../api/get-user-sessions';
import { useRevokeUserSessions } from '../api/revoke-user-session';

type SessionWords = (typeof securityText.en)['sessions'];

/** A day and a time written the way of the language the user chose (src/i18n/locale.ts). */
function useFormatWhen(): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, DATE_TIME_OPTIONS);
    return (iso: string) => {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? iso : dateTime.format(ms);
    };
  }, [locale]);
}

/** "Chrome on Linux" from a user-agent string; the string itself when nothing is recognised. */
export function describeDevice(userAgent: string, words: SessionWords = textOf(securityText).sessions): string {
  const ua = userAgent || words.unknownDevice;
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
  if (browser && os) return words.browserOn(browser, os);
  return browser ?? os ?? (ua.length > 60 ? `${ua.slice(0, 57)}…` : ua);
}

function SessionRow({ session, onRevoke, busy }: { session: UserSession; onRevoke: () => void; busy: boolean }) {
  const t = useText(securityText).sessions;
  const formatWhen = useFormatWhen();
  const device = describeDevice(session.device, t);
  return (
    <TableRow data-testid="session-row">
      <TableCell>
        <Tooltip title={session.device}>
          <span>{device}</span>
        </Tooltip>
        {session.current && <Chip size="small" color="primary" label={t.thisDevice} sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{session.ip}</TableCell>
      <TableCell>{formatWhen(session.created_at)}</TableCell>
      <TableCell>{formatWhen(session.last_used_at)}</TableCell>
      <TableCell align="right">
        {!session.current && (
          <Button size="small" color="error" onClick={onRevoke} disabled={busy} aria-label={t.signOutDevice(device, formatWhen(session.created_at))}>
            {t.signOut}
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
  const t = useText(securityText).sessions;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{t.intro}</Typography>
        <Tooltip title={t.refresh}>
          <IconButton aria-label={t.refreshSessions} onClick={() => void sessions.refetch()} disabled={sessions.isFetching}>
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
            <Table size="small" aria-label={t.table}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.columns.device}</TableCell>
                  <TableCell>{t.columns.ip}</TableCell>
                  <TableCell>{t.columns.signedIn}</TableCell>
                  <TableCell>{t.columns.lastUsed}</TableCell>
                  <TableCell align="right">
                    {/* Named for screen readers; the buttons under it say what they do. */}
                    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{t.columns.actions}</span>
                  </TableCell>
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
            {t.signOutOthers}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
