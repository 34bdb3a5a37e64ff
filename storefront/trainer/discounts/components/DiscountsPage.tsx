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
import { showToast } from '../../../../src/app/toasts';
import { amountOff, isLive, type DiscountRule } from '../../../../src/domain/discounts';
import { formatMoney } from '../../../../src/ui/format';
import { useDeleteDiscount } from '../api/delete-discount';
import { useOwnDiscounts, type Discount, type ProgramRef } from '../api/own-discounts';
import { useSaveDiscount } from '../api/save-discount';
import { toDiscountInput, toLocalInput, validateDiscount, type DiscountFormErrors, type DiscountFormValues } from './discount-form';

type State = { label: string; color: 'success' | 'info' | 'default' | 'warning' };

function stateOf(d: Discount, now = new Date()): State {
  const rule = d as unknown as DiscountRule;
  if (isLive(rule, now)) return { label: d.code ? 'Live (code)' : 'Live', color: 'success' };
  if (d.active !== 1) return { label: 'Off', color: 'default' };
  if (Date.parse(d.starts_at) > now.getTime()) return { label: 'Scheduled', color: 'info' };
  if (d.max_redemptions != null && Number(d.redemptions) >= d.max_redemptions) return { label: 'Used up', color: 'warning' };
  return { label: 'Ended', color: 'default' };
}

const valueText = (d: Pick<Discount, 'kind' | 'value'>, currency: string) => (d.kind === 'percent' ? `${d.value}% off` : `${formatMoney(d.value, currency)} off`);

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
  const set = <K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const currency = programs.find((p) => p.id === values.program_id)?.currency ?? 'USD';
  const submit = () => {
    const found = validateDiscount(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
    save.mutate(
      { input: toDiscountInput(values), id },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: id === undefined ? 'Discount created' : 'Discount saved' });
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
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{id === undefined ? 'New discount' : 'Edit discount'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <FormControl fullWidth error={!!errors.program_id}>
              <InputLabel id="discount-program">Program</InputLabel>
              <Select labelId="discount-program" label="Program" value={values.program_id} onChange={(e) => set('program_id', e.target.value as number)}>
                {programs.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.title} ({formatMoney(p.price, p.currency ?? 'USD')})
                  </MenuItem>
                ))}
              </Select>
              {errors.program_id && <FormHelperText>{errors.program_id}</FormHelperText>}
            </FormControl>
            <RadioGroup row value={values.kind} onChange={(e) => set('kind', e.target.value as 'percent' | 'fixed')} aria-label="Kind of discount">
              <FormControlLabel value="percent" control={<Radio />} label="Percentage" />
              <FormControlLabel value="fixed" control={<Radio />} label={`Fixed amount (${currency})`} />
            </RadioGroup>
            <TextField
              label={values.kind === 'percent' ? 'Percentage off' : `Amount off (${currency})`}
              type="number"
              value={values.value}
              onChange={(e) => set('value', e.target.value)}
              error={!!errors.value}
              helperText={errors.value ?? ' '}
              slotProps={{ htmlInput: { min: values.kind === 'percent' ? 1 : 0.01, max: values.kind === 'percent' ? 100 : undefined, step: values.kind === 'percent' ? 1 : 0.01 } }}
            />
            <TextField
              label="Code (optional)"
              value={values.code}
              onChange={(e) => set('code', e.target.value.toUpperCase())}
              error={!!errors.code}
              helperText={errors.code ?? 'Empty: applies to everyone. With a code: only to athletes who enter it.'}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField fullWidth label="Starts" type="datetime-local" value={values.starts_at} onChange={(e) => set('starts_at', e.target.value)} error={!!errors.starts_at} helperText={errors.starts_at ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField fullWidth label="Ends (optional)" type="datetime-local" value={values.ends_at} onChange={(e) => set('ends_at', e.target.value)} error={!!errors.ends_at} helperText={errors.ends_at ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            <TextField label="Maximum redemptions (optional)" type="number" value={values.max_redemptions} onChange={(e) => set('max_redemptions', e.target.value)} error={!!errors.max_redemptions} helperText={errors.max_redemptions ?? ' '} slotProps={{ htmlInput: { min: 1, step: 1 } }} />
            <FormControlLabel control={<Switch checked={values.active} onChange={(e) => set('active', e.target.checked)} />} label="Active" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {id === undefined ? 'Create discount' : 'Save'}
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
  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const notMine = programFilter !== null && !byId.has(programFilter);
  const discounts = data.discounts.filter((d) => programFilter === null || d.program_id === programFilter);
  const heading = programFilter !== null && byId.get(programFilter) ? `Discounts on ${byId.get(programFilter)!.title}` : 'Discounts';
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h3" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="discount-filter">Program</InputLabel>
          <Select
            labelId="discount-filter"
            label="Program"
            value={programFilter ?? 'all'}
            onChange={(e) => void navigate(e.target.value === 'all' ? '/trainer/discount' : `/trainer/discount/${String(e.target.value)}`)}
          >
            <MenuItem value="all">All programs</MenuItem>
            {programs.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="contained" startIcon={<AddIcon />} disabled={!programs.length} onClick={() => setEditing({ initial: emptyForm(programFilter ?? programs[0]?.id ?? '') })}>
          New discount
        </Button>
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        Discounts never stack. When several apply, the athlete gets the one that leaves the lowest price; a code discount applies only to athletes who enter the code. The server applies the same rule at checkout.
      </Alert>
      {notMine && <Alert severity="warning" sx={{ mb: 2 }}>That program is not one of yours.</Alert>}
      <Paper variant="outlined">
        <Table aria-label="Discounts">
          <TableHead>
            <TableRow>
              <TableCell>Program</TableCell>
              <TableCell>Discount</TableCell>
              <TableCell>Code</TableCell>
              <TableCell>When</TableCell>
              <TableCell>Redemptions</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">Actions</TableCell>
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
                    {valueText(d, program?.currency ?? 'USD')}
                    {program && (
                      <Typography variant="body2" color="text.secondary">
                        {formatMoney(program.price, program.currency ?? 'USD')} → {formatMoney(program.price - amountOff(program.price, d), program.currency ?? 'USD')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{d.code ?? '—'}</TableCell>
                  <TableCell>
                    {new Date(d.starts_at).toLocaleDateString()} – {d.ends_at ? new Date(d.ends_at).toLocaleDateString() : 'no end'}
                  </TableCell>
                  <TableCell>
                    {d.redemptions}
                    {d.max_redemptions != null ? ` / ${d.max_redemptions}` : ''}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={state.label} color={state.color} />
                  </TableCell>
                  <TableCell align="right">
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit discount ${d.id}`} onClick={() => setEditing({ initial: formOf(d), id: Number(d.id) })}>
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton aria-label={`Delete discount ${d.id}`} onClick={() => setConfirm(d)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
            {!discounts.length && (
              <TableRow>
                <TableCell colSpan={7}>No discounts yet.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
      {editing && <DiscountDialog programs={programs} initial={editing.initial} id={editing.id} onClose={() => setEditing(null)} />}
      <Dialog open={!!confirm} onClose={() => setConfirm(null)}>
        <DialogTitle>Delete this discount?</DialogTitle>
        <DialogContent>
          <DialogContentText>Athletes will pay the full price unless another discount applies. Past sales keep their price.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() =>
              remove.mutate(Number(confirm!.id), {
                onSuccess: () => showToast({ type: 'success', message: 'Discount deleted' }),
                onError: (err) => showToast({ type: 'error', message: err.message }),
                onSettled: () => setConfirm(null),
              })
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
