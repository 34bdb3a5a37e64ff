/** /admin/profile/view: the signed-in admin's own account at a glance, with a way to edit it (/admin/profile). */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { fetchProfile } from '../../src/session/app-start';

export default function ProfileView() {
  const { data, error, isPending } = useQuery({ queryKey: ['profile', 'admin', 'view'], queryFn: () => fetchProfile('admin') });
  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const name = `${data.first_name ?? ''} ${data.last_name ?? ''}`.trim();
  const rows: [string, string][] = [
    ['Email', String(data.email ?? '')],
    ['Role', data.role === 'super_admin' ? 'Super admin' : 'Admin'],
    ['Two-factor sign-in', data.two_factor_enabled ? 'On' : 'Off'],
    ['Member since', data.created_at ? new Date(String(data.created_at)).toLocaleDateString() : '—'],
  ];
  return (
    <Box sx={{ p: 2, maxWidth: 640 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
            <Avatar src={data.photo ?? undefined} alt={name} sx={{ width: 64, height: 64 }}>
              {name.charAt(0)}
            </Avatar>
            <Box>
              <Typography variant="h5" component="h3">
                {name}
              </Typography>
              <Chip size="small" label={data.status === 1 ? 'Active' : 'Deactivated'} color={data.status === 1 ? 'success' : 'warning'} />
            </Box>
          </Stack>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
            {rows.map(([k, v]) => (
              <Box key={k} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {k}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {v}
                </Typography>
              </Box>
            ))}
          </Box>
          <Button component={Link} to="/admin/profile" variant="contained" sx={{ mt: 2 }}>
            Edit profile and security
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
