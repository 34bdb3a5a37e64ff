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
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { showToast } from '../../../../src/ui/toasts';
import { ownedProgramsText } from '../i18n/en';
import { programFactsText } from '../../../shared/i18n/en';
import { localeStore, useLocale } from '../../../../src/i18n/locale';
import { textOf, useText } from '../../../../src/i18n/text';
import { formatDate } from '../../../../src/ui/format';
import { readableChip } from '../../../../src/ui/readable-chip';
import { useOwnedPrograms, type OwnedProgram } from '../../common/owned-programs/api/get-owned-programs';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useTrainingProgress } from '../../common/owned-programs/api/get-training-progress';
import { trainingPath } from '../../common/training/training-config';
import { programPath } from '../../../shared/paths';

/** Cancelling a subscription, after confirmation: access stays until the end of the paid period. */
function CancelSubscription({ subscriptionId, title }: { subscriptionId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const t = useText(ownedProgramsText).cancel;
  const confirm = () =>
    cancel.mutate(subscriptionId, {
      onSuccess: (sub) => {
        setOpen(false);
        const words = textOf(ownedProgramsText).cancel;
        showToast({ type: 'success', message: sub.period_end ? words.doneUntil(formatDate(sub.period_end, localeStore.getState().locale)) : words.done });
      },
    });
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} sx={{ ml: 'auto' }}>
        {t.button}
      </Button>
      <Dialog open={open} onClose={() => !cancel.isPending && setOpen(false)} aria-labelledby={`cancel-${subscriptionId}`}>
        <DialogTitle id={`cancel-${subscriptionId}`}>{t.title(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.body}</DialogContentText>
          {cancel.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {cancel.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t.keep}
          </Button>
          <Button variant="contained" onClick={confirm} disabled={cancel.isPending}>
            {t.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function OwnedCard({ e, progress }: { e: OwnedProgram; progress: { completed: number; total: number } | undefined }) {
  const p = e.program;
  const t = useText(ownedProgramsText);
  const facts = useText(programFactsText);
  const locale = useLocale();
  const title = p?.title ?? facts.programNumber(e.program_id);
  const action = progress?.completed ? facts.continue : t.start;
  return (
    // The whole card opens the program: its title is the link, stretched over the card (named by what it shows).
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative', '&:hover': { borderColor: 'primary.main' } }} data-testid="owned-program">
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <Chip size="small" color={e.ends_at ? 'warning' : 'success'} sx={readableChip(e.ends_at ? 'warning' : 'success')} label={e.ends_at ? t.activeUntilEnd : t.active} data-testid="owned-status" />
          {p?.pricing === 'subscription' && <Chip size="small" variant="outlined" label={t.subscription} />}
        </Stack>
        <Typography variant="h6" component="h2">
          <Link component={RouterLink} to={programPath(e.program_id)} color="inherit" underline="hover" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {title}
          </Link>
        </Typography>
        {p?.trainer && (
          <Typography variant="body2" color="text.secondary">
            {facts.by(`${p.trainer.first_name} ${p.trainer.last_name}`)}
          </Typography>
        )}
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <EventIcon fontSize="small" color="action" /> {t.since(formatDate(e.created_at!, locale))}
          </Typography>
          {e.ends_at && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <EventIcon fontSize="small" color="warning" /> {t.accessEnds(formatDate(e.ends_at, locale))}
            </Typography>
          )}
          {p && (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <FitnessCenterIcon fontSize="small" color="action" /> {[p.sport, facts.weeks(p.duration_weeks)].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Stack>
        <Box sx={{ mt: 2 }} data-testid="owned-progress">
          {progress ? (
            <>
              <LinearProgress variant="determinate" value={progress.total ? (progress.completed / progress.total) * 100 : 0} sx={{ height: 6, borderRadius: 3 }} aria-label={t.progressOf(title)} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t.progress(progress.completed, progress.total)}
              </Typography>
            </>
          ) : (
            <Skeleton variant="text" width="60%" />
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ mt: 'auto', position: 'relative', zIndex: 1 }}>
        <Button variant="contained" size="small" startIcon={<PlayArrowIcon />} component={RouterLink} to={trainingPath(e.program_id)} aria-label={t.train(action, title)}>
          {action}
        </Button>
        {e.subscription_ref && !e.ends_at && <CancelSubscription subscriptionId={e.subscription_ref} title={title} />}
      </CardActions>
    </Card>
  );
}

export default function OwnedProgramsPage() {
  const { data, error, isPending } = useOwnedPrograms();
  const progress = useTrainingProgress(data);
  const t = useText(ownedProgramsText);
  const facts = useText(programFactsText);
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.intro}
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
            {t.empty}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.emptyHelp}
          </Typography>
          <Button variant="contained" component={RouterLink} to="/">
            {facts.browse}
          </Button>
        </Box>
      )}
    </Container>
  );
}
