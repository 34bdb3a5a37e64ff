/**
 * "Saving…", "Saved" (offline: "Saved on this device", until the queue syncs), or why the program is not saved: the
 * builder's one save state (details and structure).
 */
import { CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { builderText } from '../i18n/en';
import { programRulesText } from '../../common/programs/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { usePendingRecords } from '../../../../src/offline/pending-records';
import { useOfflineStatus } from '../../../../src/offline/status-store';
import { formProblems } from '../details-form';
import { isDirty, useBuilder } from '../stores/builder-store';

type Kind = 'saving' | 'saved' | 'error' | 'waiting' | 'hint';

/** The tables a builder's change writes (a change of them made offline waits in the queue). */
const BUILDER_TABLES = new Set(['program', 'split', 'workout', 'workout_exercise']);

export function useSaveState(): { kind: Kind; text: string } {
  const pending = useBuilder((s) => s.pending);
  const error = useBuilder((s) => s.error);
  const dirty = useBuilder(isDirty);
  const form = useBuilder((s) => s.form);
  const programId = useBuilder((s) => s.programId);
  const queued = usePendingRecords().some((r) => BUILDER_TABLES.has(r.table));
  const online = useOfflineStatus((s) => s.online);
  const t = useText(builderText).save;
  const rules = useText(programRulesText);
  const waitingToSync = queued && !online;
  if (pending > 0) return { kind: 'saving', text: t.saving };
  const problems = Object.values(formProblems(form, rules));
  if (programId === null && !form.title.trim()) return { kind: 'hint', text: t.hint };
  if (dirty && problems.length) return { kind: 'waiting', text: t.notYet(problems[0]!) };
  if (error) return { kind: 'error', text: t.failed(error) };
  if (dirty) return { kind: 'saving', text: t.saving };
  if (waitingToSync) return { kind: 'saved', text: t.onDevice };
  return { kind: 'saved', text: t.saved };
}

export function SaveIndicator() {
  const { kind, text } = useSaveState();
  // Orange text is below AA contrast on white: a change waiting to be saved says so in the text colour, beside an orange icon.
  const color = kind === 'error' ? 'error.main' : kind === 'waiting' ? 'text.primary' : 'text.secondary';
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color }} role="status" aria-live="polite" data-testid="save-state" data-state={kind}>
      {kind === 'saving' && <CircularProgress size={14} color="inherit" />}
      {kind === 'saved' && <CheckCircleIcon fontSize="small" color="success" />}
      {kind === 'error' && <ErrorIcon fontSize="small" />}
      {kind === 'waiting' && <ErrorIcon fontSize="small" color="warning" />}
      {kind === 'hint' && <InfoIcon fontSize="small" />}
      <Typography variant="body2" component="span">
        {text}
      </Typography>
    </Stack>
  );
}
