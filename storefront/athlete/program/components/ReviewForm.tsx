/** Writing or editing the athlete's review: 1 to 5 stars and an optional text; the server's refusal shows above the buttons. */
import { useId, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { programReviewsText } from '../i18n/en';
import { commonText } from '../../../../src/ui/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { StarRatingInput } from '../../../../src/ui/StarRatingInput';
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
  const t = useText(programReviewsText);
  const common = useText(commonText);
  // Checked when sent; after the first try, each field again as it changes.
  const { control, handleSubmit } = useForm<ReviewDraft>({ defaultValues: initial ?? { rating: null, body: '' }, shouldFocusError: false });
  const labelId = useId();
  const ratingErrorId = useId();

  const submit = handleSubmit((draft) => onSubmit(draft));

  return (
    <Card variant="outlined" component="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-label={mode === 'create' ? t.writeTitle : t.editTitle} data-testid="review-form">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {mode === 'create' ? t.writeTitle : t.editTitle}
        </Typography>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {t.ratingLabel}
        </Typography>
        <Controller
          name="rating"
          control={control}
          rules={{ validate: (_, draft) => draftProblems(draft, t).rating ?? true }}
          render={({ field, fieldState: { error: problem } }) => (
            <>
              <Box aria-describedby={problem ? ratingErrorId : undefined}>
                <StarRatingInput name={`rating-${labelId}`} value={field.value} onChange={field.onChange} disabled={busy} labelledBy={labelId} />
              </Box>
              {problem && (
                <FormHelperText error id={ratingErrorId} role="alert" sx={{ mt: 0 }}>
                  {problem.message}
                </FormHelperText>
              )}
            </>
          )}
        />
        <Controller
          name="body"
          control={control}
          rules={{ validate: (_, draft) => draftProblems(draft, t).body ?? true }}
          render={({ field, fieldState: { error: problem } }) => (
            <TextField
              label={t.bodyLabel}
              value={field.value}
              inputRef={field.ref}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              multiline
              minRows={3}
              fullWidth
              disabled={busy}
              error={!!problem}
              helperText={problem?.message ?? t.bodyHelp(field.value.trim().length, REVIEW.maxBody)}
              sx={{ mt: 2 }}
            />
          )}
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
