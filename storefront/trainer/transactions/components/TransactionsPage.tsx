/** /trainer/transactions: the trainer's sales with filters, totals, refund state and CSV export. */
import { saveFile } from '../../../../src/ui/save-file';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { showToast } from '../../../../src/ui/toasts';
import { transactionsText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { readableChip } from '../../common/chip';
import { useStudioFormat } from '../../common/format';
import { getSalesCsv, useSales, type SalesFilter } from '../api/get-sales';
import { EarningsSummary } from './EarningsSummary';
import { PagedFooter } from './PagedFooter';
import { useOwnProgramOptions } from '../../common/api/own-programs';

const STATUSES = ['succeeded', 'pending', 'failed', 'partially_refunded', 'refunded'] as const;
const fallbackLabel = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/_/g, ' ');
const chipColor = (s: string | null) => (s === 'succeeded' ? 'success' : s === 'failed' || s === 'denied' ? 'error' : s === 'requested' || s === 'approved' || s === 'pending' ? 'warning' : 'default');
/** A date input's day as the start (or the end, exclusive) of that day in the browser's zone. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00`).toISOString() : undefined);
const dayAfter = (day: string) => (day ? new Date(new Date(`${day}T00:00`).getTime() + 86_400_000).toISOString() : undefined);

export default function TransactionsPage() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState('');
  const [programId, setProgramId] = useState<number | ''>('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const filter: SalesFilter = { from: dayStart(from), to: dayAfter(to), status: status || undefined, program_id: programId === '' ? undefined : programId, page: page + 1, size };
  const { data, error, isPending, isFetching } = useSales(filter);
  const programs = useOwnProgramOptions();
  const [exporting, setExporting] = useState(false);
  const t = useText(transactionsText);
  const f = useStudioFormat();
  const label = (s: string) => t.states[s as keyof typeof t.states] ?? fallbackLabel(s);
  const exportCsv = () => {
    setExporting(true);
    getSalesCsv(filter)
      .then((blob) => saveFile(blob, 'sales.csv'))
      .catch((err: Error) => showToast({ type: 'error', message: err.message }))
      .finally(() => setExporting(false));
  };
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(0);
  };
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 1200 }}>
      <EarningsSummary />
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t.salesHeading}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ md: 'center' }}>
        <TextField label={t.from} type="date" size="small" value={from} onChange={(e) => reset(setFrom)(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={t.to} type="date" size="small" value={to} onChange={(e) => reset(setTo)(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <FormControl size="small" sx={{ minWidth: 170 }}>
          <InputLabel id="sales-status">{t.status}</InputLabel>
          <Select labelId="sales-status" label={t.status} value={status} onChange={(e) => reset(setStatus)(e.target.value)}>
            <MenuItem value="">{t.anyStatus}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {label(s)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="sales-program">{t.program}</InputLabel>
          <Select labelId="sales-program" label={t.program} value={programId} onChange={(e) => reset(setProgramId)(e.target.value as number | '')}>
            <MenuItem value="">{t.allPrograms}</MenuItem>
            {(programs.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting}>
          {t.exportCsv}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <LinearProgress aria-label={t.loading} />}
      {data && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', mb: 2 }}>
            {(data.totals.length ? data.totals : [{ currency: 'USD', count: 0, gross: 0, refunded: 0, net: 0 }]).map((total) => (
              <Card key={total.currency} variant="outlined">
                <CardContent>
                  <Typography variant="overline" color="text.secondary">
                    {t.netRevenue(total.currency)}
                  </Typography>
                  <Typography variant="h5" component="p" data-testid={`sales-net-${total.currency}`}>
                    {f.money(total.net, total.currency)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.totals(total.count, f.money(total.gross, total.currency), f.money(total.refunded, total.currency))}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Paper variant="outlined" sx={{ opacity: isFetching ? 0.7 : 1 }}>
            <Table aria-label={t.table} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t.columns.when}</TableCell>
                  <TableCell>{t.columns.program}</TableCell>
                  <TableCell>{t.columns.athlete}</TableCell>
                  <TableCell align="right">{t.columns.paid}</TableCell>
                  <TableCell align="right">{t.columns.discount}</TableCell>
                  <TableCell>{t.columns.status}</TableCell>
                  <TableCell>{t.columns.refund}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.list.map((s) => (
                  <TableRow key={s.id} hover>
                    <TableCell>{f.dateTime(s.created_at)}</TableCell>
                    <TableCell>{s.program_title}</TableCell>
                    <TableCell>{s.athlete_name}</TableCell>
                    <TableCell align="right">{f.money(s.amount, s.currency)}</TableCell>
                    <TableCell align="right">{s.discount_amount ? f.money(s.discount_amount, s.currency) : '—'}</TableCell>
                    <TableCell>
                      <Chip size="small" label={label(s.status)} color={chipColor(s.status)} sx={readableChip(chipColor(s.status))} />
                    </TableCell>
                    <TableCell>{s.refund_status ? <Chip size="small" variant="outlined" label={label(s.refund_status)} color={chipColor(s.refund_status)} sx={readableChip(chipColor(s.refund_status), 'outlined')} /> : '—'}</TableCell>
                  </TableRow>
                ))}
                {!data.list.length && (
                  <TableRow>
                    <TableCell colSpan={7}>{t.none}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            <PagedFooter count={data.total} page={page} size={size} sizes={[10, 20, 50, 100]} onPage={setPage} onSize={setSize} />
          </Paper>
        </>
      )}
    </Box>
  );
}
