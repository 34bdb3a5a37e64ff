/**
 * /trainer/view-program/{programId}: a program with its whole structure, read only, and its reviews. Trainers see
 * their own programs (another trainer's is "not found" here) and reply to each review (the review policy lets the
 * program's trainer write only `reply`); admins and super admins see any program, and its reviews, in their layout.
 */
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, CardMedia, Divider, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReplyIcon from '@mui/icons-material/Reply';
import { isApiError } from '../../../../src/api/errors';
import { records } from '../../../../src/api/records';
import { showToast } from '../../../../src/ui/toasts';
import { commonText } from '../../../../src/ui/i18n/en';
import { programsText, viewProgramText } from '../../common/programs/i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { useSession } from '../../../../src/session/store';
import { useStudioFormat } from '../../common/format';
import { REVIEWS_KEY, useProgramReviews, type ProgramReview } from '../../../../src/ui/program-reviews';
import { ReviewCard } from '../../../../src/ui/ReviewCard';
import { REVIEW_WORDS } from '../../../../src/ui/review-format';
import { RatingSummary } from '../../../../src/ui/StarRating';
import { actionErrorText } from '../../common/programs/action-errors';
import { useProgramTree } from '../../common/programs/api/get-program-tree';
import { formatPrice, programSummary } from '../../common/programs/format-program';
import { ProgramActionsMenu } from './ProgramActionsMenu';
import { ProgramStatusChip } from '../../common/programs/components/ProgramStatusChip';
import { ProgramStructureView } from './ProgramStructureView';

/** The reply's length limit (the review's `reply` field). */
const REPLY_MAX = 5000;

/**
 * PUT records `review/{id}` with only `reply` (the trainer's one writable field of a review of their program);
 * null removes the reply. Every review query and the program are read again.
 */
function useSaveReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string | null }) => records.update('review', id, { reply }, { pathRole: 'trainer' }),
    onSettled: () => client.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

function ReplyEditor({ review, canReply }: { review: ProgramReview; canReply: boolean }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReply();
  const t = useText(viewProgramText).reply;
  const common = useText(commonText);
  const current = review.reply?.trim() ?? '';

  const submit = (reply: string | null) => {
    setError(null);
    save.mutate(
      { id: review.id!, reply },
      {
        onSuccess: () => {
          setEditing(false);
          showToast({ type: 'success', message: reply ? textOf(viewProgramText).reply.saved : textOf(viewProgramText).reply.removed });
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  if (editing) {
    const trimmed = text.trim();
    return (
      <Box
        component="form"
        sx={{ mt: 1.5 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed) submit(trimmed);
        }}
        aria-label={t.form(review.id!)}
      >
        <TextField
          label={t.label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          disabled={save.isPending}
          helperText={t.help(trimmed.length, REPLY_MAX)}
          error={trimmed.length > REPLY_MAX}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          {current && (
            <Button color="error" onClick={() => submit(null)} disabled={save.isPending} sx={{ mr: 'auto' }}>
              {t.remove}
            </Button>
          )}
          <Button onClick={() => setEditing(false)} disabled={save.isPending}>
            {common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending || !trimmed || trimmed.length > REPLY_MAX}>
            {t.save}
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 1.5 }}>
      {current && (
        <Box sx={{ ml: { xs: 1, sm: 4 }, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }} data-testid="review-reply">
          <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
            {canReply ? t.yourReply : REVIEW_WORDS.replyFrom(REVIEW_WORDS.trainerFallback)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="review-reply-body">
            {current}
          </Typography>
        </Box>
      )}
      {canReply && (
        <Button
          size="small"
          startIcon={current ? <EditIcon /> : <ReplyIcon />}
          onClick={() => {
            setText(current);
            setError(null);
            setEditing(true);
          }}
          sx={{ mt: current ? 1 : 0 }}
        >
          {current ? t.editReply : t.reply}
        </Button>
      )}
    </Box>
  );
}

/** The program's reviews, newest first, with the average; its trainer replies to each. */
function ReviewsSection({ programId, avg, count, canReply }: { programId: number; avg: number | null | undefined; count: number | null | undefined; canReply: boolean }) {
  const reviews = useProgramReviews(programId);
  const list = reviews.data?.pages.flatMap((p) => p.list) ?? [];
  const t = useText(viewProgramText).reply;
  return (
    <Box component="section" aria-labelledby="reviews-heading">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h5" component="h2" id="reviews-heading">
          {REVIEW_WORDS.heading}
        </Typography>
        <RatingSummary avg={avg} count={count} />
      </Stack>
      {reviews.isPending ? (
        <LinearProgress aria-label={t.loading} />
      ) : reviews.error ? (
        <Alert severity="error">{reviews.error.message}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" data-testid="reviews-empty">
          {t.empty}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {list.map((r) => (
            <ReviewCard key={r.id} review={r} replySlot={<ReplyEditor review={r} canReply={canReply} />} />
          ))}
          {reviews.hasNextPage && (
            <Box>
              <Button variant="outlined" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
                {REVIEW_WORDS.loadMore}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}

export default function ViewProgramPage() {
  const id = Number(useParams().programId);
  const valid = Number.isInteger(id) && id > 0;
  const role = useSession((s) => s.role);
  const me = useSession((s) => s.user);
  const tree = useProgramTree(valid ? id : null);
  const isTrainer = role === 'trainer';
  const p = tree.data;
  const t = useText(viewProgramText);
  const programWords = useText(programsText);
  const f = useStudioFormat();
  const NOT_FOUND = t.notFound;

  let problem: string | null = null;
  if (!valid) problem = NOT_FOUND;
  else if (tree.error) problem = isApiError(tree.error) && tree.error.status === 404 ? NOT_FOUND : actionErrorText(tree.error);
  else if (p && isTrainer && p.trainer_id !== me) problem = NOT_FOUND;

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      {tree.isPending && valid && <LinearProgress aria-label={t.loading} />}
      {problem && <Alert severity="error">{problem}</Alert>}
      {p && !problem && (
        <Stack spacing={3}>
          <Card variant="outlined">
            {p.cover && <CardMedia component="img" image={p.cover} alt={t.cover} sx={{ maxHeight: 260, objectFit: 'cover' }} />}
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
                    {programSummary(p, programWords)}
                  </Typography>
                  <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                    {formatPrice(p, programWords, f)}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {isTrainer ? (
                    <>
                      <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={`/trainer/edit-program/${p.id}`}>
                        {t.edit}
                      </Button>
                      <ProgramActionsMenu program={{ id: p.id!, title: p.title, status: p.status! }} />
                    </>
                  ) : (
                    <Button startIcon={<OpenInNewIcon />} component={RouterLink} to={`/admin/programs/${p.id}/show`}>
                      {t.openInAdmin}
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
              {t.structure}
            </Typography>
            <ProgramStructureView splits={p.split} />
          </Box>
          <ReviewsSection programId={p.id!} avg={p.rating_avg} count={p.rating_count} canReply={isTrainer && p.trainer_id === me} />
        </Stack>
      )}
    </Box>
  );
}
