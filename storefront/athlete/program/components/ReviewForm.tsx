/** Writing or editing the athlete's review: 1 to 5 stars and an optional text; the server's refusal shows above the buttons. */
import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { programReviewsText } from '../../../../src/i18n/en/athlete/program';
import { commonText } from '../../../../src/i18n/en/common';
import { useText } from '../../../../src/i18n/text';
import { StarRatingInput } from '../../../../src/ui/StarRating';
import { draftProblems, REVIEW, type ReviewDraft } from '../review-rules';

export function ReviewForm({
  mode,
  initial,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial?: ReviewDraft;
  busy: boolean;
  /** The server's refusal, in words for people. */
  error: string | null;
  onSubmit: (draft: ReviewDraft) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<ReviewDraft>(initial ?? { rating: null, body: '' });
  const [tried, setTried] = useState(false);
  const t = useText(programReviewsText);
  const common = useText(commonText);
  const problems = draftProblems(draft, t);
  const shown = tried ? problems : {};
  const labelId = useId();
  const ratingErrorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(problems).length === 0) onSubmit(draft);
  };

  return (
    <Card variant="outlined" component="form" onSubmit={submit} noValidate aria-label={mode === 'create' ? t.writeTitle : t.editTitle} data-testid="review-form">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {mode === 'create' ? t.writeTitle : t.editTitle}
        </Typography>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {t.ratingLabel}
        </Typography>
        <Box aria-describedby={shown.rating ? ratingErrorId : undefined}>
          <StarRatingInput name={`rating-${labelId}`} value={draft.rating} onChange={(rating) => setDraft((d) => ({ ...d, rating }))} disabled={busy} labelledBy={labelId} />
        </Box>
        {shown.rating && (
          <FormHelperText error id={ratingErrorId} role="alert" sx={{ mt: 0 }}>
            {shown.rating}
          </FormHelperText>
        )}
        <TextField
          label={t.bodyLabel}
          value={draft.body}
          onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
          multiline
          minRows={3}
          fullWidth
          disabled={busy}
          error={!!shown.body}
          helperText={shown.body ?? t.bodyHelp(draft.body.trim().length, REVIEW.maxBody)}
          sx={{ mt: 2 }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="review-error">
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              {common.cancel}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {mode === 'create' ? t.post : t.save}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
