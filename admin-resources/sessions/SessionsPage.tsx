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
import { showToast } from '../../src/app/toasts';
import { useAllSessions, useEndSession, type AdminSession } from './api';

const ROLE_LABEL: Record<string, string> = { admin: 'Admin', super_admin: 'Super admin', trainer: 'Trainer', athlete: 'Athlete' };
const whoOf = (s: AdminSession) => [s.user?.first_name, s.user?.last_name].filter(Boolean).join(' ') || s.user?.email || '—';
/** A short device name from a user agent. */
export function deviceName(agent: string): string {
  const browser = /Edg\//.test(agent) ? 'Edge' : /Firefox\//.test(agent) ? 'Firefox' : /Chrome\//.test(agent) ? 'Chrome' : /Safari\//.test(agent) ? 'Safari' : null;
  const os = /Android/.test(agent) ? 'Android' : /iPhone|iPad/.test(agent) ? 'iOS' : /Windows/.test(agent) ? 'Windows' : /Mac OS X/.test(agent) ? 'macOS' : /Linux/.test(agent) ? 'Linux' : null;
  if (browser && os) return `${browser} on ${os}`;
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
  return (
    <Box sx={{ p: 2, maxWidth: 1300 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h3" sx={{ flexGrow: 1 }}>
          Open sessions
        </Typography>
        <TextField
          size="small"
          type="search"
          label="Search by name or email"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 280 }}
        />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {(isPending || isFetching) && <LinearProgress aria-label="Loading sessions" />}
      {data && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Open sessions">
              <TableHead>
                <TableRow>
                  <TableCell>Who</TableCell>
                  <TableCell>Device</TableCell>
                  <TableCell>IP address</TableCell>
                  <TableCell>Started</TableCell>
                  <TableCell>Last seen</TableCell>
                  <TableCell align="right">Action</TableCell>
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
                        <Chip size="small" label={ROLE_LABEL[s.user?.role ?? ''] ?? s.user?.role} />
                      </Stack>
                    </TableCell>
                    <TableCell title={s.device}>
                      {deviceName(s.device)}
                      {s.remember_me && <Chip size="small" variant="outlined" label="Remembered" sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>{s.ip}</TableCell>
                    <TableCell>{new Date(s.created_at).toLocaleString()}</TableCell>
                    <TableCell>{new Date(s.last_used_at).toLocaleString()}</TableCell>
                    <TableCell align="right">
                      {s.current ? (
                        <Chip size="small" color="primary" label="This session" />
                      ) : (
                        <Button size="small" color="error" startIcon={<LogoutIcon />} onClick={() => setConfirm(s)} aria-label={`End ${whoOf(s)}’s session on ${deviceName(s.device)}`}>
                          End session
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
                {!data.list.length && (
                  <TableRow>
                    <TableCell colSpan={6}>{q.trim() ? `No open session matches “${q.trim()}”.` : 'No open sessions.'}</TableCell>
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
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
      <Dialog open={!!confirm} onClose={() => setConfirm(null)} fullWidth maxWidth="xs">
        <DialogTitle>End this session?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm && `${whoOf(confirm)} is signed out on ${deviceName(confirm.device)} at once and must sign in again there.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={end.isPending}
            onClick={() =>
              end.mutate(confirm!.id, {
                onSuccess: () => showToast({ type: 'success', message: `${whoOf(confirm!)} was signed out on ${deviceName(confirm!.device)}` }),
                onError: (err) => showToast({ type: 'error', message: err.message }),
                onSettled: () => setConfirm(null),
              })
            }
          >
            End session
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
