/** /admin/sessions: every account's open sign-in sessions (who, device, IP, started, last seen), searchable, each one endable. */
import { useDeferredValue, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { showToast } from '../../src/ui/toasts';
import { adminSessionsText } from './i18n/en';
import { commonText } from '../../src/ui/i18n/en';
import { resourcesText } from '../i18n/en';
import { useLocale } from '../../src/i18n/locale';
import { formatDateTime } from '../../src/ui/format';
import { textOf, useText } from '../../src/i18n/text';
import { useAllSessions, useEndSession, type AdminSession } from './api';

const whoOf = (s: AdminSession) => [s.user?.first_name, s.user?.last_name].filter(Boolean).join(' ') || s.user?.email || '—';
/** A short device name from a user agent ("Chrome on Android"), in the current language. */
export function deviceName(agent: string, t: typeof adminSessionsText.en = textOf(adminSessionsText)): string {
  const browser = /Edg\//.test(agent) ? 'Edge' : /Firefox\//.test(agent) ? 'Firefox' : /Chrome\//.test(agent) ? 'Chrome' : /Safari\//.test(agent) ? 'Safari' : null;
  const os = /Android/.test(agent) ? 'Android' : /iPhone|iPad/.test(agent) ? 'iOS' : /Windows/.test(agent) ? 'Windows' : /Mac OS X/.test(agent) ? 'macOS' : /Linux/.test(agent) ? 'Linux' : null;
  if (browser && os) return t.device(browser, os);
  return browser ?? os ?? agent.slice(0, 40);
}

export default function SessionsPage() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const { data, error, isPending, isFetching } = useAllSessions({ page: page + 1, size, q });
  const end = useEndSession();
  const [confirm, setConfirm] = useState<AdminSession | null>(null);
  const t = useText(adminSessionsText);
  const common = useText(commonText);
  const roles: Readonly<Record<string, string>> = useText(resourcesText).users.choices.role;
  const locale = useLocale();
  const device = (s: AdminSession) => deviceName(s.device, t);
  return (
    <Box sx={{ p: 2, maxWidth: 1300 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h3" sx={{ flexGrow: 1 }}>
          {t.heading}
        </Typography>
        <TextField
          size="small"
          type="search"
          label={t.search}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 280 }}
        />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {(isPending || isFetching) && <LinearProgress aria-label={t.loading} />}
      {data && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t.table}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.columns.who}</TableCell>
                  <TableCell>{t.columns.device}</TableCell>
                  <TableCell>{t.columns.ip}</TableCell>
                  <TableCell>{t.columns.started}</TableCell>
                  <TableCell>{t.columns.lastSeen}</TableCell>
                  <TableCell align="right">{t.columns.action}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.list.map((s) => (
                  <TableRow key={s.id} hover>
                    <TableCell>
                      <Stack direction="row" spacing={1} alignItems="center">
                        <Box>
                          <Typography variant="body2">{whoOf(s)}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {s.user?.email}
                          </Typography>
                        </Box>
                        <Chip size="small" label={roles[s.user?.role ?? ''] ?? s.user?.role} />
                      </Stack>
                    </TableCell>
                    <TableCell title={s.device}>
                      {device(s)}
                      {s.remember_me && <Chip size="small" variant="outlined" label={t.remembered} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>{s.ip}</TableCell>
                    <TableCell>{formatDateTime(s.created_at, locale)}</TableCell>
                    <TableCell>{formatDateTime(s.last_used_at, locale)}</TableCell>
                    <TableCell align="right">
                      {s.current ? (
                        <Chip size="small" color="primary" label={t.thisSession} />
                      ) : (
                        <Button size="small" color="error" startIcon={<LogoutIcon />} onClick={() => setConfirm(s)} aria-label={t.endLabel(whoOf(s), device(s))}>
                          {t.end}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
                {!data.list.length && (
                  <TableRow>
                    <TableCell colSpan={6}>{q.trim() ? t.noMatch(q.trim()) : t.none}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total ?? data.list.length}
            page={page}
            onPageChange={(_, p) => setPage(p)}
            rowsPerPage={size}
            rowsPerPageOptions={[10, 20, 50, 100]}
            labelRowsPerPage={t.pages.rowsPerPage}
            labelDisplayedRows={({ from, to, count }) => t.pages.range(from, to, count)}
            getItemAriaLabel={(type) => t.pages[type]}
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
      <Dialog open={!!confirm} onClose={() => setConfirm(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm && t.confirmBody(whoOf(confirm), device(confirm))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{common.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={end.isPending}
            onClick={() =>
              end.mutate(confirm!.id, {
                onSuccess: () => showToast({ type: 'success', message: t.ended(whoOf(confirm!), device(confirm!)) }),
                onError: (err) => showToast({ type: 'error', message: err.message }),
                onSettled: () => setConfirm(null),
              })
            }
          >
            {t.end}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
