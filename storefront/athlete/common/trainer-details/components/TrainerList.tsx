/** Trainers to discover: cards (photo, name, headline, specialties) leading to each trainer's page, a page at a time. */
import { Link as RouterLink } from 'react-router';
import { Alert, Avatar, Box, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { LightPagination } from '../../../../../src/ui/LightPagination';
import { trainerDetailsText } from '../i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { INITIALS_AVATAR, personInitials, personName } from '../../../../../src/ui/person-name';
import { trainerPath } from '../../../../shared/paths';
import { useTrainers, type TrainerSummary } from '../api/get-trainers';
import { listOf, TRAINERS } from '../trainer-details-config';

function TrainerCard({ trainer }: { trainer: TrainerSummary }) {
  const name = personName(trainer.user);
  const specialties = listOf(trainer.specialties).slice(0, 3);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="trainer-summary">
      <CardActionArea component={RouterLink} to={trainerPath(Number(trainer.user.id))} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Avatar src={trainer.user.photo ?? undefined} alt="" sx={{ ...INITIALS_AVATAR, width: 56, height: 56 }}>
            {personInitials(trainer.user)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            {trainer.headline && (
              <Typography variant="body2" color="text.secondary">
                {trainer.headline}
              </Typography>
            )}
            {specialties.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                {specialties.map((s) => (
                  <Chip key={s} size="small" variant="outlined" label={s} />
                ))}
              </Stack>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** `page` and `onPage` for a paged list; without them, the first `size` trainers only. */
export function TrainerList({ page = 1, onPage, size = TRAINERS.pageSize }: { page?: number; onPage?: (page: number) => void; size?: number }) {
  const trainers = useTrainers(page, size);
  const t = useText(trainerDetailsText);
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;
  if (trainers.error) return <Alert severity="error">{trainers.error.message}</Alert>;
  if (trainers.isPending) {
    return (
      <Box sx={grid} aria-busy>
        {Array.from({ length: Math.min(size, 3) }, (_v, i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </Box>
    );
  }
  if (!trainers.data.list.length) return <Typography color="text.secondary">{t.noTrainers}</Typography>;
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        {trainers.data.list.map((t) => (
          <TrainerCard key={t.id} trainer={t} />
        ))}
      </Box>
      {onPage && trainers.data.num_pages > 1 && <LightPagination count={trainers.data.num_pages} page={page} onChange={onPage} aria-label={t.trainerPages} sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
