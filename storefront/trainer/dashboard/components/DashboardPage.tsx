/** /trainer/dashboard: revenue and enrollments over time, totals, top programs and recent activity. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Box, Card, CardContent, LinearProgress, List, ListItemButton, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../../src/ui/format';
import { StatCard } from '../../../../src/ui/StatCard';
import { useDashboard } from '../api/get-dashboard';

export default function DashboardPage() {
  const [days, setDays] = useState(30);
  const { data, error, isPending } = useDashboard(days);
  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const main = data.totals.revenue.slice().sort((a, b) => b.gross - a.gross)[0] ?? { currency: 'USD', net: 0, gross: 0, count: 0, refunded: 0 };
  const series = data.series.map((d) => ({ date: d.date.slice(5), revenue: d.revenue / 100, enrollments: d.enrollments }));
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Stack direction="row" alignItems="center">
        <Typography variant="h5" component="h3" sx={{ flexGrow: 1 }}>
          Your last {days} days
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={days} onChange={(_e, v: number | null) => v && setDays(v)} aria-label="Period">
          {[7, 30, 90, 365].map((d) => (
            <ToggleButton key={d} value={d}>
              {d === 365 ? '1 year' : `${d} days`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))' }}>
        <StatCard label="Net revenue" value={formatMoney(main.net, main.currency)} testId="trainer-revenue" />
        <StatCard label="Sales" value={main.count} testId="trainer-sales" />
        <StatCard label="New enrollments" value={data.totals.enrollments} testId="trainer-enrollments" />
        <StatCard label="Active athletes" value={data.totals.active_athletes} testId="trainer-active-athletes" />
        <StatCard label="Live programs" value={data.totals.published_programs} testId="trainer-live-programs" />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h4" gutterBottom>
            Revenue ({main.currency}) and enrollments per day
          </Typography>
          <Box sx={{ height: 280 }} role="img" aria-label={`Revenue and enrollments per day over the last ${days} days`}>
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart data={series}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tick={{ fontSize: 11 }} minTickGap={16} />
                <YAxis yAxisId="money" tick={{ fontSize: 11 }} width={50} />
                <YAxis yAxisId="count" orientation="right" allowDecimals={false} tick={{ fontSize: 11 }} width={30} />
                <Tooltip formatter={(v, name) => (name === 'Revenue' ? formatMoney(Math.round(Number(v) * 100), main.currency) : v)} />
                <Legend />
                <Bar yAxisId="money" dataKey="revenue" name="Revenue" fill="#1565c0" radius={[3, 3, 0, 0]} />
                <Line yAxisId="count" dataKey="enrollments" name="Enrollments" stroke="#ef6c00" dot={false} strokeWidth={2} />
              </ComposedChart>
            </ResponsiveContainer>
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h4" gutterBottom>
              Top programs
            </Typography>
            <Table size="small" aria-label="Top programs">
              <TableHead>
                <TableRow>
                  <TableCell>Program</TableCell>
                  <TableCell align="right">Sales</TableCell>
                  <TableCell align="right">Revenue</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.top_programs.map((p) => (
                  <TableRow key={`${p.program_id}-${p.currency}`} hover component={Link} to={`/trainer/view-program/${p.program_id}`} sx={{ textDecoration: 'none' }}>
                    <TableCell>{p.title}</TableCell>
                    <TableCell align="right">{p.sales}</TableCell>
                    <TableCell align="right">{formatMoney(p.revenue, p.currency)}</TableCell>
                  </TableRow>
                ))}
                {!data.top_programs.length && (
                  <TableRow>
                    <TableCell colSpan={3}>No sales in this period yet.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h4" gutterBottom>
              Recent activity
            </Typography>
            <List dense aria-label="Recent activity">
              {data.recent.map((r, i) => (
                <ListItemButton key={`${r.kind}-${r.at}-${i}`} component={Link} to={r.link ?? '/trainer/dashboard'}>
                  <ListItemText primary={r.text} secondary={new Date(r.at).toLocaleString()} />
                </ListItemButton>
              ))}
              {!data.recent.length && <Typography color="text.secondary">Nothing yet.</Typography>}
            </List>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
