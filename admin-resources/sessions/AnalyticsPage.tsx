/** /admin/analytics: sign-ins per day over 30 days (a chart), open sessions, and open sessions by role. */
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { analyticsText } from './i18n/en';
import { useText } from '../../src/i18n/text';
import { StatCard } from '../../src/ui/StatCard';
import { useSessionAnalytics } from './api';

export default function AnalyticsPage() {
  const { data, error, isPending } = useSessionAnalytics();
  const t = useText(analyticsText);
  const roles: Readonly<Record<string, string>> = t.roles;
  if (isPending) return <LinearProgress aria-label={t.loading} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const series = data.by_day.map((d) => ({ date: d.date.slice(5), count: d.count }));
  const busiest = data.by_day.reduce((best, d) => (d.count > best.count ? d : best), { date: '', count: 0 });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 1300 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <StatCard label={t.signIns30d} value={data.sign_ins_30_days} testId="sign-ins-30d" />
        <StatCard label={t.openSessions} value={data.active_sessions} to="/admin/sessions" testId="open-sessions" />
        {Object.entries(data.by_role).map(([role, n]) => (
          <StatCard key={role} label={t.openBy(roles[role] ?? role)} value={n} to="/admin/sessions" testId={`open-${role}`} />
        ))}
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            {t.chartTitle}
          </Typography>
          <Box sx={{ height: 280 }} role="img" aria-label={t.chartLabel(data.sign_ins_30_days, busiest.date, busiest.count)}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={series}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tick={{ fontSize: 11 }} interval={4} />
                <YAxis tick={{ fontSize: 11 }} width={40} allowDecimals={false} />
                <Tooltip />
                <Bar dataKey="count" name={t.signIns} fill="#2e7d32" radius={[3, 3, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
