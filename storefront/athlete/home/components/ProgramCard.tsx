import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { homeText } from '../i18n/en';
import { programFactsText } from '../../../shared/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { formatAverage, REVIEW_WORDS } from '../../../../src/ui/review-format';
import type { Row } from '../../../../src/api/records';
import type { TrainerRef } from '../api/get-programs';
import { programPath } from '../../../shared/paths';
import { ProgramPrice } from '../../../shared/ProgramPrice';
import { imageSrcSet } from '../../../../src/domain/images';
import { LightChip } from '../../../../src/ui/LightChip';

export type CatalogProgram = Row<'program', { trainer: TrainerRef | null }>;

/**
 * A cover's box on a card: its width and height are written on the image, so the card keeps its size while it loads;
 * `sizes` tells the browser how wide a card is (one column on a phone, two on a tablet, three from `md`), so it picks
 * the copy of that width from `srcset` (src/domain/images.ts).
 */
const COVER = { width: 640, height: 360, sizes: '(min-width: 900px) 400px, (min-width: 600px) 50vw, 100vw' } as const;

/**
 * A program in the catalogue: its cover (when it has one), what it is, who coaches it, how it is rated, how many train
 * with it, and its price. Covers below the first row load when they come near the screen.
 */
export function ProgramCard({ program: p, testId = 'program-card', eager = false }: { program: CatalogProgram; testId?: string; eager?: boolean }) {
  const athletes = p.enrollment_count ?? 0;
  const t = useText(homeText).card;
  const facts = useText(programFactsText);
  const average = p.rating_avg != null ? formatAverage(p.rating_avg) : '';
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardActionArea
        component={RouterLink}
        to={programPath(p.id!)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {p.cover && (
          <CardMedia
            component="img"
            src={p.cover}
            srcSet={imageSrcSet(p.cover)}
            sizes={COVER.sizes}
            alt=""
            width={COVER.width}
            height={COVER.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            sx={{ width: '100%', height: 'auto', aspectRatio: `${COVER.width} / ${COVER.height}`, objectFit: 'cover', display: 'block' }}
            data-testid="program-card-cover"
          />
        )}
        <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
            {p.featured === 1 && <LightChip color="primary" label={t.featured} />}
            <LightChip label={facts.levels[p.level as keyof typeof facts.levels] ?? p.level} />
            {p.sport && <LightChip variant="outlined" label={p.sport} />}
          </Stack>
          <Typography variant="h6" component="h3">
            {p.title}
          </Typography>
          {p.trainer && (
            <Typography variant="body2" color="text.secondary">
              {facts.by(`${p.trainer.first_name} ${p.trainer.last_name}`)}
            </Typography>
          )}
          <Typography
            variant="body2"
            sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {p.description}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 1.5, color: 'text.secondary', alignItems: 'center' }}>
            {p.rating_avg != null && p.rating_count > 0 ? (
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'body2' }}
                aria-label={t.rated(average, p.rating_count)}
                data-testid="program-rating"
              >
                <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
                {average} ({p.rating_count})
              </Box>
            ) : (
              <Typography variant="body2" component="span">
                {REVIEW_WORDS.none}
              </Typography>
            )}
            {athletes > 0 && (
              <Typography variant="body2" component="span">
                {t.athletes(athletes)}
              </Typography>
            )}
          </Stack>
          <Box sx={{ mt: 'auto', pt: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
            <ProgramPrice program={p} />
            <Typography variant="body2" color="text.secondary">
              {facts.weeks(p.duration_weeks)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
