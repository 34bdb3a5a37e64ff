/** /admin/analytics: sign-ins per day over 30 days (a chart), open sessions, and open sessions by role. */
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { StatCard } from '../../src/ui/StatCard';
import { useSessionAnalytics } from './api';

const ROLE_LABEL: Record<string, string> = { admin: 'Admins', super_admin: 'Super admins', trainer: 'Trainers', athlete: 'Athletes' };

export default function AnalyticsPage() {
  const { data, error, isPending } = useSessionAnalytics();
  if (isPending) return <LinearProgress aria-label="Loading analytics" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const series = data.by_day.map((d) => ({ date: d.date.slice(5), count: d.count }));
  const busiest = data.by_day.reduce((best, d) => (d.count > best.count ? d : best), { date: '', count: 0 });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 1300 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <StatCard label="Sign-ins, 30 days" value={data.sign_ins_30_days} testId="sign-ins-30d" />
        <StatCard label="Open sessions" value={data.active_sessions} to="/admin/sessions" testId="open-sessions" />
        {Object.entries(data.by_role).map(([role, n]) => (
          <StatCard key={role} label={`Open, ${ROLE_LABEL[role] ?? role}`} value={n} to="/admin/sessions" testId={`open-${role}`} />
        ))}
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Sign-ins per day, last 30 days
          </Typography>
          <Box sx={{ height: 280 }} role="img" aria-label={`Sign-ins per day over the last 30 days: ${data.sign_ins_30_days} in all${busiest.count ? `, most on ${busiest.date} (${busiest.count})` : ''}`}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={series}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tick={{ fontSize: 11 }} interval={4} />
                <YAxis tick={{ fontSize: 11 }} width={40} allowDecimals={false} />
                <Tooltip />
                <Bar dataKey="count" name="Sign-ins" fill="#2e7d32" radius={[3, 3, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
