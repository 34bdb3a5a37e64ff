/**
 * /trainer/view-program/{programId}: a program with its whole structure, read only. Trainers see their own
 * programs (another trainer's is "not found" here); admins and super admins see any program, in their layout.
 */
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, CardMedia, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { isApiError } from '../../../../src/api/errors';
import { useSession } from '../../../../src/session/store';
import { actionErrorText } from '../action-errors';
import { useProgramTree } from '../api/get-program-tree';
import { formatPrice, programSummary } from '../format-program';
import { ProgramActionsMenu } from './ProgramActionsMenu';
import { ProgramStatusChip } from './ProgramStatusChip';
import { ProgramStructureView } from './ProgramStructureView';

const NOT_FOUND = 'No such program among yours.';

export default function ViewProgramPage() {
  const id = Number(useParams().programId);
  const valid = Number.isInteger(id) && id > 0;
  const role = useSession((s) => s.role);
  const me = useSession((s) => s.user);
  const tree = useProgramTree(valid ? id : null);
  const isTrainer = role === 'trainer';
  const p = tree.data;

  let problem: string | null = null;
  if (!valid) problem = NOT_FOUND;
  else if (tree.error) problem = isApiError(tree.error) && tree.error.status === 404 ? NOT_FOUND : actionErrorText(tree.error);
  else if (p && isTrainer && p.trainer_id !== me) problem = NOT_FOUND;

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      {tree.isPending && valid && <LinearProgress aria-label="Loading the program" />}
      {problem && <Alert severity="error">{problem}</Alert>}
      {p && !problem && (
        <Stack spacing={3}>
          <Card variant="outlined">
            {p.cover && <CardMedia component="img" image={p.cover} alt="Cover image" sx={{ maxHeight: 260, objectFit: 'cover' }} />}
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
                <Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="h4" component="h1">
                      {p.title}
                    </Typography>
                    <ProgramStatusChip status={p.status!} size="medium" />
                  </Stack>
                  <Typography color="text.secondary">
                    {programSummary(p)}
                  </Typography>
                  <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                    {formatPrice(p)}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {isTrainer ? (
                    <>
                      <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={`/trainer/edit-program/${p.id}`}>
                        Edit
                      </Button>
                      <ProgramActionsMenu program={{ id: p.id!, title: p.title, status: p.status! }} />
                    </>
                  ) : (
                    <Button startIcon={<OpenInNewIcon />} component={RouterLink} to={`/admin/programs/${p.id}/show`}>
                      Open in admin
                    </Button>
                  )}
                </Stack>
              </Stack>
              {p.description && (
                <>
                  <Divider sx={{ my: 2 }} />
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{p.description}</Typography>
                </>
              )}
            </CardContent>
          </Card>
          <Box>
            <Typography variant="h5" component="h2" gutterBottom>
              Structure
            </Typography>
            <ProgramStructureView splits={p.split} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
