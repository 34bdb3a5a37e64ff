/** /trainer/athlete-management: who follows which program, how far they are, and removing access after a confirmation. */
import { useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { showToast } from '../../../../src/app/toasts';
import { useOwnProgramOptions } from '../../common/api/own-programs';
import { useAthletes, useRevokeAccess, type EnrolledAthlete } from '../api/athletes';

const STATUS_COLOR = { active: 'success', refunded: 'warning', cancelled: 'default' } as const;

function Progress({ done, total }: { done: number; total: number }) {
  const pct = total ? Math.round((done / total) * 100) : 0;
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={pct} aria-label={`${done} of ${total} workouts completed`} sx={{ height: 8, borderRadius: 4 }} />
      <Typography variant="caption" color="text.secondary">
        {done} / {total} workouts
      </Typography>
    </Box>
  );
}

export default function AthleteManagementPage() {
  const [programId, setProgramId] = useState<number | ''>('');
  const { data, error, isPending } = useAthletes(programId === '' ? undefined : programId);
  const programs = useOwnProgramOptions();
  const revoke = useRevokeAccess();
  const [confirm, setConfirm] = useState<EnrolledAthlete | null>(null);
  const [reason, setReason] = useState('');
  const close = () => {
    setConfirm(null);
    setReason('');
  };
  return (
    <Box sx={{ p: 2, maxWidth: 1200 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h3" sx={{ flexGrow: 1 }}>
          Your athletes
        </Typography>
        <FormControl size="small" sx={{ minWidth: 240 }}>
          <InputLabel id="athletes-program">Program</InputLabel>
          <Select labelId="athletes-program" label="Program" value={programId} onChange={(e) => setProgramId(e.target.value as number | '')}>
            <MenuItem value="">All programs</MenuItem>
            {(programs.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <LinearProgress />}
      {data && (
        <Paper variant="outlined">
          <Table aria-label="Athletes">
            <TableHead>
              <TableRow>
                <TableCell>Athlete</TableCell>
                <TableCell>Program</TableCell>
                <TableCell>Enrolled</TableCell>
                <TableCell>Last activity</TableCell>
                <TableCell>Progress</TableCell>
                <TableCell>Access</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((a) => (
                <TableRow key={a.enrollment_id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Avatar src={a.photo ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                        {a.athlete_name.charAt(0)}
                      </Avatar>
                      <span>{a.athlete_name}</span>
                    </Stack>
                  </TableCell>
                  <TableCell>{a.program_title}</TableCell>
                  <TableCell>{new Date(a.enrolled_at).toLocaleDateString()}</TableCell>
                  <TableCell>{a.last_activity ? new Date(a.last_activity).toLocaleString() : 'No workout yet'}</TableCell>
                  <TableCell>
                    <Progress done={a.completed_workouts} total={a.total_workouts} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={a.status.charAt(0).toUpperCase() + a.status.slice(1)} color={STATUS_COLOR[a.status]} />
                  </TableCell>
                  <TableCell align="right">
                    {a.status === 'active' && (
                      <Button size="small" color="error" startIcon={<PersonRemoveIcon />} onClick={() => setConfirm(a)}>
                        Remove access
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {!data.length && (
                <TableRow>
                  <TableCell colSpan={7}>No athletes enrolled yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Dialog open={!!confirm} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>Remove {confirm?.athlete_name}’s access?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            They lose access to {confirm?.program_title} now and are notified. Their workout history is kept. This does not refund the purchase.
          </DialogContentText>
          <TextField fullWidth multiline minRows={2} label="Message to the athlete (optional)" value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(
                { enrollmentId: confirm!.enrollment_id, reason },
                {
                  onSuccess: () => showToast({ type: 'success', message: `${confirm!.athlete_name} no longer has access to ${confirm!.program_title}` }),
                  onError: (err) => showToast({ type: 'error', message: err.message }),
                  onSettled: close,
                },
              )
            }
          >
            Remove access
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
