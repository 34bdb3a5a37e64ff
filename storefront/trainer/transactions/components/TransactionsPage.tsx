/** /trainer/transactions: the trainer's sales with filters, totals, refund state and CSV export. */
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
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { showToast } from '../../../../src/app/toasts';
import { formatMoney } from '../../../../src/ui/format';
import { getSalesCsv, useSales, type SalesFilter } from '../api/get-sales';
import { useOwnProgramOptions } from '../../common/api/own-programs';

const STATUSES = ['succeeded', 'pending', 'failed', 'partially_refunded', 'refunded'] as const;
const label = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/_/g, ' ');
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
  const exportCsv = () => {
    setExporting(true);
    getSalesCsv(filter)
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = 'sales.csv';
        a.click();
        URL.revokeObjectURL(url);
      })
      .catch((err: Error) => showToast({ type: 'error', message: err.message }))
      .finally(() => setExporting(false));
  };
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(0);
  };
  return (
    <Box sx={{ p: 2, maxWidth: 1200 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ md: 'center' }}>
        <TextField label="From" type="date" size="small" value={from} onChange={(e) => reset(setFrom)(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="To" type="date" size="small" value={to} onChange={(e) => reset(setTo)(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <FormControl size="small" sx={{ minWidth: 170 }}>
          <InputLabel id="sales-status">Status</InputLabel>
          <Select labelId="sales-status" label="Status" value={status} onChange={(e) => reset(setStatus)(e.target.value)}>
            <MenuItem value="">Any status</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {label(s)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="sales-program">Program</InputLabel>
          <Select labelId="sales-program" label="Program" value={programId} onChange={(e) => reset(setProgramId)(e.target.value as number | '')}>
            <MenuItem value="">All programs</MenuItem>
            {(programs.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting}>
          Export CSV
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <LinearProgress />}
      {data && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', mb: 2 }}>
            {(data.totals.length ? data.totals : [{ currency: 'USD', count: 0, gross: 0, refunded: 0, net: 0 }]).map((t) => (
              <Card key={t.currency} variant="outlined">
                <CardContent>
                  <Typography variant="overline" color="text.secondary">
                    Net revenue ({t.currency})
                  </Typography>
                  <Typography variant="h5" component="p" data-testid={`sales-net-${t.currency}`}>
                    {formatMoney(t.net, t.currency)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.count} sale{t.count === 1 ? '' : 's'} · {formatMoney(t.gross, t.currency)} gross · {formatMoney(t.refunded, t.currency)} refunded
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Paper variant="outlined" sx={{ opacity: isFetching ? 0.7 : 1 }}>
            <Table aria-label="Sales" size="small">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Program</TableCell>
                  <TableCell>Athlete</TableCell>
                  <TableCell align="right">Paid</TableCell>
                  <TableCell align="right">Discount</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Refund</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.list.map((s) => (
                  <TableRow key={s.id} hover>
                    <TableCell>{new Date(s.created_at).toLocaleString()}</TableCell>
                    <TableCell>{s.program_title}</TableCell>
                    <TableCell>{s.athlete_name}</TableCell>
                    <TableCell align="right">{formatMoney(s.amount, s.currency)}</TableCell>
                    <TableCell align="right">{s.discount_amount ? formatMoney(s.discount_amount, s.currency) : '—'}</TableCell>
                    <TableCell>
                      <Chip size="small" label={label(s.status)} color={chipColor(s.status)} />
                    </TableCell>
                    <TableCell>{s.refund_status ? <Chip size="small" variant="outlined" label={label(s.refund_status)} color={chipColor(s.refund_status)} /> : '—'}</TableCell>
                  </TableRow>
                ))}
                {!data.list.length && (
                  <TableRow>
                    <TableCell colSpan={7}>No sales match these filters.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={size}
              rowsPerPageOptions={[10, 20, 50, 100]}
              onPageChange={(_e, p) => setPage(p)}
              onRowsPerPageChange={(e) => {
                setSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </Paper>
        </>
      )}
    </Box>
  );
}
