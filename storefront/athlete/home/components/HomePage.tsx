/**
 * / (open to everyone, athlete layout): the storefront. Featured programs on top, then the whole catalogue of published
 * programs with search, filters (sport, level, price range, length, trainer), sort (newest, price, rating, popularity)
 * and pages, all kept in the URL; and trainers to discover. Everything shown is published: the server's rule.
 * The hero's title and subtitle are the CMS's (page `home`), with defaults in code.
 */
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Avatar, Box, Button, Card, CardActionArea, CardContent, Container, Skeleton, Stack, Typography } from '@mui/material';
import { LightPagination } from '../../../../src/ui/LightPagination';
import { BELOW_THE_FOLD } from '../../../../src/ui/app-theme';
import { homeText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { searchParamsNow } from '../../../../src/routing/address';
import { useFeatured } from '../api/get-featured';
import { useHomeTexts } from '../api/get-home-texts';
import { usePrograms } from '../api/get-programs';
import { useSports, useTrainers, type TrainerCardData } from '../api/get-trainers';
import { activeFilterCount, catalogParams, EMPTY_CATALOG, parseCatalog, type Catalog } from '../catalog-query';
import { CatalogFilters } from './CatalogFilters';
import { ProgramCard } from './ProgramCard';
import { trainerPath } from '../../../shared/paths';

/**
 * The cards' grid: one column on a phone, two from `sm`, three (programs) or four (trainers) from `md`, 16 px apart, as
 * MUI's `Grid` with `spacing={2}` lays them out, in plain CSS grid (without the `Grid` component's code on the first load).
 */
const cardGrid = (columnsFromMd: number) =>
  ({ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columnsFromMd}, minmax(0, 1fr))` } }) as const;
const PROGRAM_GRID = cardGrid(3);
const TRAINER_GRID = cardGrid(4);

function Skeletons({ n }: { n: number }) {
  return Array.from({ length: n }, (_, i) => <Skeleton key={i} variant="rounded" height={210} />);
}

function Featured() {
  const { data, isPending } = useFeatured();
  const t = useText(homeText);
  if (!isPending && !data?.list.length) return null;
  return (
    <Box component="section" aria-labelledby="featured-heading" sx={{ mb: 5 }}>
      <Typography id="featured-heading" variant="h5" component="h2" gutterBottom>
        {t.featured}
      </Typography>
      <Box sx={PROGRAM_GRID} aria-busy={isPending}>
        {isPending ? <Skeletons n={3} /> : data?.list.map((p) => <ProgramCard key={p.id} program={p} testId="featured-program" eager />)}
      </Box>
    </Box>
  );
}

function TrainerCard({ trainer: t }: { trainer: TrainerCardData }) {
  const name = `${t.first_name} ${t.last_name}`;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="trainer-card">
      <CardActionArea component={RouterLink} to={trainerPath(t.id)} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar src={t.photo ?? undefined} alt={name} sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {t.first_name[0]}
            {t.last_name[0]}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            {t.headline && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {t.headline}
              </Typography>
            )}
            {t.specialties && (
              <Typography variant="caption" color="text.secondary">
                {t.specialties}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Trainers({ trainers, isPending }: { trainers: readonly TrainerCardData[] | undefined; isPending: boolean }) {
  const t = useText(homeText);
  if (!isPending && !trainers?.length) return null;
  return (
    <Box component="section" aria-labelledby="trainers-heading" sx={{ mt: 6, ...BELOW_THE_FOLD }}>
      <Typography id="trainers-heading" variant="h5" component="h2" gutterBottom>
        {t.trainers}
      </Typography>
      <Box sx={TRAINER_GRID}>
        {isPending
          ? Array.from({ length: 2 }, (_, i) => <Skeleton key={i} variant="rounded" height={88} />)
          : trainers?.map((t) => <TrainerCard key={t.id} trainer={t} />)}
      </Box>
    </Box>
  );
}

export default function HomePage() {
  const [params, setParams] = useSearchParams();
  const catalog = parseCatalog(params);
  const browsing = activeFilterCount(catalog) === 0 && catalog.page === 1;
  const { data, error, isPending, isPlaceholderData } = usePrograms(catalog);
  const trainers = useTrainers();
  const sports = useSports();
  // The hero's texts come from the CMS; its defaults show at once (and where an admin set none).
  const texts = useHomeTexts();
  const t = useText(homeText);
  // Typing and filtering replace the history entry; turning a page adds one (Back returns to the previous page). A change
  // applies to the catalogue the address holds now (searchParamsNow), not to this render's.
  const go = (change: (current: Catalog) => Catalog, push = false) =>
    setParams(catalogParams(change(parseCatalog(searchParamsNow()))), { replace: !push, preventScrollReset: !push });

  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {texts.heroTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {texts.heroSubtitle}
      </Typography>

      {browsing && <Featured />}

      <Box component="section" aria-labelledby="catalog-heading" sx={BELOW_THE_FOLD}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id="catalog-heading" variant="h5" component="h2">
            {browsing ? t.allPrograms : t.programs}
          </Typography>
          {data && (
            <Typography variant="body2" color="text.secondary" role="status" data-testid="catalog-count">
              {t.count(data.total)}
            </Typography>
          )}
        </Stack>
        <CatalogFilters catalog={catalog} onChange={(change) => go(change)} sports={sports.data ?? []} trainers={trainers.data ?? []} />
        {error && <Alert severity="error">{error.message}</Alert>}
        <Box aria-busy={isPending || isPlaceholderData} sx={{ ...PROGRAM_GRID, opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {isPending ? <Skeletons n={6} /> : data?.list.map((p) => <ProgramCard key={p.id} program={p} />)}
        </Box>
        {data && data.total === 0 && (
          <Box sx={{ py: 6, textAlign: 'center' }} data-testid="catalog-empty">
            <Typography variant="h6" component="p" gutterBottom>
              {activeFilterCount(catalog) ? t.noMatch : t.noPrograms}
            </Typography>
            {activeFilterCount(catalog) > 0 && (
              <>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t.tryFewer}
                </Typography>
                <Button variant="outlined" onClick={() => go((current) => ({ ...EMPTY_CATALOG, sort: current.sort }))}>
                  {t.clearFilters}
                </Button>
              </>
            )}
          </Box>
        )}
        {data && data.num_pages > 1 && (
          <LightPagination
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            count={data.num_pages}
            page={Math.min(catalog.page, data.num_pages)}
            aria-label={t.pagination}
            onChange={(page) => {
              go((current) => ({ ...current, page }), true);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </Box>

      <Trainers trainers={trainers.data} isPending={trainers.isPending} />
    </Container>
  );
}
