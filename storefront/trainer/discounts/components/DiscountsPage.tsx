/**
 * /trainer/discount and /trainer/discount/{programId}: the trainer's discounts (all programs, or one),
 * with their state today, and a form to add or change one. How overlapping discounts resolve is the
 * rule of src/domain/discounts.ts, shown here in words.
 */
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
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
  FormControl,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ApiError } from '../../../../src/api/errors';
import { showToast } from '../../../../src/ui/toasts';
import { amountOff, hasRedemptionsLeft, isLive, type DiscountRule } from '../../../../src/domain/discounts';
import { commonText } from '../../../../src/ui/i18n/en';
import { discountsText } from '../i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { readableChip } from '../../common/chip';
import { useStudioFormat, type StudioFormat } from '../../common/format';
import { useDeleteDiscount } from '../api/delete-discount';
import { useOwnDiscounts, type Discount, type ProgramRef } from '../api/own-discounts';
import { useSaveDiscount } from '../api/save-discount';
import { toDiscountInput, toLocalInput, validateDiscount, type DiscountFormErrors, type DiscountFormValues } from './discount-form';

type State = { label: keyof typeof discountsText.en.states; color: 'success' | 'info' | 'default' | 'warning' };

function stateOf(d: Discount, now = new Date()): State {
  const rule = d as unknown as DiscountRule;
  if (isLive(rule, now)) return { label: d.code ? 'liveCode' : 'live', color: 'success' };
  if (d.active !== 1) return { label: 'off', color: 'default' };
  if (Date.parse(d.starts_at) > now.getTime()) return { label: 'scheduled', color: 'info' };
  // Used up: every redemption counted or held by a checkout still being paid.
  if (!hasRedemptionsLeft(rule)) return { label: 'usedUp', color: 'warning' };
  return { label: 'ended', color: 'default' };
}

const valueText = (d: Pick<Discount, 'kind' | 'value'>, currency: string, t: typeof discountsText.en, f: StudioFormat) => (d.kind === 'percent' ? t.percentOff(d.value) : t.amountOff(f.money(d.value, currency)));

