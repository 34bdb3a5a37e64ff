/**
 * /trainer/statements/:month: a trainer's monthly earnings statement (ADR 027), made to be printed (the app's bars and
 * the page's buttons are left off paper) or downloaded as CSV: per currency the balance when the month began, what the
 * month's sales, refunds, adjustments and payouts added, the platform's fees and the closing balance; then every row.
 */
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Container, GlobalStyles, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { useText } from '../../../../src/i18n/text';
import { saveFile } from '../../../../src/ui/save-file';
import { useStudioFormat } from '../../common/format';
import { useStatement } from '../api/get-statement';
import { transactionsText } from '../i18n/en';
import { statementCsv } from '../statement-csv';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** On paper: the statement alone. */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiAppBar-root, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

export default function StatementPage() {
  const { month = '' } = useParams();
  const words = useText(transactionsText);
  const t = words.statement;
  const f = useStudioFormat();
  const valid = MONTH.test(month);
  const { data, error, isPending } = useStatement(month, valid);
  const monthName = valid ? new Intl.DateTimeFormat(f.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)) : month;
  if (!valid) {
    return (
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Alert severity="error">{t.badMonth}</Alert>
      </Container>
    );
  }
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      {PRINT}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t.title(monthName)}
        </Typography>
        <Stack direction="row" spacing={1} data-print="hide">
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!data}>
            {t.print}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!data} onClick={() => data && saveFile(new Blob([statementCsv(data, words)], { type: 'text/csv' }), `statement-${month}.csv`)}>
            {t.csv}
          </Button>
        </Stack>
      </Stack>
      <Button component={RouterLink} to="/trainer/transactions" data-print="hide" sx={{ mb: 2 }}>
        {t.back}
      </Button>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <LinearProgress aria-label={t.loading} />}
      {data && (
        <>
          <Typography variant="h6" component="p">
            {t.of(data.trainer_name)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.made(f.date(new Date().toISOString()))}
          </Typography>
          {data.currencies.map((c) => (
            <Paper key={c.currency} variant="outlined" sx={{ mb: 3 }} data-testid={`statement-summary-${c.currency}`}>
              <Table size="small" aria-label={t.summary(c.currency)}>
                <TableHead>
                  <TableRow>
                    <TableCell colSpan={2}>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                        {t.summary(c.currency)}
                      </Typography>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(
                    [
                      [t.opening, c.opening, true],
                      [t.sales, c.summary.sales, false],
                      [t.refunds, c.summary.refunds, false],
                      [t.adjustments, c.summary.adjustments, false],
                      [t.payouts, c.summary.payouts, false],
                      [t.closing, c.closing, true],
                    ] as const
                  ).map(([label, amount, strong]) => (
                    <TableRow key={label}>
                      <TableCell sx={{ fontWeight: strong ? 600 : undefined }}>{label}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: strong ? 600 : undefined, color: amount < 0 ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>
                        {f.money(amount, c.currency)}
                      </TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell sx={{ color: 'text.secondary' }}>{t.fees}</TableCell>
                    <TableCell align="right" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                      {f.money(c.summary.fees, c.currency)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Paper>
          ))}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t.lines}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t.lines}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.columns.when}</TableCell>
                  <TableCell>{t.columns.kind}</TableCell>
                  <TableCell>{t.columns.detail}</TableCell>
                  <TableCell align="right">{t.columns.basis}</TableCell>
                  <TableCell align="right">{t.columns.fee}</TableCell>
                  <TableCell align="right">{t.columns.amount}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.lines.map((l) => (
                  <TableRow key={l.id} data-testid="statement-line">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(l.created_at)}</TableCell>
                    <TableCell>{words.ledger.kinds[l.kind]}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.program ?? l.reason ?? '—'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{l.basis ? f.money(l.basis, l.currency) : '—'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{l.fee ? f.money(l.fee, l.currency) : '—'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: l.amount < 0 ? 'error.main' : undefined }}>
                      {f.money(l.amount, l.currency)}
                    </TableCell>
                  </TableRow>
                ))}
                {!data.lines.length && (
                  <TableRow>
                    <TableCell colSpan={6}>{t.none}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Container>
  );
}
