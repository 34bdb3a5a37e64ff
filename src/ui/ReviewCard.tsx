/**
 * One program review as both sides show it: stars, the reviewer's first name, the date, the text and the trainer's
 * reply. The storefront adds the reviewer's own actions; the trainer studio puts its reply editor in place of the reply.
 */
import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { reviewsText } from './i18n/en';
import { useLocale } from '../i18n/locale';
import { useText } from '../i18n/text';
import { formatDate } from './format';
import type { ProgramReview } from './program-reviews';
import { reviewerName } from './review-format';
import { StarRating } from './StarRating';

export function ReviewCard({
  review,
  trainerName,
  badge,
  actions,
  replySlot,
}: {
  review: ProgramReview;
  /** Who replies: the program's trainer. */
  trainerName?: string;
  /** Beside the name (e.g. "Your review"). */
  badge?: ReactNode;
  /** Under the review (e.g. Edit and Delete). */
  actions?: ReactNode;
  /** Shown instead of the reply (e.g. the trainer's reply editor). */
  replySlot?: ReactNode;
}) {
  const t = useText(reviewsText);
  const locale = useLocale();
  const name = reviewerName(review);
  const reply = review.reply?.trim();
  return (
    <Card variant="outlined" component="article" data-testid="review" aria-label={t.reviewBy(name)}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar alt="" sx={{ width: 36, height: 36, fontSize: 16 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="p" data-testid="review-author">
                {name}
              </Typography>
              {badge}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StarRating value={review.rating} />
              {review.created_at && (
                <Typography variant="caption" color="text.secondary" component="time" dateTime={review.created_at} data-testid="review-date">
                  {formatDate(review.created_at, locale)}
                </Typography>
              )}
            </Stack>
          </Box>
        </Stack>
        {review.body?.trim() && (
          <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="review-body">
            {review.body}
          </Typography>
        )}
        {actions && <Box sx={{ mt: 1 }}>{actions}</Box>}
        {replySlot ??
          (reply && (
            <Box sx={{ mt: 1.5, ml: { xs: 1, sm: 4 }, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }} data-testid="review-reply">
              <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
                {t.replyFrom(trainerName ?? t.trainerFallback)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="review-reply-body">
                {reply}
              </Typography>
            </Box>
          ))}
      </CardContent>
    </Card>
  );
}
