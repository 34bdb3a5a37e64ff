/**
 * The reviews of a program on its page: the average and count, the athlete's own review (write it once owned, then
 * edit or delete it), or why the visitor cannot review, and everyone's reviews with the trainer's replies, newest first.
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { showToast } from '../../../../src/ui/toasts';
import { programReviewsText } from '../i18n/en';
import { commonText } from '../../../../src/ui/i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { useSession } from '../../../../src/session/store';
import { useProgramReviews } from '../../../../src/ui/program-reviews';
import { ReviewCard } from '../../../../src/ui/ReviewCard';
import { LightChip } from '../../../../src/ui/LightChip';
import { REVIEW_WORDS } from '../../../../src/ui/review-format';
import { useSignInRedirect } from '../../../../src/ui/sign-in-redirect';
import { RatingSummary } from '../../../../src/ui/StarRating';
import { useCreateReview } from '../api/create-review';
import { useDeleteReview } from '../api/delete-review';
import { useMyReview } from '../api/get-my-review';
import type { ProgramDetail } from '../api/get-program';
import { useUpdateReview } from '../api/update-review';
import { draftBody, eligibilityReason, reviewEligibility, reviewErrorText, type ReviewDraft } from '../review-rules';

/**
 * The form to write or edit one's review: only an athlete who owns the program sees it, so its code (and the form
 * library's) is fetched then, not by every visitor of the page.
 */
const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));
const formPlaceholder = <Skeleton variant="rounded" height={220} data-testid="review-form-loading" />;
/** Asking to delete one's review: fetched at the first ask (and kept mounted after, so it closes as it opened). */
const DeleteReviewDialog = lazy(() => import('./DeleteReviewDialog'));

export function ProgramReviews({ program, owned, checkingOwnership }: { program: ProgramDetail; owned: boolean; checkingOwnership: boolean }) {
  const programId = program.id!;
  const signedIn = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  const signIn = useSignInRedirect();
  const reviews = useProgramReviews(programId);
  const mine = useMyReview(role === 'athlete' ? programId : null);
  const create = useCreateReview();
  const update = useUpdateReview();
  const remove = useDeleteReview();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useText(programReviewsText);
  const common = useText(commonText);

  const trainerName = program.trainer ? `${program.trainer.first_name} ${program.trainer.last_name}`.trim() : undefined;
  const my = mine.data ?? null;
  const eligibility = reviewEligibility({ signedIn, role, owned, checking: checkingOwnership || (role === 'athlete' && mine.isPending) });
  const reason = my ? null : eligibilityReason(eligibility, t);
  const others = (reviews.data?.pages.flatMap((p) => p.list) ?? []).filter((r) => r.id !== my?.id);

  const fail = (err: Error) => {
    setError(reviewErrorText(err, textOf(programReviewsText)));
    // A second review was refused: the first one shows, to be edited.
    void mine.refetch();
  };
  const post = (draft: ReviewDraft) => {
    setError(null);
    create.mutate({ programId, ...draftBody(draft) }, { onSuccess: () => showToast({ type: 'success', message: textOf(programReviewsText).posted }), onError: fail });
  };
  const save = (draft: ReviewDraft) => {
    if (!my?.id) return;
    setError(null);
    update.mutate(
      { id: my.id, ...draftBody(draft) },
      {
        onSuccess: () => {
          setEditing(false);
          showToast({ type: 'success', message: textOf(programReviewsText).saved });
        },
        onError: fail,
      },
    );
  };
  const del = () => {
    if (!my?.id) return;
    remove.mutate(my.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        setEditing(false);
        setError(null);
        showToast({ type: 'success', message: textOf(programReviewsText).deleted });
      },
      onError: (err) => {
        setConfirmDelete(false);
        showToast({ type: 'error', message: reviewErrorText(err, textOf(programReviewsText)) });
      },
    });
  };

  return (
    <Box component="section" aria-labelledby="reviews-heading" id="reviews" sx={{ scrollMarginTop: 16 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h2" id="reviews-heading">
          {REVIEW_WORDS.heading}
        </Typography>
        <RatingSummary avg={program.rating_avg} count={program.rating_count} />
      </Stack>

      <Stack spacing={2}>
        {/* A refused post whose form has gone (the review it collided with shows instead). */}
        {my && !editing && error && (
          <Alert severity="warning" onClose={() => setError(null)} data-testid="review-error">
            {error}
          </Alert>
        )}
        {my && !editing && (
          <ReviewCard
            review={my}
            trainerName={trainerName}
            badge={<LightChip color="primary" label={t.yourReview} />}
            actions={
              <Stack direction="row" spacing={1}>
                <Button size="small" startIcon={<EditIcon />} onClick={() => {
                    setError(null);
                    setEditing(true);
                  }}>
                  {common.edit}
                </Button>
                <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => {
                    setDeleteAsked(true);
                    setConfirmDelete(true);
                  }}>
                  {common.delete}
                </Button>
              </Stack>
            }
          />
        )}
        {my && editing && (
          <Suspense fallback={formPlaceholder}>
            <ReviewForm mode="edit" initial={{ rating: my.rating, body: my.body ?? '' }} busy={update.isPending} error={error} onSubmit={save} onCancel={() => setEditing(false)} />
          </Suspense>
        )}
        {!my && eligibility === 'can-review' && !mine.isError && (
          <Suspense fallback={formPlaceholder}>
            <ReviewForm mode="create" busy={create.isPending} error={error} onSubmit={post} />
          </Suspense>
        )}
        {mine.isError && <Alert severity="error">{mine.error.message}</Alert>}
        {reason && (
          <Alert
            severity="info"
            data-testid="review-not-allowed"
            action={
              eligibility === 'sign-in' ? (
                <Button color="inherit" size="small" onClick={signIn}>
                  {t.signIn}
                </Button>
              ) : undefined
            }
          >
            {reason}
          </Alert>
        )}

        {reviews.isPending ? (
          <Skeleton variant="rounded" height={110} />
        ) : reviews.error ? (
          <Alert severity="error">{reviews.error.message}</Alert>
        ) : others.length === 0 && !my ? (
          <Typography color="text.secondary" data-testid="reviews-empty">
            {REVIEW_WORDS.none}.
          </Typography>
        ) : (
          others.map((r) => <ReviewCard key={r.id} review={r} trainerName={trainerName} />)
        )}
        {reviews.hasNextPage && (
          <Box>
            <Button variant="outlined" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
              {REVIEW_WORDS.loadMore}
            </Button>
          </Box>
        )}
      </Stack>

      {deleteAsked && (
        <Suspense fallback={null}>
          <DeleteReviewDialog open={confirmDelete} deleting={remove.isPending} onCancel={() => setConfirmDelete(false)} onDelete={del} />
        </Suspense>
      )}
    </Box>
  );
}
