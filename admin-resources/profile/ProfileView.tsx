/** /admin/profile/view: the signed-in admin's own account at a glance, with a way to edit it (/admin/profile). */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { adminProfileText } from './i18n/en';
import { resourcesText } from '../i18n/en';
import { useLocale } from '../../src/i18n/locale';
import { formatDate } from '../../src/ui/format';
import { useText } from '../../src/i18n/text';
import { fetchProfile } from '../../src/session/app-start';
import { readableChip } from '../../src/ui/readable-chip';

export default function ProfileView() {
  const { data, error, isPending } = useQuery({ queryKey: ['profile', 'admin', 'view'], queryFn: () => fetchProfile('admin') });
  const t = useText(adminProfileText);
  const { users } = useText(resourcesText);
  const locale = useLocale();
  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const name = `${data.first_name ?? ''} ${data.last_name ?? ''}`.trim();
  const rows: [string, string][] = [
    [users.fields.email, String(data.email ?? '')],
    [users.fields.role, data.role === 'super_admin' ? users.choices.role.super_admin : users.choices.role.admin],
    [t.twoFactor, data.two_factor_enabled ? t.on : t.off],
    [t.memberSince, data.created_at ? formatDate(String(data.created_at), locale) : '—'],
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
              <Chip size="small" label={data.status === 1 ? t.active : t.deactivated} color={data.status === 1 ? 'success' : 'warning'} sx={readableChip(data.status === 1 ? 'success' : 'warning')} />
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
            {t.edit}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
