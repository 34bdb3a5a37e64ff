/**
 * An exercise's progression across the program's weeks: its rule (none, a step added each week, a percentage of the
 * one-rep max per week, or each week's own reps and load), checked as typed (progression-form.ts), with every week
 * of the program worked out below (src/domain/progression.ts `weekTable`) from what is typed. Save sends it; full
 * screen on a phone.
 */
import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { weekTable } from '../../../../src/domain/progression';
import { commonText } from '../../../../src/ui/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { builderText } from '../i18n/en';
import type { WorkoutExerciseChanges } from '../api/update-workout-exercise';
import {
  blankWeeks,
  hasProblems,
  loadKindOf,
  loadShown,
  loadText,
  MAX_WEEKS,
  previewPrescription,
  progressionChanges,
  progressionToForm,
  readProgressionForm,
  RULE_CHOICES,
  type Prescription,
  type ProgressionForm,
  type RuleChoice,
  type WeekRow,
} from '../progression-form';

export interface ProgressionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The exercise's name, in the title and the preview's caption. */
  name: string;
  /** The exercise's prescription as saved. */
  row: Prescription;
  /** The program's weeks, each a row of the preview. */
  weeks: number;
  onSave: (changes: WorkoutExerciseChanges) => void;
}

export function ProgressionDialog(props: ProgressionDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const id = useId();
  const t = useText(builderText).exercise.progression;
  return (
    <Dialog open={props.open} onClose={props.onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`} data-testid="progression-dialog">
      <DialogTitle id={`${id}-title`}>{t.title(props.name)}</DialogTitle>
      {/* Mounted while open: each opening starts from the saved progression. */}
      {props.open && <ProgressionEditor {...props} />}
    </Dialog>
  );
}

const decimal = { htmlInput: { inputMode: 'decimal' } } as const;

function ProgressionEditor({ onClose, name, row, weeks, onSave }: ProgressionDialogProps) {
  const words = useText(builderText);
  const common = useText(commonText);
  const t = words.exercise.progression;
  const [form, setForm] = useState<ProgressionForm>(() => progressionToForm(row.progression));
  const [tried, setTried] = useState(false);
  const kind = loadKindOf(row);
  const unit = kind ? t.units[kind] : null;
  const read = readProgressionForm(form, row, words, tried);
  const problems = read.problems;
  const preview = weekTable(previewPrescription(row, read.progression), weeks);
  const edit = (patch: Partial<ProgressionForm>) => setForm((f) => ({ ...f, ...patch }));
  const editWeek = (i: number, patch: Partial<WeekRow>) => setForm((f) => ({ ...f, weeks: f.weeks.map((w, j) => (j === i ? { ...w, ...patch } : w)) }));

  const chooseRule = (rule: RuleChoice) =>
    setForm((f) => ({ ...f, rule, weeks: rule === 'weeks' && f.weeks.length === 0 ? blankWeeks(weeks) : f.weeks }));

  const save = () => {
    const final = readProgressionForm(form, row, words, true);
    if (hasProblems(final.problems)) {
      setTried(true);
      return;
    }
    if (JSON.stringify(final.progression) !== JSON.stringify(row.progression ?? null)) onSave(progressionChanges(final.progression, row));
    onClose();
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select fullWidth label={t.rule} value={form.rule} onChange={(e) => chooseRule(e.target.value as RuleChoice)}>
            {RULE_CHOICES.map((r) => (
              <MenuItem key={r} value={r}>
                {t.rules[r]}
              </MenuItem>
            ))}
          </TextField>

          {form.rule === 'add' && (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
              <TextField
                label={unit ? t.loadStep(unit) : t.loadStepNoUnit}
                value={form.loadStep}
                onChange={(e) => edit({ loadStep: e.target.value })}
                error={!!problems.loadStep}
                helperText={problems.loadStep ?? t.stepHelp}
                slotProps={decimal}
              />
              <TextField
                label={t.repsStep}
                value={form.repsStep}
                onChange={(e) => edit({ repsStep: e.target.value })}
                error={!!problems.repsStep}
                helperText={problems.repsStep ?? t.stepHelp}
              />
            </Box>
          )}

          {form.rule === 'percent' && (
            <TextField
              fullWidth
              label={t.percents}
              placeholder={t.percentsPlaceholder}
              value={form.percents}
              onChange={(e) => edit({ percents: e.target.value })}
              error={!!problems.percents}
              helperText={problems.percents ?? t.percentsHelp}
            />
          )}

          {form.rule === 'weeks' && (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
                {t.weeks}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t.weeksHelp}
              </Typography>
              <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {form.weeks.map((w, i) => {
                  const rowProblems = problems.weekRows?.[i];
                  return (
                    <Stack component="li" key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="progression-week">
                      <TextField
                        size="small"
                        fullWidth
                        label={t.weekReps(i + 1)}
                        placeholder={row.reps ?? ''}
                        value={w.reps}
                        onChange={(e) => editWeek(i, { reps: e.target.value })}
                        error={!!rowProblems?.reps}
                        helperText={rowProblems?.reps}
                      />
                      {kind && (
                        <TextField
                          size="small"
                          fullWidth
                          label={t.weekLoad(i + 1)}
                          placeholder={loadText(row.load)}
                          value={w.load}
                          onChange={(e) => editWeek(i, { load: e.target.value })}
                          error={!!rowProblems?.load}
                          helperText={rowProblems?.load}
                          slotProps={{ ...decimal, input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } }}
                        />
                      )}
                      <IconButton aria-label={t.removeWeek(i + 1)} onClick={() => setForm((f) => ({ ...f, weeks: f.weeks.filter((_, j) => j !== i) }))}>
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  );
                })}
              </Stack>
              <Button
                startIcon={<AddIcon />}
                sx={{ mt: 1 }}
                disabled={form.weeks.length >= MAX_WEEKS}
                onClick={() => setForm((f) => ({ ...f, weeks: [...f.weeks, { reps: '', load: '' }] }))}
              >
                {t.addWeek}
              </Button>
              {problems.weeks && (
                <Typography variant="body2" color="error" role="alert">
                  {problems.weeks}
                </Typography>
              )}
            </Box>
          )}

          {problems.rule && (
            <Alert severity="error" role="alert">
              {problems.rule}
            </Alert>
          )}

          <Box tabIndex={0} role="region" aria-label={t.preview(name)} sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader data-testid="progression-preview">
              <Typography component="caption" variant="subtitle2" sx={{ captionSide: 'top', textAlign: 'left', px: 2, pt: 1 }}>
                {t.preview(name)}
              </Typography>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t.week}</TableCell>
                  <TableCell scope="col">{t.reps}</TableCell>
                  <TableCell scope="col">{t.load}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.map((p) => (
                  <TableRow key={p.week}>
                    <TableCell component="th" scope="row">
                      {p.week}
                    </TableCell>
                    <TableCell>{p.reps || t.noLoad}</TableCell>
                    <TableCell>{loadShown(p.loadKind, p.load, t)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{common.cancel}</Button>
        <Button variant="contained" onClick={save}>
          {common.save}
        </Button>
      </DialogActions>
    </>
  );
}
