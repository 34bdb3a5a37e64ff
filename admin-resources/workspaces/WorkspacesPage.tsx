/** /admin/workspaces: the admin team's project-management workspaces, and a new one. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { showToast } from '../../src/app/toasts';
import { useCreateWorkspace, useWorkspaces } from './api';
import { NameDialog } from './NameDialog';

export default function WorkspacesPage() {
  const { data, error, isPending } = useWorkspaces();
  const create = useCreateWorkspace();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ p: 2, maxWidth: 1200 }}>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h3" sx={{ flexGrow: 1 }}>
          Workspaces
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          New workspace
        </Button>
      </Stack>
      {isPending && <LinearProgress aria-label="Loading workspaces" />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && !data.list.length && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            No workspaces yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            A workspace holds the team’s boards: columns of cards you add and move as work goes on.
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
            Create the first workspace
          </Button>
        </Paper>
      )}
      {data && data.list.length > 0 && (
        <Box component="ul" aria-label="Workspaces" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
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
                      <Chip size="small" label={w.board_count === 1 ? '1 board' : `${w.board_count} boards`} />
                      <Chip size="small" variant="outlined" label={`By ${w.owner_name || 'an admin'}`} />
                      <Chip size="small" variant="outlined" label={`Updated ${new Date(w.updated_at).toLocaleDateString()}`} />
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
        title="New workspace"
        submitLabel="Create workspace"
        withDescription
        pending={create.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(name, description) =>
          create.mutate(
            { name, description: description || null },
            {
              onSuccess: (res) => {
                setOpen(false);
                showToast({ type: 'success', message: `Workspace ${name} created` });
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
