/**
 * /trainer/discount and /trainer/discount/{programId}: the trainer's discounts (all programs, or one),
 * with their state today, and a form to add or change one. How overlapping discounts resolve is the
 * rule of src/domain/discounts.ts, shown here in words.
 */
import { useMemo, useState } from 'react';
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
import { commonText } from '../../../../src/i18n/en/common';
import { discountsText } from '../../../../src/i18n/en/trainer/discounts';
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

function DiscountDialog({ programs, initial, id, onClose }: { programs: ProgramRef[]; initial: DiscountFormValues; id?: number; onClose: () => void }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DiscountFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveDiscount();
  const words = useText(discountsText);
  const t = words.form;
  const common = useText(commonText);
  const f = useStudioFormat();
  const set = <K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const currency = programs.find((p) => p.id === values.program_id)?.currency ?? 'USD';
  const submit = () => {
    const found = validateDiscount(values, textOf(discountsText).errors);
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
    save.mutate(
      { input: toDiscountInput(values), id },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: id === undefined ? textOf(discountsText).form.created : textOf(discountsText).form.saved });
          onClose();
        },
        onError: (err) => {
          setServerError(err.message);
          if (err instanceof ApiError && err.validation) setErrors(err.validation as DiscountFormErrors);
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="discount-dialog-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="discount-dialog-title">{id === undefined ? t.newTitle : t.editTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <FormControl fullWidth error={!!errors.program_id}>
              <InputLabel id="discount-program">{words.program}</InputLabel>
              {/* A discount stays on the program it was made for (the server refuses a move): choose it when creating. */}
              <Select labelId="discount-program" label={words.program} value={values.program_id} disabled={id !== undefined} onChange={(e) => set('program_id', e.target.value as number)}>
                {programs.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.title} ({f.money(p.price, p.currency ?? 'USD')})
                  </MenuItem>
                ))}
              </Select>
              {errors.program_id && <FormHelperText>{errors.program_id}</FormHelperText>}
            </FormControl>
            <RadioGroup row value={values.kind} onChange={(e) => set('kind', e.target.value as 'percent' | 'fixed')} aria-label={t.kind}>
              <FormControlLabel value="percent" control={<Radio />} label={t.percentage} />
              <FormControlLabel value="fixed" control={<Radio />} label={t.fixed(currency)} />
            </RadioGroup>
            <TextField
              label={values.kind === 'percent' ? t.percentageOff : t.amountOffLabel(currency)}
              type="number"
              value={values.value}
              onChange={(e) => set('value', e.target.value)}
              error={!!errors.value}
              helperText={errors.value ?? ' '}
              slotProps={{ htmlInput: { min: values.kind === 'percent' ? 1 : 0.01, max: values.kind === 'percent' ? 100 : undefined, step: values.kind === 'percent' ? 1 : 0.01 } }}
            />
            <TextField
              label={t.code}
              value={values.code}
              onChange={(e) => set('code', e.target.value.toUpperCase())}
              error={!!errors.code}
              helperText={errors.code ?? t.codeHelp}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField fullWidth label={t.starts} type="datetime-local" value={values.starts_at} onChange={(e) => set('starts_at', e.target.value)} error={!!errors.starts_at} helperText={errors.starts_at ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField fullWidth label={t.ends} type="datetime-local" value={values.ends_at} onChange={(e) => set('ends_at', e.target.value)} error={!!errors.ends_at} helperText={errors.ends_at ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            <TextField label={t.maxRedemptions} type="number" value={values.max_redemptions} onChange={(e) => set('max_redemptions', e.target.value)} error={!!errors.max_redemptions} helperText={errors.max_redemptions ?? ' '} slotProps={{ htmlInput: { min: 1, step: 1 } }} />
            <FormControlLabel control={<Switch checked={values.active} onChange={(e) => set('active', e.target.checked)} />} label={t.active} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
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