/** A start or end of the discount, typed as a local date and time. */
function DateTimeField({ control, name, label }: { control: Control<DiscountFormValues>; name: 'starts_at' | 'ends_at'; label: string }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <TextField
          fullWidth
          label={label}
          type="datetime-local"
          value={field.value}
          inputRef={field.ref}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={!!error}
          helperText={error?.message ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}

function emptyForm(programId: number | ''): DiscountFormValues {
  return { program_id: programId, kind: 'percent', value: '', code: '', starts_at: toLocalInput(new Date().toISOString()), ends_at: '', max_redemptions: '', active: true };
}

function formOf(d: Discount): DiscountFormValues {
  return {
    program_id: d.program_id,
    kind: d.kind,
    value: d.kind === 'percent' ? String(d.value) : (d.value / 100).toFixed(2),
    code: d.code ?? '',
    starts_at: toLocalInput(d.starts_at),
    ends_at: toLocalInput(d.ends_at),
    max_redemptions: d.max_redemptions == null ? '' : String(d.max_redemptions),
    active: d.active === 1,
  };
}

/** The form's rule (validateDiscount) as the form's resolver, in the user's words. */
const discountResolver: Resolver<DiscountFormValues> = (values) => {
  const errors: FieldErrors<DiscountFormValues> = {};
  for (const [field, message] of Object.entries(validateDiscount(values, textOf(discountsText).errors))) {
    if (message) errors[field as keyof DiscountFormErrors] = { type: 'validate', message };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function DiscountDialog({ programs, initial, id, onClose }: { programs: ProgramRef[]; initial: DiscountFormValues; id?: number; onClose: () => void }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<DiscountFormValues>({
    defaultValues: initial,
    resolver: discountResolver,
    // The messages change when the form is sent again, not as it is typed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [programId, kind] = useWatch({ control, name: ['program_id', 'kind'] });
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveDiscount();
  const words = useText(discountsText);
  const t = words.form;
  const common = useText(commonText);
  const f = useStudioFormat();
  const currency = programs.find((p) => p.id === programId)?.currency ?? 'USD';
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ input: toDiscountInput(values), id });
      showToast({ type: 'success', message: id === undefined ? textOf(discountsText).form.created : textOf(discountsText).form.saved });
      onClose();
    } catch (err) {
      setServerError((err as Error).message);
      for (const [field, message] of Object.entries((err instanceof ApiError && err.validation) || {})) setError(field as keyof DiscountFormErrors, { type: 'server', message });
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="discount-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="discount-dialog-title">{id === undefined ? t.newTitle : t.editTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <Controller
              name="program_id"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <FormControl fullWidth error={!!error}>
                  <InputLabel id="discount-program">{words.program}</InputLabel>
                  {/* A discount stays on the program it was made for (the server refuses a move): choose it when creating. */}
                  <Select labelId="discount-program" label={words.program} value={field.value} inputRef={field.ref} disabled={id !== undefined} onChange={(e) => field.onChange(e.target.value as number)} onBlur={field.onBlur}>
                    {programs.map((p) => (
                      <MenuItem key={p.id} value={p.id}>
                        {p.title} ({f.money(p.price, p.currency ?? 'USD')})
                      </MenuItem>
                    ))}
                  </Select>
                  {error && <FormHelperText>{error.message}</FormHelperText>}
                </FormControl>
              )}
            />
            <Controller
              name="kind"
              control={control}
              render={({ field }) => (
                <RadioGroup row value={field.value} onChange={(e) => field.onChange(e.target.value as 'percent' | 'fixed')} aria-label={t.kind}>
                  <FormControlLabel value="percent" control={<Radio />} label={t.percentage} />
                  <FormControlLabel value="fixed" control={<Radio />} label={t.fixed(currency)} />
                </RadioGroup>
              )}
            />
            <Controller
              name="value"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <TextField
                  label={kind === 'percent' ? t.percentageOff : t.amountOffLabel(currency)}
                  type="number"
                  value={field.value}
                  inputRef={field.ref}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  error={!!error}
                  helperText={error?.message ?? ' '}
                  slotProps={{ htmlInput: { min: kind === 'percent' ? 1 : 0.01, max: kind === 'percent' ? 100 : undefined, step: kind === 'percent' ? 1 : 0.01 } }}
                />
              )}
            />
            <Controller
              name="code"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <TextField
                  label={t.code}
                  value={field.value}
                  inputRef={field.ref}
                  onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                  onBlur={field.onBlur}
                  error={!!error}
                  helperText={error?.message ?? t.codeHelp}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateTimeField control={control} name="starts_at" label={t.starts} />
              <DateTimeField control={control} name="ends_at" label={t.ends} />
            </Stack>
            <Controller
              name="max_redemptions"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <TextField
                  label={t.maxRedemptions}
                  type="number"
                  value={field.value}
                  inputRef={field.ref}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  error={!!error}
                  helperText={error?.message ?? ' '}
                  slotProps={{ htmlInput: { min: 1, step: 1 } }}
                />
              )}
            />
            <Controller
              name="active"
              control={control}
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value} inputRef={field.ref} onChange={(e) => field.onChange(e.target.checked)} />} label={t.active} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {id === undefined ? t.create : common.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default function DiscountsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const programFilter = params.programId ? Number(params.programId) : null;
  const { data, error, isPending } = useOwnDiscounts();
  const remove = useDeleteDiscount();
  const [editing, setEditing] = useState<{ initial: DiscountFormValues; id?: number } | null>(null);
  const [confirm, setConfirm] = useState<Discount | null>(null);
  const programs = useMemo(() => data?.programs ?? [], [data]);
  const byId = useMemo(() => new Map(programs.map((p) => [p.id, p])), [programs]);
  const t = useText(discountsText);
  const common = useText(commonText);
  const f = useStudioFormat();
  if (isPending) return <LinearProgress aria-label={t.loading} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const notMine = programFilter !== null && !byId.has(programFilter);
  const discounts = data.discounts.filter((d) => programFilter === null || d.program_id === programFilter);
  const heading = programFilter !== null && byId.get(programFilter) ? t.headingFor(byId.get(programFilter)!.title) : t.heading;
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="discount-filter">{t.program}</InputLabel>
          <Select
            labelId="discount-filter"
            label={t.program}
            value={programFilter ?? 'all'}
            onChange={(e) => void navigate(e.target.value === 'all' ? '/trainer/discount' : `/trainer/discount/${String(e.target.value)}`)}
          >
            <MenuItem value="all">{t.allPrograms}</MenuItem>
            {programs.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="contained" startIcon={<AddIcon />} disabled={!programs.length} onClick={() => setEditing({ initial: emptyForm(programFilter ?? programs[0]?.id ?? '') })}>
          {t.newDiscount}
        </Button>
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t.rule}
      </Alert>
      {notMine && <Alert severity="warning" sx={{ mb: 2 }}>{t.notMine}</Alert>}
      <Paper variant="outlined">
        <Table aria-label={t.table}>
          <TableHead>
            <TableRow>
              <TableCell>{t.columns.program}</TableCell>
              <TableCell>{t.columns.discount}</TableCell>
              <TableCell>{t.columns.code}</TableCell>
              <TableCell>{t.columns.when}</TableCell>
              <TableCell>{t.columns.redemptions}</TableCell>
              <TableCell>{t.columns.state}</TableCell>
              <TableCell align="right">{t.columns.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {discounts.map((d) => {
              const program = byId.get(d.program_id);
              const state = stateOf(d);
              return (
                <TableRow key={d.id} hover>
                  <TableCell>{program?.title ?? `#${d.program_id}`}</TableCell>
                  <TableCell>
                    {valueText(d, program?.currency ?? 'USD', t, f)}
                    {program && (
                      <Typography variant="body2" color="text.secondary">
                        {f.money(program.price, program.currency ?? 'USD')} → {f.money(program.price - amountOff(program.price, d), program.currency ?? 'USD')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{d.code ?? '—'}</TableCell>
                  <TableCell>
                    {f.date(d.starts_at)} – {d.ends_at ? f.date(d.ends_at) : t.noEnd}
                  </TableCell>
                  <TableCell>
                    {d.redemptions}
                    {d.max_redemptions != null ? ` / ${d.max_redemptions}` : ''}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={t.states[state.label]} color={state.color} sx={readableChip(state.color)} />
                  </TableCell>
                  <TableCell align="right">
                    <Tooltip title={t.edit}>
                      <IconButton aria-label={t.editDiscount(Number(d.id))} onClick={() => setEditing({ initial: formOf(d), id: Number(d.id) })}>
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t.delete}>
                      <IconButton aria-label={t.deleteDiscount(Number(d.id))} onClick={() => setConfirm(d)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
            {!discounts.length && (
              <TableRow>
                <TableCell colSpan={7}>{t.empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
      {editing && <DiscountDialog programs={programs} initial={editing.initial} id={editing.id} onClose={() => setEditing(null)} />}
      <Dialog open={!!confirm} onClose={() => setConfirm(null)} aria-labelledby="delete-discount-title">
        <DialogTitle id="delete-discount-title">{t.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.deleteBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{common.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() =>
              remove.mutate(Number(confirm!.id), {
                onSuccess: () => showToast({ type: 'success', message: textOf(discountsText).deleted }),
                onError: (err) => showToast({ type: 'error', message: err.message }),
                onSettled: () => setConfirm(null),
              })
            }
          >
            {common.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
