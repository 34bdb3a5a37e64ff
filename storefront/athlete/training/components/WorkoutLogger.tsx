/**
 * One workout to do and log: each exercise with its prescription (the week's, with the trainer's adjustment for this
 * athlete) and its set rows (prefilled from that prescription and last session's weights; the fields of the
 * exercise's measure: reps, reps and weight, a time, or a distance and its time; RPE, notes; add or remove a set),
 * the rest timer started by ticking a set, and "Mark complete", which saves the ticked sets as a completed workout
 * log. An unfinished workout is kept in this browser until it is completed or reset. A superset or circuit (exercises
 * sharing a letter, src/domain/exercise-groups.ts) shows as one block where its first exercise stands, its exercises'
 * cards inside: a set of each in turn, the rest only after a set of its last exercise (after the round).
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Checkbox, Divider, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RepeatIcon from '@mui/icons-material/Repeat';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { showToast } from '../../../../src/ui/toasts';
import { trainingText } from '../../common/training/i18n/en';
import { textOf } from '../../../../src/i18n/text';
import { newClientId, useCreateWorkoutLog } from '../api/create-workout-log';
import type { PlanExercise, PlanWorkout } from '../../common/training/api/get-training-plan';
import { sessionVolume, type LoggedSet } from '../../common/training/progress';
import { startRest, type RestTimer } from '../../common/training/rest-timer';
import type { WeightUnit } from '../../../../src/domain/units';
import type { Measure } from '../../../../src/domain/measures';
import { isRowValid, newRow, prefillRows, rowFields, rowsInUnit, rowToSet, setsToSave, validateRow, type RowErrors, type RowField, type SetRow } from '../../common/training/set-log';
import { DEFAULT_REST_S, DRAFT_STORAGE_PREFIX, SET_LIMITS } from '../../common/training/training-config';
import { useTrainingText } from '../use-training-text';
import { ExerciseDetails, exerciseName } from '../../common/training/components/ExerciseDetails';
import { RestTimerBar } from './RestTimerBar';
import { adjustmentsOf, exerciseWeek, weekWeight, type ExerciseAdjustment } from '../../common/training/week-load';
import type { Adjustment } from '../../../../src/domain/progression';
import { blockOrder, exerciseBlocks, restsAfter } from '../../../../src/domain/exercise-groups';
import { blockTitle, isGroupBlock, restAfterTick, type GroupBlock } from '../../common/training/exercise-blocks';

interface Draft {
  rows: SetRow[][];
  notes: string;
  /** The unit the rows' weights are typed in (kept drafts from before units had none: kilograms). */
  unit?: WeightUnit;
}

const draftKey = (enrollmentId: number, workoutId: number) => `${DRAFT_STORAGE_PREFIX}:${enrollmentId}:${workoutId}`;

function readDraft(key: string, exercises: number): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft;
    // Rows kept before measures lack the time and distance fields: each row gets them (blank).
    return Array.isArray(d.rows) && d.rows.length === exercises && d.rows.every(Array.isArray)
      ? { rows: d.rows.map((rows) => rows.map((r) => ({ ...newRow(r), key: r.key, notes: r.notes ?? '', done: !!r.done }))), notes: typeof d.notes === 'string' ? d.notes : '', unit: d.unit === 'lb' ? 'lb' : 'kg' }
      : null;
  } catch {
    return null;
  }
}

/** Each field's column width (the RPE narrower). */
const WIDTH: Record<Exclude<RowField, 'notes'>, string> = { reps: '1fr', weight: '1fr', time: '1fr', distance: '1fr', rpe: '0.8fr' };

/**
 * The set rows' grid for a measure's fields: number, the fields, done, remove; on a phone the notes go on a line of
 * their own below, on a wide screen beside the fields.
 */
function gridOf(measure: Measure | null) {
  const fields = rowFields(measure).filter((f): f is Exclude<RowField, 'notes'> => f !== 'notes');
  const cols = fields.map((f) => WIDTH[f]).join(' ');
  const areas = fields.join(' ');
  const span = fields.length + 2;
  return {
    display: 'grid',
    alignItems: 'center',
    columnGap: 1,
    rowGap: 0.5,
    gridTemplateColumns: { xs: `28px ${cols} 40px 36px`, md: `28px ${cols} 2fr 40px 36px` },
    gridTemplateAreas: { xs: `"n ${areas} done del" ". ${Array(span).fill('notes').join(' ')}"`, md: `"n ${areas} notes done del"` },
  } as const;
}

