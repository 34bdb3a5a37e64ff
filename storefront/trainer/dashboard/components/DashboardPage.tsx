/** /trainer/dashboard: revenue and enrollments over time, totals, top programs and recent activity. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Box, Card, CardContent, LinearProgress, List, ListItemButton, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dashboardText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { StatCard } from '../../../../src/ui/StatCard';
import { useStudioFormat } from '../../common/format';
import { useDashboard } from '../api/get-dashboard';

export default function DashboardPage() {
  const [days, setDays] = useState(30);
  const { data, error, isPending } = useDashboard(days);
  const t = useText(dashboardText);
  const f = useStudioFormat();
  if (isPending) return <LinearProgress aria-label={t.loading} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const main = data.totals.revenue.slice().sort((a, b) => b.gross - a.gross)[0] ?? { currency: 'USD', net: 0, gross: 0, count: 0, refunded: 0 };
  const series = data.series.map((d) => ({ date: d.date.slice(5), revenue: d.revenue / 100, enrollments: d.enrollments }));
  return (
    <Box component="main" sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Stack direction="row" alignItems="center">
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t.heading(days)}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={days} onChange={(_e, v: number | null) => v && setDays(v)} aria-label={t.period}>
          {[7, 30, 90, 365].map((d) => (
            <ToggleButton key={d} value={d}>
              {t.periodOption(d)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))' }}>
        <StatCard label={t.netRevenue} value={f.money(main.net, main.currency)} testId="trainer-revenue" />
        <StatCard label={t.sales} value={f.number(main.count)} testId="trainer-sales" />
        <StatCard label={t.newEnrollments} value={f.number(data.totals.enrollments)} testId="trainer-enrollments" />
        <StatCard label={t.activeAthletes} value={f.number(data.totals.active_athletes)} testId="trainer-active-athletes" />
        <StatCard label={t.livePrograms} value={f.number(data.totals.published_programs)} testId="trainer-live-programs" />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.chartTitle(main.currency)}
          </Typography>
          <Box sx={{ height: 280 }} role="img" aria-label={t.chartLabel(days)}>
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart data={series}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tick={{ fontSize: 11 }} minTickGap={16} />
                <YAxis yAxisId="money" tick={{ fontSize: 11 }} width={50} />
                <YAxis yAxisId="count" orientation="right" allowDecimals={false} tick={{ fontSize: 11 }} width={30} />
                <Tooltip formatter={(v, name) => (name === t.revenue ? f.money(Math.round(Number(v) * 100), main.currency) : v)} />
                <Legend />
                <Bar yAxisId="money" dataKey="revenue" name={t.revenue} fill="#1565c0" radius={[3, 3, 0, 0]} />
                <Line yAxisId="count" dataKey="enrollments" name={t.enrollments} stroke="#ef6c00" dot={false} strokeWidth={2} />
              </ComposedChart>
            </ResponsiveContainer>
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t.topPrograms}
            </Typography>
            <Table size="small" aria-label={t.topPrograms}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.program}</TableCell>
                  <TableCell align="right">{t.sales}</TableCell>
                  <TableCell align="right">{t.revenue}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.top_programs.map((p) => (
                  <TableRow key={`${p.program_id}-${p.currency}`} hover component={Link} to={`/trainer/view-program/${p.program_id}`} sx={{ textDecoration: 'none' }}>
                    <TableCell>{p.title}</TableCell>
                    <TableCell align="right">{f.number(p.sales)}</TableCell>
                    <TableCell align="right">{f.money(p.revenue, p.currency)}</TableCell>
                  </TableRow>
                ))}
                {!data.top_programs.length && (
                  <TableRow>
                    <TableCell colSpan={3}>{t.noSales}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t.recentActivity}
            </Typography>
            {data.recent.length ? (
              <List dense aria-label={t.recentActivity}>
                {data.recent.map((r, i) => (
                  <li key={`${r.kind}-${r.at}-${i}`}>
                    <ListItemButton component={Link} to={r.link ?? '/trainer/dashboard'}>
                      <ListItemText primary={r.text} secondary={f.dateTime(r.at)} />
                    </ListItemButton>
                  </li>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">{t.nothingYet}</Typography>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
