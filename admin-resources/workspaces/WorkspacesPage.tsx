/** /admin/workspaces: the admin team's project-management workspaces, and a new one. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { showToast } from '../../src/ui/toasts';
import { workspacesText } from './i18n/en';
import { useLocale } from '../../src/i18n/locale';
import { formatDate } from '../../src/ui/format';
import { useText } from '../../src/i18n/text';
import { useCreateWorkspace, useWorkspaces } from './api';
import { NameDialog } from './NameDialog';

export default function WorkspacesPage() {
  const { data, error, isPending } = useWorkspaces();
  const create = useCreateWorkspace();
  const navigate = useNavigate();
  const t = useText(workspacesText);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ p: 2, maxWidth: 1200 }}>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h3" sx={{ flexGrow: 1 }}>
          {t.heading}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          {t.newWorkspace}
        </Button>
      </Stack>
      {isPending && <LinearProgress aria-label={t.loading} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && !data.list.length && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            {t.empty}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.emptyBody}
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
            {t.createFirst}
          </Button>
        </Paper>
      )}
      {data && data.list.length > 0 && (
        <Box component="ul" aria-label={t.list} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
          {data.list.map((w) => (
            <li key={w.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={`/admin/workspaces/${w.id}`} sx={{ height: '100%', alignItems: 'flex-start' }}>
                  <CardContent>
                    <Typography variant="h6" component="h4" gutterBottom>
                      {w.name}
                    </Typography>
                    {w.description && (
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                        {w.description}
                      </Typography>
                    )}
                    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                      <Chip size="small" label={t.boardCount(w.board_count)} />
                      <Chip size="small" variant="outlined" label={t.by(w.owner_name || t.anAdmin)} />
                      <Chip size="small" variant="outlined" label={t.updated(formatDate(w.updated_at, locale))} />
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
      <NameDialog
        open={open}
        title={t.newWorkspace}
        submitLabel={t.createWorkspace}
        withDescription
        pending={create.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(name, description) =>
          create.mutate(
            { name, description: description || null },
            {
              onSuccess: (res) => {
                setOpen(false);
                showToast({ type: 'success', message: t.created(name) });
                navigate(`/admin/workspaces/${res.data}`);
              },
              onError: (err) => showToast({ type: 'error', message: err.message }),
            },
          )
        }
      />
    </Box>
  );
}