function SetRowFields({ row, index, name, measure, errors, onChange, onToggle, onRemove, canRemove }: {
  row: SetRow;
  index: number;
  name: string;
  measure: Measure | null;
  errors: RowErrors | undefined;
  onChange: (patch: Partial<SetRow>) => void;
  onToggle: () => void;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { t: words, unit } = useTrainingText();
  const t = words.logger;
  const n = index + 1;
  const field = (key: RowField, label: string, inputMode: 'numeric' | 'decimal' | 'text', placeholder?: string) => (
    <TextField
      size="small"
      value={row[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
      placeholder={placeholder}
      error={!!errors?.[key]}
      helperText={errors?.[key]}
      slotProps={{ input: { readOnly: row.done }, htmlInput: { 'aria-label': t.fieldOfSet(label, n, name), inputMode, maxLength: key === 'notes' ? SET_LIMITS.maxSetNotes : key === 'time' ? 9 : 8 } }}
      // Narrower inner padding on a phone: a time ("26:30") or a weight fits its column whole.
      sx={{ gridArea: key, minWidth: 0, '& .MuiInputBase-input': { px: { xs: 1, sm: 1.75 } } }}
    />
  );
  return (
    <Box sx={{ ...gridOf(measure), py: 0.5, px: 0.5, borderRadius: 1, background: row.done ? (t) => `${t.palette.success.main}14` : undefined }} data-testid="set-row">
      <Typography sx={{ gridArea: 'n', fontWeight: 600, textAlign: 'center' }} color="text.secondary">
        {n}
      </Typography>
      {rowFields(measure).map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          {key === 'reps' && field('reps', t.reps, 'numeric')}
          {key === 'weight' && field('weight', t.weight(unit), 'decimal', unit)}
          {key === 'time' && field('time', t.time, 'text', '0:00')}
          {key === 'distance' && field('distance', t.distance, 'decimal', t.distanceShort)}
          {key === 'rpe' && field('rpe', t.rpe, 'decimal')}
          {key === 'notes' && field('notes', t.notes, 'text', t.notes)}
        </Box>
      ))}
      <Tooltip title={row.done ? t.undo : t.doneHint}>
        <Checkbox
          checked={row.done}
          onChange={onToggle}
          icon={<RadioButtonUncheckedIcon />}
          checkedIcon={<CheckCircleIcon />}
          color="success"
          sx={{ gridArea: 'done' }}
          slotProps={{ input: { 'aria-label': t.setDone(n, name) } }}
        />
      </Tooltip>
      <IconButton onClick={onRemove} disabled={!canRemove} aria-label={t.removeSet(n, name)} size="small" sx={{ gridArea: 'del' }}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

function ExerciseLogger({ we, index, headingLevel, showRest, week, maxKg, adjustments, rows, errors, onRows, onTick }: {
  we: PlanExercise;
  index: number;
  /** h4 inside a group's block (under its header). */
  headingLevel?: 'h3' | 'h4';
  /** False for an exercise of a group before its last: no rest follows its sets. */
  showRest?: boolean;
  week: number;
  maxKg: number | undefined;
  /** The trainer's adjustments of this exercise for the athlete. */
  adjustments: readonly Adjustment[];
  rows: SetRow[];
  errors: Record<string, RowErrors>;
  onRows: (rows: SetRow[]) => void;
  /** A set is ticked: answers whether it may be (its values are valid). */
  onTick: (row: SetRow) => boolean;
}) {
  const { t: words, unit } = useTrainingText();
  const t = words.logger;
  const name = exerciseName(we, words);
  const measure = (we.measure ?? null) as Measure | null;
  const update = (key: string, patch: Partial<SetRow>) => onRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const headings: Record<RowField, readonly [string, string]> = {
    reps: [t.reps, t.reps],
    weight: [unit, t.weight(unit)],
    time: [t.time, t.time],
    distance: [t.distanceShort, t.distance],
    rpe: [t.rpe, t.rpe],
    notes: ['', t.notes],
  };
  const done = rows.filter((r) => r.done).length;
  return (
    <Card variant="outlined" data-testid="exercise-card" aria-label={name} component="section">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <ExerciseDetails we={we} index={index} headingLevel={headingLevel} showRest={showRest} week={week} maxKg={maxKg} adjustments={adjustments} />
          <Typography variant="body2" color={done === rows.length ? 'success.main' : 'text.secondary'} sx={{ whiteSpace: 'nowrap', mt: 0.5 }} data-testid="exercise-done-count">
            {t.setsDone(done, rows.length)}
          </Typography>
        </Stack>
        <Box sx={{ ...gridOf(measure), mt: 2, px: 0.5 }} aria-hidden>
          {[['n', t.set, t.set] as const, ...rowFields(measure).map((f) => [f, ...headings[f]] as const), ['done', t.done, t.done] as const].map(([area, short, long]) => (
            <Typography key={area} variant="caption" color="text.secondary" sx={{ gridArea: area, display: area === 'notes' ? { xs: 'none', md: 'block' } : undefined, textAlign: area === 'n' || area === 'done' ? 'center' : undefined }}>
              <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                {short}
              </Box>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {long}
              </Box>
            </Typography>
          ))}
        </Box>
        <Stack spacing={0.5} sx={{ mt: 0.5 }}>
          {rows.map((row, i) => (
            <SetRowFields
              key={row.key}
              row={row}
              index={i}
              name={name}
              measure={measure}
              errors={errors[row.key]}
              onChange={(patch) => update(row.key, patch)}
              onToggle={() => {
                if (row.done) update(row.key, { done: false });
                else if (onTick(row)) update(row.key, { done: true });
              }}
              onRemove={() => onRows(rows.filter((r) => r.key !== row.key))}
              canRemove={rows.length > 1}
            />
          ))}
        </Stack>
        <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onRows([...rows, newRow(rows.at(-1))])} disabled={rows.length >= SET_LIMITS.maxSets}>
          {t.addSet}
        </Button>
      </CardContent>
    </Card>
  );
}

/** A superset or circuit: its header ("Superset A · 3 rounds"), how it is done, and its exercises' cards. */
function ExerciseGroupBlock({ block, children }: { block: GroupBlock; children: ReactNode }) {
  const { t } = useTrainingText();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="exercise-block" sx={{ border: 2, borderColor: 'primary.main', borderRadius: 2, p: { xs: 1, sm: 1.5 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 0.5 }}>
        <RepeatIcon color="primary" fontSize="small" aria-hidden />
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }} data-testid="exercise-block-title">
          {blockTitle(block, t)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, mb: 1 }}>
        {t.groups.inTurn}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

export interface SavedSummary {
  workoutId: number;
  sets: number;
  volume: number;
}

export function WorkoutLogger({ workout, enrollmentId, lastSets, week = 1, maxes, adjustments, onSaved }: {
  workout: PlanWorkout;
  enrollmentId: number;
  /** Per exercise (in the workout's order), the sets of the last completed session, for the weights. */
  lastSets: LoggedSet[][];
  /** The athlete's week of the program: the prescriptions' numbers that week (their progression). */
  week?: number;
  /** The athlete's estimated one-rep max by exercise id, for loads prescribed as a percentage of it. */
  maxes?: ReadonlyMap<number, number>;
  /**
   * The trainer's adjustments for this athlete (the enrollment's; each exercise follows its own): the prescriptions
   * and the prefilled reps and weights follow them. Read when the logger mounts: the rows are prefilled once.
   */
  adjustments?: readonly ExerciseAdjustment[];
  onSaved: (summary: SavedSummary) => void;
}) {
  const exercises = workout.workout_exercise;
  // The blocks as the athlete does them (a group where its first exercise stands); the rows and the saved log keep the
  // workout's order.
  const blocks = useMemo(() => exerciseBlocks(exercises), [exercises]);
  const numberOf = useMemo(() => new Map(blockOrder(blocks).map((i, n) => [i, n])), [blocks]);
  const key = draftKey(enrollmentId, workout.id!);
  const { t: words, weight, unit } = useTrainingText();
  const t = words.logger;
  const adjustmentsFor = (we: PlanExercise) => adjustmentsOf(adjustments, we.id);
  const weekOf = (we: PlanExercise) => exerciseWeek(we, week, maxes?.get(we.exercise_id), adjustmentsFor(we));
  const prefill = () =>
    exercises.map((we, i) => {
      const at = weekOf(we);
      return prefillRows({ ...we, reps: at.reps }, lastSets[i], unit, weekWeight(at, unit));
    });
  const [draft, setDraft] = useState<Draft>(() => readDraft(key, exercises.length) ?? { rows: prefill(), notes: '', unit });
  // The rows follow the athlete's unit (a draft kept in the other one, or a change of preference while it is open).
  if ((draft.unit ?? 'kg') !== unit) setDraft((d) => ({ ...d, rows: d.rows.map((rows) => rowsInUnit(rows, d.unit ?? 'kg', unit)), unit }));
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [timer, setTimer] = useState<{ t: RestTimer; label: string } | null>(null);
  const [clientId, setClientId] = useState(newClientId);
  const save = useCreateWorkoutLog();

  const touched = draft.notes !== '' || draft.rows.some((rows) => rows.some((r) => r.done));
  useEffect(() => {
    try {
      if (touched) localStorage.setItem(key, JSON.stringify(draft));
      else localStorage.removeItem(key);
    } catch {
      // Storage full or blocked: the workout is simply not kept.
    }
  }, [key, draft, touched]);

  const setRows = (i: number, rows: SetRow[]) => {
    setFormError(null);
    setDraft((d) => ({ ...d, rows: d.rows.map((r, j) => (j === i ? rows : r)) }));
  };

  const measures = exercises.map((we) => (we.measure ?? null) as Measure | null);
  const onTick = (i: number, row: SetRow) => {
    const rowErrors = validateRow(row, words.messages, unit, measures[i]);
    setErrors((e) => ({ ...e, [row.key]: rowErrors }));
    if (Object.keys(rowErrors).length) return false;
    // In a group, the rest comes after the round (a set of its last exercise), not between its exercises.
    const label = restAfterTick(blocks, i, (draft.rows[i] ?? []).findIndex((r) => r.key === row.key), exerciseName(exercises[i], words), words);
    const rest = exercises[i].rest_s ?? DEFAULT_REST_S;
    if (label !== null && rest > 0) setTimer({ t: startRest(rest, Date.now()), label });
    return true;
  };

  const done = draft.rows.flatMap((rows) => rows.filter((r) => r.done));
  const total = draft.rows.reduce((n, rows) => n + rows.length, 0);
  const volume = sessionVolume(draft.rows.flatMap((rows, i) => rows.filter((row) => row.done && isRowValid(row, unit, measures[i])).map((row) => rowToSet(row, unit, measures[i]))));

  const complete = () => {
    const result = setsToSave(draft.rows, exercises.map((e) => e.exercise_id), words.messages, unit, measures);
    if ('error' in result) {
      setFormError(result.error);
      return;
    }
    save.mutate(
      { enrollmentId, workoutId: workout.id!, sets: result.sets, notes: draft.notes, clientId },
      {
        onSuccess: () => {
          try {
            localStorage.removeItem(key);
          } catch {
            // nothing kept
          }
          setTimer(null);
          setClientId(newClientId());
          showToast({ type: 'success', message: textOf(trainingText).messages.saved });
          onSaved({ workoutId: workout.id!, sets: result.sets.length, volume: sessionVolume(result.sets) });
        },
      },
    );
  };

  const reset = () => {
    setDraft({ rows: prefill(), notes: '', unit });
    setErrors({});
    setFormError(null);
    setTimer(null);
  };

  if (!exercises.length) return <Alert severity="info">{t.noExercises}</Alert>;

  return (
    <Stack spacing={2} sx={{ pb: timer ? 12 : 0 }}>
      {blocks.map((block) => {
        const card = (i: number) => {
          const we = exercises[i];
          return (
            <ExerciseLogger
              key={we.id}
              we={we}
              index={numberOf.get(i) ?? i}
              headingLevel={isGroupBlock(block) ? 'h4' : 'h3'}
              showRest={restsAfter(blocks, i)}
              week={week}
              maxKg={maxes?.get(we.exercise_id)}
              adjustments={adjustmentsFor(we)}
              rows={draft.rows[i] ?? []}
              errors={errors}
              onRows={(rows) => setRows(i, rows)}
              onTick={(row) => onTick(i, row)}
            />
          );
        };
        return isGroupBlock(block) ? (
          <ExerciseGroupBlock key={`group-${block.label}`} block={block}>
            {block.members.map(card)}
          </ExerciseGroupBlock>
        ) : (
          card(block.members[0])
        );
      })}
      <Card variant="outlined">
        <CardContent>
          <TextField
            label={t.howDidItGo}
            value={draft.notes}
            onChange={(e) => setDraft((d) => ({ ...d, notes: e.target.value }))}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: SET_LIMITS.maxLogNotes } }}
          />
          <Divider sx={{ my: 2 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Box>
              <Typography sx={{ fontWeight: 600 }} data-testid="logger-summary">
                {t.summary(done.length, total, weight(volume))}
              </Typography>
              {done.length > 0 && done.length < total && (
                <Typography variant="body2" color="text.secondary">
                  {t.onlyTicked}
                </Typography>
              )}
            </Box>
            <Stack direction="row" spacing={1}>
              <Button startIcon={<RestartAltIcon />} onClick={reset} disabled={save.isPending || !touched}>
                {t.reset}
              </Button>
              <Button variant="contained" size="large" startIcon={<DoneAllIcon />} onClick={complete} disabled={save.isPending}>
                {t.markComplete}
              </Button>
            </Stack>
          </Stack>
          {(formError || save.error) && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {formError ?? save.error?.message}
            </Alert>
          )}
        </CardContent>
      </Card>
      {timer && <RestTimerBar timer={timer.t} label={timer.label} onChange={(t) => setTimer(t ? { ...timer, t } : null)} />}
    </Stack>
  );
}
