/**
 * "Schedule a session" with one or more of the trainer's athletes: the event goes to Google Calendar (everyone
 * invited by mail); when the server says Google Calendar is not configured, the same session is offered as an .ics
 * file to open in any calendar.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  InputLabel,
  Link,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import DownloadIcon from '@mui/icons-material/Download';
import { ApiError } from '../../../../src/api/errors';
import { showToast } from '../../../../src/ui/toasts';
import { SCHEDULING } from '../../../../src/config/constants';
import { sessionProblems } from '../../../../src/domain/scheduling';
import { commonText } from '../../../../src/i18n/en/common';
import { scheduleText } from '../../../../src/i18n/en/trainer/athletes';
import { textOf, useText } from '../../../../src/i18n/text';
import { useScheduleSession, type ScheduledEvent, type SessionRequest } from '../api/schedule-session';
import { useDownloadSessionIcs } from '../api/session-ics';

export interface SchedulableAthlete {
  id: number;
  name: string;
}

const DURATIONS = [30, 45, 60, 90, 120];
type Field = 'title' | 'start' | 'end' | 'attendee_ids';

/** `YYYY-MM-DDTHH:mm` in local time, for a datetime-local input: the next full hour. */
function nextHour(): string {
  const d = new Date(Date.now() + 3_600_000);
  d.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:00`;
}

export function ScheduleSessionDialog({ open, onClose, athletes, initialIds }: { open: boolean; onClose: () => void; athletes: readonly SchedulableAthlete[]; initialIds: readonly number[] }) {
  const t = useText(scheduleText);
  const common = useText(commonText);
  const [title, setTitle] = useState(() => textOf(scheduleText).defaultTitle);
  const [start, setStart] = useState(nextHour);
  const [minutes, setMinutes] = useState(60);
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [unconfigured, setUnconfigured] = useState<string | null>(null);
  const [created, setCreated] = useState<ScheduledEvent | null>(null);
  const schedule = useScheduleSession();
  const ics = useDownloadSessionIcs();

  useEffect(() => {
    if (!open) return;
    setIds([...initialIds]);
    setStart(nextHour());
    setErrors({});
    setProblem(null);
    setUnconfigured(null);
    setCreated(null);
  }, [open, initialIds]);

  const request = (): SessionRequest | null => {
    const startDate = new Date(start);
    const valid = !Number.isNaN(startDate.getTime());
    const body = {
      title: title.trim(),
      start: valid ? startDate.toISOString() : '',
      end: valid ? new Date(startDate.getTime() + minutes * 60_000).toISOString() : '',
      ...(location.trim() ? { location: location.trim() } : {}),
      ...(notes.trim() ? { description: notes.trim() } : {}),
      attendee_ids: ids,
    };
    const found = sessionProblems(body, textOf(scheduleText).rules);
    setErrors(found);
    return Object.keys(found).length ? null : body;
  };
  const fromServer = (err: Error) => {
    if (err instanceof ApiError && err.validation) setErrors(err.validation as Partial<Record<Field, string>>);
    setProblem(err.message);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const body = request();
    if (!body) return;
    schedule.mutate(body, {
      onSuccess: (event) => {
        setCreated(event);
        showToast({ type: 'success', message: textOf(scheduleText).created(event.title) });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 503) setUnconfigured(err.message);
        else fromServer(err);
      },
    });
  };
  const download = () => {
    const body = request();
    if (body) ics.mutate(body, { onSuccess: () => showToast({ type: 'success', message: textOf(scheduleText).icsDownloaded }), onError: fromServer });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, 'aria-labelledby': 'schedule-session-title' } as object }}>
      <DialogTitle id="schedule-session-title">{t.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {created && (
            <Alert severity="success">
              {t.added(created.title, created.attendees)}{' '}
              {created.html_link && (
                <Link href={created.html_link} target="_blank" rel="noopener noreferrer">
                  {t.openEvent}
                </Link>
              )}
            </Alert>
          )}
          {unconfigured && (
            <Alert severity="info">
              {unconfigured}
              <Box sx={{ mt: 1 }}>
                <Button variant="outlined" color="info" size="small" startIcon={<DownloadIcon />} onClick={download} disabled={ics.isPending}>
                  {t.downloadIcs}
                </Button>
              </Box>
            </Alert>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField label={t.sessionTitle} required value={title} onChange={(e) => setTitle(e.target.value)} error={!!errors.title} helperText={errors.title} slotProps={{ htmlInput: { maxLength: SCHEDULING.titleMax } }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t.starts}
              type="datetime-local"
              required
              value={start}
              onChange={(e) => setStart(e.target.value)}
              error={!!errors.start}
              helperText={errors.start ?? t.localTime}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flexGrow: 1 }}
            />
            <FormControl sx={{ minWidth: 150 }} error={!!errors.end}>
              <InputLabel id="session-duration">{t.duration}</InputLabel>
              <Select labelId="session-duration" label={t.duration} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
                {DURATIONS.map((m) => (
                  <MenuItem key={m} value={m}>
                    {t.minutes(m)}
                  </MenuItem>
                ))}
              </Select>
              {errors.end && <FormHelperText>{errors.end}</FormHelperText>}
            </FormControl>
          </Stack>
          <FormControl error={!!errors.attendee_ids}>
            <InputLabel id="session-athletes">{t.athletes}</InputLabel>
            <Select
              labelId="session-athletes"
              multiple
              value={ids}
              onChange={(e) => setIds((e.target.value as number[]).slice(0, SCHEDULING.maxAttendees))}
              input={<OutlinedInput label={t.athletes} />}
              renderValue={(selected) =>
                athletes
                  .filter((a) => selected.includes(a.id))
                  .map((a) => a.name)
                  .join(', ')
              }
            >
              {athletes.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  <Checkbox checked={ids.includes(a.id)} />
                  <ListItemText primary={a.name} />
                </MenuItem>
              ))}
            </Select>
            <FormHelperText>{errors.attendee_ids ?? t.invited}</FormHelperText>
          </FormControl>
          <TextField label={t.where} placeholder={t.wherePlaceholder} value={location} onChange={(e) => setLocation(e.target.value)} slotProps={{ htmlInput: { maxLength: SCHEDULING.locationMax } }} />
          <TextField label={t.notes} multiline minRows={2} value={notes} onChange={(e) => setNotes(e.target.value)} slotProps={{ htmlInput: { maxLength: SCHEDULING.descriptionMax } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{created ? common.close : common.cancel}</Button>
        <Button type="submit" variant="contained" startIcon={<EventIcon />} disabled={schedule.isPending || !!unconfigured}>
          {t.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
