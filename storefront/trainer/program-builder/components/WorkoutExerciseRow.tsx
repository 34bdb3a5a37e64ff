/**
 * One exercise of a workout: sets, measure and target (reps; a time; a distance and its time), the load of a rep
 * measure and its progression across the program's weeks, its group (a superset's or circuit's letter), rest, tempo and
 * notes, each saved when left (the measure, the load's kind and the group when chosen, the progression from its
 * dialog); and its removal. A table row on a wide screen, a stacked card with its fields two by two on a phone
 * (WorkoutCard picks). The exercises of a group share a colour band, the first one carries the group's caption
 * ("Superset A · 4 rounds"), and a letter no other exercise has says how to make it a superset (WorkoutCard works out
 * each exercise's grouping, group-form.ts).
 */
import { useId, useState, type ReactNode } from 'react';
import { Box, Button, IconButton, InputAdornment, Link, MenuItem, Paper, Stack, TableCell, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { TABLES } from '../../../../src/generated/tables';
import { MEASURES, type Measure } from '../../../../src/domain/measures';
import { LOAD_KINDS, type LoadKind } from '../../../../src/domain/progression';
import { GROUP_LABELS, isGroupLabel } from '../../../../src/domain/exercise-groups';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import type { WorkoutExerciseNode } from '../../common/programs/api/get-program-tree';
import { useDeleteWorkoutExercise } from '../api/delete-workout-exercise';
import { useUpdateWorkoutExercise, type WorkoutExerciseChanges } from '../api/update-workout-exercise';
import { distanceProblem, distanceText, isRepMeasure, measureChanges, measureOf, normalDistance, normalTime, readDistance, readTime, timeProblem, timeText } from '../measure-form';
import { loadFieldProblem, loadKindChanges, loadKindOf, loadText, normalLoad, progressionSummary, readLoad } from '../progression-form';
import { GROUP_COLOURS, NO_GROUPING, type ExerciseGrouping } from '../group-form';
import { InlineField } from './InlineField';
import { ProgressionDialog } from './ProgressionDialog';

const F = TABLES.workout_exercise.fields;

const wholeNumber = (min: number, max: number, optional = false) => (text: string) => {
  if (optional && text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? null : `${min}–${max}`;
};
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

type Size = 'small' | 'medium';

/**
 * The exercise's props: the program it is in, its row, the program's weeks (the progression's preview) and how it
 * shows its group among the workout's exercises (none by default).
 */
export interface ExerciseProps {
  programId: number;
  row: WorkoutExerciseNode;
  weeks: number;
  grouping?: ExerciseGrouping;
}

/** The band down the left of a grouped exercise (dashed for a letter alone), and room for one on the others. */
const BAND = 4;
function band({ label, alone }: ExerciseGrouping): string {
  if (label) return `${BAND}px solid ${GROUP_COLOURS[label]}`;
  if (alone) return `${BAND}px dashed ${GROUP_COLOURS[alone]}`;
  return `${BAND}px solid transparent`;
}

/** The caption over a group's first exercise ("Superset A · 4 rounds"). */
function BlockCaption({ text }: { text: string }) {
  return (
    <Typography variant="caption" data-testid="exercise-block-caption" sx={{ display: 'block', fontWeight: 600, color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}

/**
 * The load's kind, its value and the progression of a rep measure (none for a time or a distance). A kind the saved
 * load does not fit (80 kg made an RPE) is held here, not saved, until the load is typed within its range.
 */
function useLoadFields(row: WorkoutExerciseNode, name: string, weeks: number, size: Size, save: (changes: WorkoutExerciseChanges) => void) {
  const words = useText(builderText);
  const t = words.exercise;
  const p = t.progression;
  const savedKind = loadKindOf(row);
  // A kind chosen but not saved yet, while the saved kind is still the one it was chosen over.
  const [draft, setDraft] = useState<{ kind: LoadKind | null; over: LoadKind | null } | null>(null);
  const [open, setOpen] = useState(false);
  const kind = draft && draft.over === savedKind ? draft.kind : savedKind;
  const unsaved = kind !== savedKind;
  const summary = progressionSummary(row.progression, row.load_kind, p);
  const summaryId = useId();
  const field = { size, fullWidth: true } as const;

  const chooseKind = (value: string) => {
    const next = value === 'none' ? null : (value as LoadKind);
    setDraft(null);
    if (next === savedKind) return;
    const result = loadKindChanges(next, row);
    if (result.changes) save(result.changes);
    else setDraft({ kind: next, over: savedKind });
  };

  return {
    loadKind: (
      <TextField
        select
        {...field}
        label={t.loadAs}
        value={kind ?? 'none'}
        onChange={(e) => chooseKind(e.target.value)}
        error={unsaved}
        helperText={unsaved ? t.kindNotSaved : undefined}
        data-testid="load-kind"
      >
        {(['none', ...LOAD_KINDS] as const).map((k) => (
          <MenuItem key={k} value={k}>
            {t.loadKinds[k]}
          </MenuItem>
        ))}
      </TextField>
    ),
    load: (
      <InlineField
        {...field}
        label={t.load}
        disabled={!kind}
        value={loadText(row.load)}
        validate={(text) => loadFieldProblem(text, kind, row.progression, words)}
        normalize={normalLoad}
        // A kind held here is saved with the load (and forgotten once saved: the saved kind is then another).
        onCommit={(text) => save({ load_kind: kind, load: kind ? (readLoad(text, kind).value ?? null) : null })}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-label': t.loadOf(name) },
          input: kind === 'kg' || kind === 'percent_1rm' ? { endAdornment: <InputAdornment position="end">{p.units[kind]}</InputAdornment> } : undefined,
        }}
      />
    ),
    progression: (
      <>
        {/* The button says what it opens (its name holds its visible word); the rule it shows is its description. */}
        <Button
          variant="outlined"
          size={size}
          fullWidth
          startIcon={<TrendingUpIcon />}
          aria-haspopup="dialog"
          aria-label={p.of(name)}
          aria-describedby={summary ? summaryId : undefined}
          onClick={() => setOpen(true)}
          sx={{ justifyContent: 'flex-start', textTransform: 'none', minHeight: size === 'medium' ? 48 : undefined }}
        >
          {p.button}
        </Button>
        {summary && (
          <Typography id={summaryId} variant="caption" color="text.secondary" noWrap title={summary} data-testid="progression-summary" sx={{ display: 'block', mt: 0.25, px: 0.5 }}>
            {summary}
          </Typography>
        )}
        <ProgressionDialog open={open} onClose={() => setOpen(false)} name={name} row={row} weeks={weeks} onSave={save} />
      </>
    ),
  };
}

/** The exercise's parts, each a control of the given size, for a row or a card to lay out. */
function useExerciseFields({ programId, row, weeks, grouping = NO_GROUPING }: ExerciseProps, size: Size) {
  const update = useUpdateWorkoutExercise(programId);
  const remove = useDeleteWorkoutExercise(programId);
  const words = useText(builderText);
  const t = words.exercise;
  const maxLength = (max: number) => (text: string) => (text.length > max ? words.atMost(max) : null);
  const name = row.exercise?.name ?? t.fallback;
  const measure = measureOf(row);
  const save = (changes: WorkoutExerciseChanges) => update.mutate({ id: row.id!, changes });
  const field = { size, fullWidth: true } as const;
  const loads = useLoadFields(row, name, weeks, size, save);
  const g = t.groups;
  const groupId = useId();
  const hintId = useId();
  const savedGroup = isGroupLabel(row.group_label) ? row.group_label : null;

  const time = (
    <InlineField
      key="time"
      {...field}
      label={t.time}
      placeholder={t.timePlaceholder}
      value={timeText(row.target_seconds)}
      validate={(text) => timeProblem(text, t)}
      normalize={normalTime}
      onCommit={(text) => save({ target_seconds: readTime(text).value ?? null })}
    />
  );
  const targets: ReactNode[] = isRepMeasure(measure)
    ? [<InlineField key="reps" {...field} label={t.reps} value={row.reps ?? ''} validate={(text) => (text.trim() ? maxLength(F.reps.schema.maxLength)(text) : words.required)} onCommit={(text) => save({ reps: text.trim() })} />]
    : measure === 'time'
      ? [time]
      : [
          <InlineField
            key="distance"
            {...field}
            label={t.distance}
            placeholder={t.distancePlaceholder}
            value={distanceText(row.target_distance_m)}
            validate={(text) => distanceProblem(text, t)}
            normalize={normalDistance}
            onCommit={(text) => save({ target_distance_m: readDistance(text).value ?? null })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />,
          time,
        ];

  return {
    name: (
      <>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, pt: 0.5, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {row.exercise?.video_url && (
            <Tooltip title={t.watch}>
              <Link href={row.exercise.video_url} target="_blank" rel="noopener noreferrer" aria-label={t.videoOf(name)} sx={{ display: 'inline-flex' }}>
                <OndemandVideoIcon fontSize="small" />
              </Link>
            </Tooltip>
          )}
        </Stack>
        {row.exercise?.muscle_group && (
          <Typography variant="caption" color="text.secondary">
            {[row.exercise.muscle_group, row.exercise.equipment].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </>
    ),
    measure: (
      <TextField
        select
        {...field}
        label={t.measure}
        value={measure}
        onChange={(e) => {
          if (e.target.value !== measure) save(measureChanges(e.target.value as Measure));
        }}
      >
        {MEASURES.map((m) => (
          <MenuItem key={m} value={m}>
            {t.measures[m]}
          </MenuItem>
        ))}
      </TextField>
    ),
    sets: (
      <InlineField
        {...field}
        type="number"
        label={t.sets}
        value={String(row.sets ?? '')}
        validate={wholeNumber(F.sets.schema.minimum, F.sets.schema.maximum)}
        onCommit={(text) => save({ sets: Number(text) })}
      />
    ),
    targets,
    /** Its group's letter (None: on its own), a native select (the phone's own picker). */
    group: (
      <TextField
        select
        {...field}
        id={groupId}
        label={g.label}
        value={savedGroup ?? 'none'}
        onChange={(e) => {
          const next = e.target.value === 'none' ? null : e.target.value;
          if (next !== (row.group_label ?? null)) save({ group_label: next });
        }}
        slotProps={{
          select: { native: true },
          htmlInput: { 'aria-label': g.of(name), 'aria-describedby': grouping.alone ? hintId : undefined, 'data-testid': 'exercise-group' },
        }}
      >
        <option value="none">{g.none}</option>
        {GROUP_LABELS.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </TextField>
    ),
    /** A letter no other exercise has: how to make a superset of it (the group select's description). */
    groupHint: grouping.alone ? (
      <Typography id={hintId} variant="caption" color="text.secondary" data-testid="exercise-group-hint" sx={{ display: 'block', mt: 0.5 }}>
        {g.alone}
      </Typography>
    ) : null,
    /** The load and its progression, for a rep measure only. */
    loads: isRepMeasure(measure) ? loads : null,
    rest: (
      <InlineField
        {...field}
        type="number"
        label={t.rest}
        value={row.rest_s == null ? '' : String(row.rest_s)}
        validate={wholeNumber(F.rest_s.schema.minimum, F.rest_s.schema.maximum, true)}
        onCommit={(text) => save({ rest_s: text.trim() === '' ? null : Number(text) })}
      />
    ),
    tempo: <InlineField {...field} label={t.tempo} value={row.tempo ?? ''} validate={maxLength(F.tempo.schema.maxLength)} onCommit={(text) => save({ tempo: orNull(text) })} />,
    notes: <InlineField {...field} label={t.notes} value={row.notes ?? ''} validate={maxLength(F.notes.schema.maxLength)} onCommit={(text) => save({ notes: orNull(text) })} />,
    remove: (
      <IconButton aria-label={t.remove(name)} onClick={() => remove.mutate(row.id!)} disabled={remove.isPending} size={size === 'small' ? 'medium' : 'large'}>
        <DeleteIcon />
      </IconButton>
    ),
  };
}

/** The table's columns (WorkoutCard's header): their words and widths, the exercise and the notes taking the rest. */
export const EXERCISE_COLUMNS = [
  { key: 'exercise', width: '14%' },
  { key: 'group', width: 92 },
  { key: 'measure', width: 148 },
  { key: 'sets', width: 60 },
  { key: 'target', width: 108 },
  { key: 'load', width: 136 },
  { key: 'rest', width: 76 },
  { key: 'tempo', width: 82 },
  { key: 'notes', width: undefined },
  { key: 'actions', width: 44 },
] as const;
/** The narrowest the table lays out in (narrower, it scrolls in its box). */
export const EXERCISE_TABLE_MIN_WIDTH = 972;

/** The exercise as a table row, its group's caption in a row of its own above a group's first exercise. */
export function WorkoutExerciseRow(props: ExerciseProps) {
  const { row, grouping = NO_GROUPING } = props;
  const f = useExerciseFields(props, 'small');
  const edge = { borderLeft: band(grouping) };
  return (
    <>
      {grouping.caption && (
        <TableRow>
          <TableCell colSpan={EXERCISE_COLUMNS.length} sx={edge}>
            <Box sx={{ pt: 1 }}>
              <BlockCaption text={grouping.caption} />
            </Box>
          </TableCell>
        </TableRow>
      )}
      <TableRow data-testid="workout-exercise" data-measure={measureOf(row)} data-group={grouping.label ?? undefined}>
        <TableCell sx={edge}>
          {f.name}
          {f.groupHint}
        </TableCell>
        <TableCell>{f.group}</TableCell>
        <TableCell>{f.measure}</TableCell>
        <TableCell>{f.sets}</TableCell>
        <TableCell>
          <Stack spacing={1}>{f.targets}</Stack>
        </TableCell>
        <TableCell>
          {f.loads && (
            <Stack spacing={1}>
              {f.loads.loadKind}
              {f.loads.load}
              {f.loads.progression}
            </Stack>
          )}
        </TableCell>
        <TableCell>{f.rest}</TableCell>
        <TableCell>{f.tempo}</TableCell>
        <TableCell>{f.notes}</TableCell>
        <TableCell padding="none">{f.remove}</TableCell>
      </TableRow>
    </>
  );
}

/**
 * The exercise on a phone: its group's caption over a group's first exercise, its name and removal on top, then its
 * fields two by two at full size (the measure beside the group with one target, across both columns with two, so the
 * grid stays whole; the load's kind beside the load, the progression across both columns), the notes across the
 * bottom. A grouped exercise's card has its group's colour down its left edge.
 */
export function WorkoutExerciseCard(props: ExerciseProps) {
  const { row, grouping = NO_GROUPING } = props;
  const f = useExerciseFields(props, 'medium');
  const grouped = grouping.label ?? grouping.alone;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="workout-exercise"
      data-measure={measureOf(row)}
      data-group={grouping.label ?? undefined}
      sx={{ p: 1.5, listStyle: 'none', ...(grouped ? { borderLeft: band(grouping) } : {}) }}
    >
      {grouping.caption && (
        <Box sx={{ mt: -0.5, mb: 0.5 }}>
          <BlockCaption text={grouping.caption} />
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: -0.5, mr: -1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {f.name}
          {f.groupHint}
        </Box>
        {f.remove}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, mt: 1 }}>
        <Box sx={{ gridColumn: f.targets.length === 1 ? undefined : 'span 2' }}>{f.measure}</Box>
        {f.group}
        {f.sets}
        {f.targets}
        {f.loads && (
          <>
            {f.loads.loadKind}
            {f.loads.load}
            <Box sx={{ gridColumn: 'span 2' }}>{f.loads.progression}</Box>
          </>
        )}
        {f.rest}
        {f.tempo}
        <Box sx={{ gridColumn: 'span 2' }}>{f.notes}</Box>
      </Box>
    </Paper>
  );
}
