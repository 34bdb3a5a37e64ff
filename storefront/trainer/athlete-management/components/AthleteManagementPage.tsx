/** /trainer/athlete-management: who follows which program, how far they are, and removing access after a confirmation. */
import { useMemo, useState } from 'react';
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
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import EventIcon from '@mui/icons-material/Event';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { showToast } from '../../../../src/ui/toasts';
import { commonText } from '../../../../src/ui/i18n/en';
import { athletesText } from '../i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { readableChip } from '../../common/chip';
import { useStudioFormat } from '../../common/format';
import { useOwnProgramOptions } from '../../common/api/own-programs';
import { useAthletes, useRevokeAccess, type EnrolledAthlete } from '../api/athletes';
import { MessageButton } from '../../../shared/chat/MessageButton';
import { ScheduleSessionDialog, type SchedulableAthlete } from './ScheduleSessionDialog';
import { AthleteTrainingDialog } from './AthleteTrainingDialog';
import { athleteTrainingText } from '../i18n/en';

const STATUS_COLOR = { active: 'success', refunded: 'warning', cancelled: 'default' } as const;

function Progress({ done, total }: { done: number; total: number }) {
  const pct = total ? Math.round((done / total) * 100) : 0;
  const t = useText(athletesText);
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={pct} aria-label={t.progressLabel(done, total)} sx={{ height: 8, borderRadius: 4 }} />
      <Typography variant="caption" color="text.secondary">
        {t.progress(done, total)}
      </Typography>
    </Box>
  );
}

export default function AthleteManagementPage() {
  const [programId, setProgramId] = useState<number | ''>('');
  const { data, error, isPending } = useAthletes(programId === '' ? undefined : programId);
  const programs = useOwnProgramOptions();
  const revoke = useRevokeAccess();
  const t = useText(athletesText);
  const common = useText(commonText);
  const f = useStudioFormat();
  const [confirm, setConfirm] = useState<EnrolledAthlete | null>(null);
  const [reason, setReason] = useState('');
  const close = () => {
    setConfirm(null);
    setReason('');
  };
  /** The athletes a session may be scheduled with: active enrollments, each athlete once. */
  const schedulable = useMemo<SchedulableAthlete[]>(() => {
    const seen = new Map<number, SchedulableAthlete>();
    for (const a of data ?? []) if (a.status === 'active' && !seen.has(a.athlete_id)) seen.set(a.athlete_id, { id: a.athlete_id, name: a.athlete_name });
    return [...seen.values()].sort((x, y) => x.name.localeCompare(y.name));
  }, [data]);
  const [scheduleWith, setScheduleWith] = useState<number[] | null>(null);
  const [trainingOf, setTrainingOf] = useState<number | null>(null);
  const training = useText(athleteTrainingText);
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 1200 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t.heading}
        </Typography>
        <Button variant="contained" startIcon={<EventIcon />} disabled={!schedulable.length} onClick={() => setScheduleWith([])}>
          {t.schedule}
        </Button>
        <FormControl size="small" sx={{ minWidth: 240 }}>
          <InputLabel id="athletes-program">{t.program}</InputLabel>
          <Select labelId="athletes-program" label={t.program} value={programId} onChange={(e) => setProgramId(e.target.value as number | '')}>
            <MenuItem value="">{t.allPrograms}</MenuItem>
            {(programs.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <LinearProgress aria-label={t.loading} />}
      {data && (
        // A narrow window scrolls the table, not the page.
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table aria-label={t.table}>
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.athlete}</TableCell>
                <TableCell>{t.columns.program}</TableCell>
                <TableCell>{t.columns.enrolled}</TableCell>
                <TableCell>{t.columns.lastActivity}</TableCell>
                <TableCell>{t.columns.progress}</TableCell>
                <TableCell>{t.columns.access}</TableCell>
                <TableCell align="right">{t.columns.actions}</TableCell>
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
                      <span style={{ whiteSpace: 'nowrap' }}>{a.athlete_name}</span>
                    </Stack>
                  </TableCell>
                  <TableCell>{a.program_title}</TableCell>
                  <TableCell>{f.date(a.enrolled_at)}</TableCell>
                  <TableCell>{a.last_activity ? f.dateTime(a.last_activity) : t.noWorkoutYet}</TableCell>
                  <TableCell>
                    <Progress done={a.completed_workouts} total={a.total_workouts} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={t.status[a.status] ?? a.status} color={STATUS_COLOR[a.status]} sx={readableChip(STATUS_COLOR[a.status])} />
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
                      <Button size="small" variant="outlined" startIcon={<FitnessCenterIcon />} onClick={() => setTrainingOf(a.enrollment_id)} aria-label={training.openFor(a.athlete_name)}>
                        {training.open}
                      </Button>
                      <MessageButton userId={a.athlete_id} name={a.athlete_name} size="small" />
                      {a.status === 'active' && (
                        <Button size="small" startIcon={<EventIcon />} onClick={() => setScheduleWith([a.athlete_id])} aria-label={t.scheduleWith(a.athlete_name)}>
                          {t.scheduleShort}
                        </Button>
                      )}
                      {a.status === 'active' && (
                        <Button size="small" color="error" startIcon={<PersonRemoveIcon />} onClick={() => setConfirm(a)}>
                          {t.removeAccess}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
              {!data.length && (
                <TableRow>
                  <TableCell colSpan={7}>{t.empty}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      )}
      <ScheduleSessionDialog open={scheduleWith !== null} onClose={() => setScheduleWith(null)} athletes={schedulable} initialIds={scheduleWith ?? []} />
      <AthleteTrainingDialog enrollmentId={trainingOf} onClose={() => setTrainingOf(null)} />
      <Dialog open={!!confirm} onClose={close} fullWidth maxWidth="sm" aria-labelledby="remove-access-title">
        <DialogTitle id="remove-access-title">{t.removeTitle(confirm?.athlete_name ?? '')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t.removeBody(confirm?.program_title ?? '')}
          </DialogContentText>
          <TextField fullWidth multiline minRows={2} label={t.reason} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{common.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(
                { enrollmentId: confirm!.enrollment_id, reason },
                {
                  onSuccess: () => showToast({ type: 'success', message: textOf(athletesText).removed(confirm!.athlete_name, confirm!.program_title) }),
                  onError: (err) => showToast({ type: 'error', message: err.message }),
                  onSettled: close,
                },
              )
            }
          >
            {t.removeAccess}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
