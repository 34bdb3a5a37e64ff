/**
 * "Schedule a session" with one or more of the trainer's athletes: the event goes to Google Calendar (everyone
 * invited by mail); when the server says Google Calendar is not configured, the same session is offered as an .ics
 * file to open in any calendar.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
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
import { commonText } from '../../../../src/ui/i18n/en';
import { scheduleText } from '../i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { useScheduleSession, type ScheduledEvent, type SessionRequest } from '../api/schedule-session';
import { useDownloadSessionIcs } from '../api/session-ics';

export interface SchedulableAthlete {
  id: number;
  name: string;
}

const DURATIONS = [30, 45, 60, 90, 120];

interface SessionForm {
  title: string;
  /** datetime-local (local time). */
  start: string;
  /** The session's length: its end is the start plus these minutes. */
  minutes: number;
  location: string;
  notes: string;
  attendee_ids: number[];
}

/** The request the form makes (times in UTC; an invalid start sends none, which the rule refuses). */
function requestOf(v: SessionForm): SessionRequest {
  const startDate = new Date(v.start);
  const valid = !Number.isNaN(startDate.getTime());
  return {
    title: v.title.trim(),
    start: valid ? startDate.toISOString() : '',
    end: valid ? new Date(startDate.getTime() + v.minutes * 60_000).toISOString() : '',
    ...(v.location.trim() ? { location: v.location.trim() } : {}),
    ...(v.notes.trim() ? { description: v.notes.trim() } : {}),
    attendee_ids: v.attendee_ids,
  };
}

/** The request's fields that show a message, and the form field showing it (the end is chosen as a duration). */
const SHOWN_AT = new Map<string, 'title' | 'start' | 'minutes' | 'attendee_ids'>([
  ['title', 'title'],
  ['start', 'start'],
  ['end', 'minutes'],
  ['attendee_ids', 'attendee_ids'],
]);

/** Messages by request field (the rule's or the server's) -> the form's field errors. */
function fieldErrors(found: Record<string, string | undefined>): FieldErrors<SessionForm> {
  const errors: FieldErrors<SessionForm> = {};
  for (const [key, message] of Object.entries(found)) {
    const field = SHOWN_AT.get(key);
    if (field && message) errors[field] = { type: 'validate', message };
  }
  return errors;
}

/** The one rule (src/domain/scheduling.ts) on the request the form would send, in the user's words; valid: that request. */
const sessionResolver: Resolver<SessionForm, unknown, SessionRequest> = (values) => {
  const request = requestOf(values);
  const errors = fieldErrors(sessionProblems(request, textOf(scheduleText).rules));
  return Object.keys(errors).length ? { values: {}, errors } : { values: request, errors: {} };
};

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
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<SessionForm, unknown, SessionRequest>({
    defaultValues: { title: textOf(scheduleText).defaultTitle, start: nextHour(), minutes: 60, location: '', notes: '', attendee_ids: [] },
    resolver: sessionResolver,
    // The messages change when the session is sent (or downloaded) again, not as it is typed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [unconfigured, setUnconfigured] = useState<string | null>(null);
  const [created, setCreated] = useState<ScheduledEvent | null>(null);
  const schedule = useScheduleSession();
  const ics = useDownloadSessionIcs();

  useEffect(() => {
    if (!open) return;
    // Opening: the athletes chosen and the next hour, no messages; the other fields stay as last typed.
    reset((values) => ({ ...values, attendee_ids: [...initialIds], start: nextHour() }));
    setProblem(null);
    setUnconfigured(null);
    setCreated(null);
  }, [open, initialIds, reset]);

  const fromServer = (err: Error) => {
    for (const [key, message] of Object.entries((err instanceof ApiError && err.validation) || {})) {
      const field = SHOWN_AT.get(key);
      if (field) setError(field, { type: 'server', message });
    }
    setProblem(err.message);
  };

  const addToCalendar = handleSubmit(async (body) => {
    try {
      const event = await schedule.mutateAsync(body);
      setCreated(event);
      showToast({ type: 'success', message: textOf(scheduleText).created(event.title) });
    } catch (err) {
      if (err instanceof ApiError && err.status === 503) setUnconfigured(err.message);
      else fromServer(err as Error);
    }
  });
  const submit = (e: FormEvent) => {
    setProblem(null);
    void addToCalendar(e);
  };
  const download = handleSubmit((body) => ics.mutate(body, { onSuccess: () => showToast({ type: 'success', message: textOf(scheduleText).icsDownloaded }), onError: fromServer }));

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
                <Button variant="outlined" color="info" size="small" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={ics.isPending}>
                  {t.downloadIcs}
                </Button>
              </Box>
            </Alert>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          <Controller
            name="title"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <TextField
                label={t.sessionTitle}
                required
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                error={!!error}
                helperText={error?.message}
                slotProps={{ htmlInput: { maxLength: SCHEDULING.titleMax } }}
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              name="start"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <TextField
                  label={t.starts}
                  type="datetime-local"
                  required
                  value={field.value}
                  inputRef={field.ref}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  error={!!error}
                  helperText={error?.message ?? t.localTime}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ flexGrow: 1 }}
                />
              )}
            />
            <Controller
              name="minutes"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <FormControl sx={{ minWidth: 150 }} error={!!error}>
                  <InputLabel id="session-duration">{t.duration}</InputLabel>
                  <Select labelId="session-duration" label={t.duration} value={field.value} inputRef={field.ref} onChange={(e) => field.onChange(Number(e.target.value))} onBlur={field.onBlur}>
                    {DURATIONS.map((m) => (
                      <MenuItem key={m} value={m}>
                        {t.minutes(m)}
                      </MenuItem>
                    ))}
                  </Select>
                  {error && <FormHelperText>{error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          </Stack>
          <Controller
            name="attendee_ids"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <FormControl error={!!error}>
                <InputLabel id="session-athletes">{t.athletes}</InputLabel>
                <Select
                  labelId="session-athletes"
                  multiple
                  value={field.value}
                  inputRef={field.ref}
                  onChange={(e) => field.onChange((e.target.value as number[]).slice(0, SCHEDULING.maxAttendees))}
                  onBlur={field.onBlur}
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
                      <Checkbox checked={field.value.includes(a.id)} />
                      <ListItemText primary={a.name} />
                    </MenuItem>
                  ))}
                </Select>
                <FormHelperText>{error?.message ?? t.invited}</FormHelperText>
              </FormControl>
            )}
          />
          <Controller
            name="location"
            control={control}
            render={({ field }) => (
              <TextField
                label={t.where}
                placeholder={t.wherePlaceholder}
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                slotProps={{ htmlInput: { maxLength: SCHEDULING.locationMax } }}
              />
            )}
          />
          <Controller
            name="notes"
            control={control}
            render={({ field }) => (
              <TextField
                label={t.notes}
                multiline
                minRows={2}
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                slotProps={{ htmlInput: { maxLength: SCHEDULING.descriptionMax } }}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{created ? common.close : common.cancel}</Button>
        <Button type="submit" variant="contained" startIcon={<EventIcon />} disabled={isSubmitting || !!unconfigured}>
          {t.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
