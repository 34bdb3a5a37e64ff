/**
 * The program builder, /trainer/add-program and /trainer/edit-program/{programId}: the details (saved
 * automatically: the first save creates the draft), the splits with their workouts and exercises (each
 * change saved at once), the review checklist and the status actions.
 */
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isApiError } from '../../../../src/api/errors';
import { planLength } from '../../../../src/domain/program-calendar';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useSession } from '../../../../src/session/store';
import { actionErrorText } from '../../common/programs/action-errors';
import { useProgramTree, type ProgramTree } from '../../common/programs/api/get-program-tree';
import { ProgramStatusChip } from '../../common/programs/components/ProgramStatusChip';
import { recordToForm } from '../details-form';
import { useDetailsAutosave } from '../hooks/use-details-autosave';
import { builder, builderStore, useBuilder } from '../stores/builder-store';
import { DetailsCard } from './DetailsCard';
import { ReviewPanel } from './ReviewPanel';
import { SaveIndicator } from './SaveIndicator';
import { StructureEditor } from './StructureEditor';

/** The sum of a program's splits' weeks, its length (ADR 024); null without splits. */
const splitWeeksOf = (tree: ProgramTree) => (tree.split.length ? planLength(tree.split, 0) : null);

/**
 * Puts the right program into the builder's store: a new one, the one just created here, or the saved one; then
 * keeps the store's splits' weeks (the program's length once it has splits) as the tree says them.
 */
function useLoadProgram(routeId: number | null) {
  const tree = useProgramTree(routeId);
  const loadedFor = useRef<number | null | undefined>(undefined);
  const storeId = useBuilder((s) => s.programId);
  useEffect(() => {
    if (routeId === null) {
      if (loadedFor.current !== null) builder.startNew();
      loadedFor.current = null;
      return;
    }
    // Only a fresh copy: a cached one may predate the last autosave.
    if (loadedFor.current === routeId || !tree.data || tree.isFetching) return;
    const s = builderStore.getState();
    // The draft was just created by this builder: keep the form (and anything typed since).
    if (s.programId === routeId && s.handoff) builderStore.setState({ handoff: false });
    else builder.load(routeId, recordToForm(tree.data), splitWeeksOf(tree.data));
    loadedFor.current = routeId;
  }, [routeId, tree.data, tree.isFetching]);
  useEffect(() => {
    if (tree.data && storeId === tree.data.id) builder.followSplits(splitWeeksOf(tree.data));
  }, [tree.data, storeId]);
  return tree;
}

export default function ProgramBuilderPage() {
  const param = useParams().programId;
  const routeId = param === undefined ? null : Number(param);
  const invalidId = routeId !== null && !(Number.isInteger(routeId) && routeId > 0);
  const tree = useLoadProgram(invalidId ? null : routeId);
  const me = useSession((s) => s.user);
  const title = useBuilder((s) => s.form.title);
  const storeId = useBuilder((s) => s.programId);
  const { flush } = useDetailsAutosave();
  const programId = routeId ?? storeId;
  const t = useText(builderText);
  const NOT_FOUND = t.notFound;

  let problem: string | null = null;
  if (invalidId) problem = NOT_FOUND;
  else if (tree.error) problem = isApiError(tree.error) && tree.error.status === 404 ? NOT_FOUND : actionErrorText(tree.error);
  else if (tree.data && tree.data.trainer_id !== me) problem = NOT_FOUND;
  // The store holds this program once loaded (or handed over by the first save): no wait then.
  const loading = routeId !== null && !problem && storeId !== routeId;

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" data-testid="builder-title">
              {title.trim() || (routeId === null ? t.newProgram : t.untitled)}
            </Typography>
            <ProgramStatusChip status={tree.data?.status ?? 'draft'} />
          </Stack>
          {!problem && <SaveIndicator />}
        </Stack>
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to="/trainer/programs">
          {t.allPrograms}
        </Button>
      </Stack>

      {problem && <Alert severity="error">{problem}</Alert>}
      {loading && <LinearProgress aria-label={t.loading} />}
      {!problem && !loading && (
        <Grid container spacing={3}>
          {/* The structure's exercise table needs the width at lg; the review panel takes a third again at xl. */}
          <Grid size={{ xs: 12, lg: 9, xl: 8 }}>
            <Stack spacing={3}>
              {tree.data?.status === 'pending_review' && (
                <Alert severity="info">{t.pendingReview}</Alert>
              )}
              {tree.data?.status === 'published' && <Alert severity="success">{t.published}</Alert>}
              <DetailsCard />
              {programId !== null ? (
                <StructureEditor programId={programId} splits={tree.data?.split ?? []} durationWeeks={tree.data?.duration_weeks} />
              ) : (
                <Card variant="outlined">
                  <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                      {t.structureTitle}
                    </Typography>
                    <Typography color="text.secondary">{t.structureFirst}</Typography>
                  </CardContent>
                </Card>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 3, xl: 4 }}>
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 96 } }}>
              <ReviewPanel programId={programId} status={tree.data?.status ?? 'draft'} splits={tree.data?.split ?? []} flush={flush} />
            </Box>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
