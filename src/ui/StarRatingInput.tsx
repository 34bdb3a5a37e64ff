/** The reviewer's choice of 1 to 5 stars: MUI's `Rating`, loaded with the review form (StarRating.tsx draws the read-only rows). */
import { Box, Rating } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { reviewsText } from './i18n/en';
import { useText } from '../i18n/text';
import { RATING_MAX } from './review-format';

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
