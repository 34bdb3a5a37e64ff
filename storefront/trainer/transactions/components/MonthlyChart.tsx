/**
 * The earnings dashboard's months (ADR 027): what the trainer earned (sales net of the fee, less refunds, with
 * adjustments) and what was paid out, month by month over the last year, and the way to each month's statement.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { lastTwelveMonths } from '../../../../src/domain/earnings';
import { useText } from '../../../../src/i18n/text';
import { useStudioFormat } from '../../common/format';
import type { Earnings } from '../api/get-earnings';
import { transactionsText } from '../i18n/en';

export function MonthlyChart({ data }: { data: Earnings }) {
  const t = useText(transactionsText).months;
  const f = useStudioFormat();
  const currency = data.balances[0]?.currency ?? data.months[0]?.currency;
  const withRows = [...new Set(data.months.map((m) => m.month))].sort().reverse();
  const [month, setMonth] = useState(withRows[0] ?? '');
  if (!currency || !withRows.length) return null;
  const monthName = (m: string, style: 'short' | 'long') => new Intl.DateTimeFormat(f.locale, { month: style, year: style === 'long' ? 'numeric' : '2-digit', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
  // Up to this month, or to the ledger's latest month when the server's clock is ahead of this device's.
  const latest = withRows[0] > new Date().toISOString().slice(0, 7) ? new Date(`${withRows[0]}-01T00:00:00Z`) : new Date();
  const points = lastTwelveMonths(latest).map((m) => {
    const row = data.months.find((r) => r.month === m && r.currency === currency);
    return { month: monthName(m, 'short'), earned: row ? (row.sales + row.refunds + row.adjustments) / 100 : 0, paidOut: row ? -row.payouts / 100 : 0 };
  });
  const money = (v: number) => f.money(Math.round(v * 100), currency);
  return (
    <Box component="section" aria-labelledby="months-heading" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" id="months-heading" sx={{ fontWeight: 600, mb: 1 }}>
        {t.heading}
      </Typography>
      <Box role="img" aria-label={t.chart(currency)} sx={{ height: 220, mb: 1.5 }} data-testid="earnings-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis tick={{ fontSize: 12 }} width={56} tickFormatter={(v: number) => f.number(v)} />
            <Tooltip formatter={(v) => money(Number(v))} />
            <Legend />
            <Bar dataKey="earned" name={t.earned} fill="#2e7d32" radius={[3, 3, 0, 0]} />
            <Bar dataKey="paidOut" name={t.paidOut} fill="#1565c0" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="statement-month">{t.statement}</InputLabel>
          <Select labelId="statement-month" label={t.statement} value={month} onChange={(e) => setMonth(e.target.value)}>
            {withRows.map((m) => (
              <MenuItem key={m} value={m}>
                {monthName(m, 'long')}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="outlined" component={RouterLink} to={`/trainer/statements/${month}`}>
          {t.open}
        </Button>
      </Stack>
    </Box>
  );
}
