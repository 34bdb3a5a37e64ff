/** Stars for a rating: a read-only row (an average or one review's rating) and the 1-to-5 choice a reviewer makes. */
import { Box, Rating, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { reviewsText } from './i18n/en';
import { useText } from '../i18n/text';
import { averageText, RATING_MAX, ratingLabel } from './review-format';

/** A read-only row of stars; halves show for an average. */
export function StarRating({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  useText(reviewsText); // the label follows the language
  return (
    <Rating
      value={value}
      max={RATING_MAX}
      precision={0.5}
      readOnly
      size={size}
      getLabelText={ratingLabel}
      emptyIcon={<StarIcon fontSize="inherit" sx={{ opacity: 0.35 }} />}
      data-testid="star-rating"
    />
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

/** The reviewer's choice of 1 to 5 stars (radio buttons named "1 star" … "5 stars"). */
export function StarRatingInput({
  name,
  value,
  onChange,
  disabled,
  labelledBy,
}: {
  name: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  /** The id of the visible label of the stars. */
  labelledBy?: string;
}) {
  const { stars } = useText(reviewsText);
  return (
    <Box role="radiogroup" aria-labelledby={labelledBy}>
      <Rating
        name={name}
        value={value}
        max={RATING_MAX}
        size="large"
        disabled={disabled}
        getLabelText={stars}
        onChange={(_event, next) => onChange(next)}
        emptyIcon={<StarIcon fontSize="inherit" sx={{ opacity: 0.35 }} />}
      />
    </Box>
  );
}
