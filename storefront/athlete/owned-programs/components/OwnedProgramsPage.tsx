/**
 * /athlete/owned-programs: the programs the athlete has access to (active enrollments whose access has not ended),
 * newest first, each with its trainer, since when, until when (a cancelled subscription), its state and how many of
 * its workouts are completed, linking to the program page and to training ("Start training", then "Continue").
 * Without any, an invitation to browse.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Chip,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { formatDate } from '../../../../src/ui/format';
import { showToast } from '../../../../src/app/toasts';
import { useOwnedPrograms, type OwnedProgram } from '../api/get-owned-programs';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useTrainingProgress } from '../api/get-training-progress';
import { trainingPath } from '../../training/training-config';

/** Cancelling a subscription, after confirmation: access stays until the end of the paid period. */
function CancelSubscription({ subscriptionId, title }: { subscriptionId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const confirm = () =>
    cancel.mutate(subscriptionId, {
      onSuccess: (sub) => {
        setOpen(false);
        showToast({ type: 'success', message: sub.period_end ? `Subscription cancelled: access until ${formatDate(sub.period_end)}` : 'Subscription cancelled' });
      },
    });
  return (
    <>
      <Button size="small" color="warning" onClick={() => setOpen(true)} sx={{ ml: 'auto' }}>
        Cancel subscription
      </Button>
      <Dialog open={open} onClose={() => !cancel.isPending && setOpen(false)} aria-labelledby={`cancel-${subscriptionId}`}>
        <DialogTitle id={`cancel-${subscriptionId}`}>Cancel your subscription to {title}?</DialogTitle>
        <DialogContent>
          <DialogContentText>You keep access until the end of the period you paid for; nothing more is charged.</DialogContentText>
          {cancel.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {cancel.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button color="warning" variant="contained" onClick={confirm} disabled={cancel.isPending}>
            Cancel subscription
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function OwnedCard({ e, progress }: { e: OwnedProgram; progress: { completed: number; total: number } | undefined }) {
  const p = e.program;
  const title = p?.title ?? `Program #${e.program_id}`;
  return (
    <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }} data-testid="owned-program">
      <CardActionArea component={RouterLink} to={`/athlete/program/${e.program_id}`} sx={{ flex: 1, alignItems: 'stretch' }} aria-label={`Open ${title}`}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
            <Chip size="small" color={e.ends_at ? 'warning' : 'success'} label={e.ends_at ? 'Active until end of period' : 'Active'} data-testid="owned-status" />
            {p?.pricing === 'subscription' && <Chip size="small" variant="outlined" label="Subscription" />}
          </Stack>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {p?.trainer && (
            <Typography variant="body2" color="text.secondary">
              by {p.trainer.first_name} {p.trainer.last_name}
            </Typography>
          )}
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <EventIcon fontSize="small" color="action" /> Since {formatDate(e.created_at!)}
            </Typography>
            {e.ends_at && (
              <Typography variant="body2" color="warning.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <EventIcon fontSize="small" /> Access ends {formatDate(e.ends_at)}
              </Typography>
            )}
            {p && (
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <FitnessCenterIcon fontSize="small" color="action" /> {[p.sport, `${p.duration_weeks} weeks`].filter(Boolean).join(' · ')}
              </Typography>
            )}
          </Stack>
          <Box sx={{ mt: 2 }} data-testid="owned-progress">
            {progress ? (
              <>
                <LinearProgress variant="determinate" value={progress.total ? (progress.completed / progress.total) * 100 : 0} sx={{ height: 6, borderRadius: 3 }} aria-label={`Completed workouts of ${title}`} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {progress.completed} of {progress.total} workouts completed
                </Typography>
              </>
            ) : (
              <Skeleton variant="text" width="60%" />
            )}
          </Box>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ mt: 'auto' }}>
        <Button variant="contained" size="small" startIcon={<PlayArrowIcon />} component={RouterLink} to={trainingPath(e.program_id)} aria-label={`${progress?.completed ? 'Continue' : 'Start training'}: ${title}`}>
          {progress?.completed ? 'Continue' : 'Start training'}
        </Button>
        {e.subscription_ref && !e.ends_at && <CancelSubscription subscriptionId={e.subscription_ref} title={title} />}
      </CardActions>
    </Card>
  );
}

export default function OwnedProgramsPage() {
  const { data, error, isPending } = useOwnedPrograms();
  const progress = useTrainingProgress(data);
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        My programs
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The programs you own. Open one to see its plan, or pick up your training where you left off.
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Grid container spacing={2} aria-busy={isPending}>
        {isPending &&
          Array.from({ length: 3 }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={170} />
            </Grid>
          ))}
        {data?.map((e) => (
          <Grid key={e.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <OwnedCard e={e} progress={progress.data?.[e.id!]} />
          </Grid>
        ))}
      </Grid>
      {data && data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="owned-empty">
          <FitnessCenterIcon sx={{ fontSize: 56 }} color="disabled" />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            You don’t own any programs yet.
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Find one that fits your goal and start training today.
          </Typography>
          <Button variant="contained" component={RouterLink} to="/">
            Browse programs
          </Button>
        </Box>
      )}
    </Container>
  );
}
