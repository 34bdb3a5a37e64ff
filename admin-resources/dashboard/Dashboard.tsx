/** /admin/dashboard: revenue today and over 30 days, new athletes, live programs, pending refunds, the Ask box (AI), a 30-day revenue chart and the latest transactions. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { components } from '../../src/generated/api';
import { formatMoney } from '../../src/ui/format';
import { StatCard } from '../../src/ui/StatCard';
import { AskBox } from '../ask/components/AskBox';
import { adminCall } from '../lib/admin-call';

type Dashboard = components['schemas']['DashboardResponse'];
type Money = { amount: number; currency: string };

const moneyText = (list: readonly Money[]) => (list.length ? list.map((m) => formatMoney(m.amount, m.currency)).join(' · ') : formatMoney(0, 'USD'));

export default function DashboardPage() {
  const { data, error, isPending } = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => adminCall<Dashboard>('admin/dashboard') });
  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const currency = data.revenue_30d[0]?.currency ?? 'USD';
  const series = data.revenue_series.map((d) => ({ date: d.date.slice(5), amount: (d.totals.find((t) => t.currency === currency)?.amount ?? 0) / 100 }));
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <StatCard label="Revenue today" value={moneyText(data.revenue_today)} to="/admin/transactions" testId="revenue-today" />
        <StatCard label="Revenue, 30 days" value={moneyText(data.revenue_30d)} to="/admin/transactions" testId="revenue-30d" />
        <StatCard label="New athletes, 30 days" value={data.new_athletes_30d} to="/admin/athletes" testId="new-athletes" />
        <StatCard label="Live programs" value={data.active_programs} to="/admin/programs" testId="active-programs" />
        <StatCard label="Pending refunds" value={data.pending_refunds} to="/admin/refunds" testId="pending-refunds" />
      </Box>
      <AskBox />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Revenue, last 30 days ({currency})
          </Typography>
          <Box sx={{ height: 260 }} role="img" aria-label={`Daily revenue over the last 30 days in ${currency}`}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={series}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tick={{ fontSize: 11 }} interval={4} />
                <YAxis tick={{ fontSize: 11 }} width={50} />
                <Tooltip formatter={(v) => formatMoney(Math.round(Number(v) * 100), currency)} />
                <Bar dataKey="amount" name="Revenue" fill="#1565c0" radius={[3, 3, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Latest transactions
          </Typography>
          <Table size="small" aria-label="Latest transactions">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Athlete</TableCell>
                <TableCell>Program</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.latest_transactions.map((t) => (
                <TableRow key={t.id} hover component={Link} to={`/admin/transactions/${t.id}/show`} sx={{ textDecoration: 'none' }}>
                  <TableCell>{new Date(t.created_at).toLocaleString()}</TableCell>
                  <TableCell>{t.athlete_name ?? '—'}</TableCell>
                  <TableCell>{t.program_title ?? '—'}</TableCell>
                  <TableCell align="right">{formatMoney(t.amount, t.currency)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t.status} color={t.status === 'succeeded' ? 'success' : t.status === 'failed' ? 'error' : 'default'} />
                  </TableCell>
                </TableRow>
              ))}
              {!data.latest_transactions.length && (
                <TableRow>
                  <TableCell colSpan={5}>No transactions yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}
