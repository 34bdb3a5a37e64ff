/**
 * The trainer's earnings ledger (ADR 026), under their balances: every row that moved their money, newest first (a
 * sale's credit, a refund's share taken back, an admin's adjustment with its reason, payouts), of one kind or all,
 * with the platform's fee beside each and when its money leaves the refund window; every row as CSV. Rows never
 * change: a correction is a row of its own.
 */
import { useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, LinearProgress, MenuItem, Paper, Select, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { EARNING_KINDS, type EarningKind } from '../../../../src/domain/earnings';
import { useText } from '../../../../src/i18n/text';
import { saveFile } from '../../../../src/ui/save-file';
import { showToast } from '../../../../src/ui/toasts';
import { useStudioFormat } from '../../common/format';
import { getLedgerCsv, useLedger } from '../api/get-ledger';
import { transactionsText } from '../i18n/en';
import { PagedFooter } from './PagedFooter';

export function LedgerTable() {
  const t = useText(transactionsText).ledger;
  const f = useStudioFormat();
  const [kind, setKind] = useState<EarningKind | ''>('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [exporting, setExporting] = useState(false);
  const { data, error, isPending, isFetching } = useLedger({ kind: kind || undefined, page: page + 1, size });
  const exportCsv = () => {
    setExporting(true);
    getLedgerCsv(kind || undefined)
      .then((blob) => saveFile(blob, 'earnings-ledger.csv'))
      .catch((err: Error) => showToast({ type: 'error', message: err.message }))
      .finally(() => setExporting(false));
  };
  const detail = (row: { kind: string; transaction_id?: number | null; reason?: string | null }) =>
    row.reason ?? (row.transaction_id ? t.ofSale(row.transaction_id) : '—');
  return (
    <Box component="section" aria-labelledby="ledger-heading" sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
        <Typography variant="subtitle1" component="h3" id="ledger-heading" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t.heading}
        </Typography>
        <FormControl size="small" sx={{ minWidth: 190 }}>
          <InputLabel id="ledger-kind">{t.kind}</InputLabel>
          <Select
            labelId="ledger-kind"
            label={t.kind}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as EarningKind | '');
              setPage(0);
            }}
          >
            <MenuItem value="">{t.anyKind}</MenuItem>
            {EARNING_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t.kinds[k]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting}>
          {t.exportCsv}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <LinearProgress aria-label={t.loading} />}
      {data && (
        <Paper variant="outlined" sx={{ opacity: isFetching ? 0.7 : 1, overflowX: 'auto' }}>
          <Table aria-label={t.table} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.when}</TableCell>
                <TableCell>{t.columns.kind}</TableCell>
                <TableCell align="right">{t.columns.amount}</TableCell>
                <TableCell align="right">{t.columns.fee}</TableCell>
                <TableCell>{t.columns.available}</TableCell>
                <TableCell>{t.columns.detail}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((row) => (
                <TableRow key={row.id} data-testid="ledger-row">
                  <TableCell>{f.dateTime(row.created_at ?? '')}</TableCell>
                  <TableCell>{t.kinds[row.kind as EarningKind] ?? row.kind}</TableCell>
                  <TableCell align="right" sx={{ color: row.amount < 0 ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>
                    {f.money(row.amount, row.currency ?? 'USD')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {row.fee ? f.money(row.fee, row.currency ?? 'USD') : '—'}
                  </TableCell>
                  <TableCell>{f.date(row.available_at)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{detail(row)}</TableCell>
                </TableRow>
              ))}
              {!data.list.length && (
                <TableRow>
                  <TableCell colSpan={6}>{t.none}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <PagedFooter count={data.total} page={page} size={size} sizes={[10, 25, 50]} onPage={setPage} onSize={setSize} />
        </Paper>
      )}
    </Box>
  );
}
