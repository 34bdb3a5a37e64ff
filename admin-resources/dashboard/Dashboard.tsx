/** /admin/dashboard: revenue today and over 30 days, new athletes, live programs, pending refunds, the Ask box (AI), a 30-day revenue chart and the latest transactions. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { api, unwrap } from '../../src/api/client';
import { onPath } from '../../src/api/lambda';
import { adminDashboardText } from './i18n/en';
import { useLocale } from '../../src/i18n/locale';
import { useText } from '../../src/i18n/text';
import { formatDateTime, formatMoney } from '../../src/ui/format';
import { StatCard } from '../../src/ui/StatCard';
import { AskBox } from '../ask/components/AskBox';

type Money = { amount: number; currency: string };

const moneyText = (list: readonly Money[], locale: string) => (list.length ? list.map((m) => formatMoney(m.amount, m.currency, locale)).join(' · ') : formatMoney(0, 'USD', locale));

export default function DashboardPage() {
  const { data, error, isPending } = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => unwrap(api.GET('/v1/api/{project}/{role}/lambda/admin/dashboard', { params: { path: onPath('admin') } })) });
  const t = useText(adminDashboardText);
  const locale = useLocale();
  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const currency = data.revenue_30d[0]?.currency ?? 'USD';
  const series = data.revenue_series.map((d) => ({ date: d.date.slice(5), amount: (d.totals.find((t) => t.currency === currency)?.amount ?? 0) / 100 }));
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <StatCard label={t.revenueToday} value={moneyText(data.revenue_today, locale)} to="/admin/transactions" testId="revenue-today" />
        <StatCard label={t.revenue30d} value={moneyText(data.revenue_30d, locale)} to="/admin/transactions" testId="revenue-30d" />
        <StatCard label={t.newAthletes} value={data.new_athletes_30d} to="/admin/athletes" testId="new-athletes" />
        <StatCard label={t.livePrograms} value={data.active_programs} to="/admin/programs" testId="active-programs" />
        <StatCard label={t.pendingRefunds} value={data.pending_refunds} to="/admin/refunds" testId="pending-refunds" />
      </Box>
      <AskBox />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            {t.chartTitle(currency)}
          </Typography>
          <Box sx={{ height: 260 }} role="img" aria-label={t.chartLabel(currency)}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={series}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tick={{ fontSize: 11 }} interval={4} />
                <YAxis tick={{ fontSize: 11 }} width={50} />
                <Tooltip formatter={(v) => formatMoney(Math.round(Number(v) * 100), currency, locale)} />
                <Bar dataKey="amount" name={t.revenue} fill="#1565c0" radius={[3, 3, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            {t.latest}
          </Typography>
          <Table size="small" aria-label={t.latest}>
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.when}</TableCell>
                <TableCell>{t.columns.athlete}</TableCell>
                <TableCell>{t.columns.program}</TableCell>
                <TableCell align="right">{t.columns.amount}</TableCell>
                <TableCell>{t.columns.status}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.latest_transactions.map((tx) => (
                <TableRow key={tx.id} hover component={Link} to={`/admin/transactions/${tx.id}/show`} sx={{ textDecoration: 'none' }}>
                  <TableCell>{formatDateTime(tx.created_at, locale)}</TableCell>
                  <TableCell>{tx.athlete_name ?? '—'}</TableCell>
                  <TableCell>{tx.program_title ?? '—'}</TableCell>
                  <TableCell align="right">{formatMoney(tx.amount, tx.currency, locale)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={tx.status} color={tx.status === 'succeeded' ? 'success' : tx.status === 'failed' ? 'error' : 'default'} />
                  </TableCell>
                </TableRow>
              ))}
              {!data.latest_transactions.length && (
                <TableRow>
                  <TableCell colSpan={5}>{t.noTransactions}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}
