/** "Saving…", "Saved", or why the program is not saved: the builder's one save state (details and structure). */
import { CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { formProblems } from '../details-form';
import { isDirty, useBuilder } from '../stores/builder-store';

type Kind = 'saving' | 'saved' | 'error' | 'waiting' | 'hint';

export function useSaveState(): { kind: Kind; text: string } {
  const pending = useBuilder((s) => s.pending);
  const error = useBuilder((s) => s.error);
  const dirty = useBuilder(isDirty);
  const form = useBuilder((s) => s.form);
  const programId = useBuilder((s) => s.programId);
  if (pending > 0) return { kind: 'saving', text: 'Saving…' };
  const problems = Object.values(formProblems(form));
  if (programId === null && !form.title.trim()) return { kind: 'hint', text: 'Give the program a title: the draft saves itself' };
  if (dirty && problems.length) return { kind: 'waiting', text: `Not saved yet: ${problems[0]}` };
  if (error) return { kind: 'error', text: `Not saved: ${error}` };
  if (dirty) return { kind: 'saving', text: 'Saving…' };
  return { kind: 'saved', text: 'Saved' };
}

export function SaveIndicator() {
  const { kind, text } = useSaveState();
  const color = kind === 'error' ? 'error.main' : kind === 'waiting' ? 'warning.main' : 'text.secondary';
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color }} role="status" aria-live="polite" data-testid="save-state" data-state={kind}>
      {kind === 'saving' && <CircularProgress size={14} color="inherit" />}
      {kind === 'saved' && <CheckCircleIcon fontSize="small" color="success" />}
      {(kind === 'error' || kind === 'waiting') && <ErrorIcon fontSize="small" />}
      {kind === 'hint' && <InfoIcon fontSize="small" />}
      <Typography variant="body2" component="span">
        {text}
      </Typography>
    </Stack>
  );
}
