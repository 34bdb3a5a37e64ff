/**
 * Stars for a rating: a read-only row (an average or one review's rating), and the score line beside it. The row is
 * drawn as MUI's read-only `Rating` with half-star precision draws it (its structure, sizes and colours, copied from
 * @mui/material 7) without `Rating`'s input machinery: it is on every program page and review. The 1-to-5 choice a
 * reviewer makes is MUI's `Rating` (StarRatingInput.tsx), loaded with the review form.
 */
import { Box, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { reviewsText } from './i18n/en';
import { useText } from '../i18n/text';
import { averageText, RATING_MAX, ratingLabel } from './review-format';

const Stars = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  position: 'relative',
  fontSize: theme.typography.pxToRem(24),
  color: '#faaf00',
  textAlign: 'left',
  width: 'min-content',
  WebkitTapHighlightColor: 'transparent',
  pointerEvents: 'none',
  '&[data-size=small]': { fontSize: theme.typography.pxToRem(18) },
  '&[data-size=large]': { fontSize: theme.typography.pxToRem(30) },
  '& > span': { position: 'relative' },
  '& .icon': { display: 'flex', pointerEvents: 'none', transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }) },
  '& .empty': { color: theme.palette.action.disabled, '& svg': { opacity: 0.35 } },
  '& svg': { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', fontSize: 'inherit' },
}));

function Star({ filled }: { filled: boolean }) {
  return (
    <span className={filled ? 'icon' : 'icon empty'}>
      <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
      </svg>
    </span>
  );
}

/** A read-only row of stars; halves show for an average (to the nearest half, as MUI rounds it). */
export function StarRating({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  useText(reviewsText); // the label follows the language
  const shown = Math.round(value * 2) / 2;
  return (
    <Stars role="img" aria-label={ratingLabel(shown)} data-testid="star-rating" data-size={size}>
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const star = i + 1;
        return (
          <span key={star}>
            {/* The star's left half, shown alone when the value ends on it. */}
            <span style={{ width: star - 0.5 === shown ? '50%' : '0%', overflow: 'hidden', position: 'absolute' }}>
              <Star filled={star - 0.5 <= shown} />
            </span>
            <span>
              <Star filled={star <= shown} />
            </span>
          </span>
        );
      })}
    </Stars>
  );
}

/** Stars, then "4.5 · 2 reviews" (or "No reviews yet"). */
export function RatingSummary({ avg, count, size = 'small' }: { avg: number | null | undefined; count: number | null | undefined; size?: 'small' | 'medium' }) {
  const rated = avg != null && !!count;
  useText(reviewsText); // the score line follows the language
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }} data-testid="rating-summary">
      {rated && <StarRating value={avg} size={size} />}
      <Typography variant={size === 'medium' ? 'body1' : 'body2'} component="span" color="text.secondary" data-testid="rating-summary-text">
        {averageText(avg, count)}
      </Typography>
    </Box>
  );
}
