import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Card, CardActionArea, CardContent, Chip, Container, Grid, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../../src/ui/format';
import { usePrograms } from '../api/get-programs';

export default function HomePage() {
  const [page, setPage] = useState(1);
  const { data, error, isPending } = usePrograms(page);
  return (
    <>
      <Container component="main" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Training programs from real coaches
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Pick a program, train at your pace, and track every set.
        </Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        <Grid container spacing={2} aria-busy={isPending}>
          {isPending &&
            Array.from({ length: 6 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={170} />
              </Grid>
            ))}
          {data?.list.map((p) => (
            <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }} data-testid="program-card">
                <CardActionArea component={RouterLink} to={`/athlete/program/${p.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                      {p.featured === 1 && <Chip size="small" color="primary" label="Featured" />}
                      <Chip size="small" label={p.level} />
                      {p.sport && <Chip size="small" variant="outlined" label={p.sport} />}
                    </Stack>
                    <Typography variant="h6" component="h2">
                      {p.title}
                    </Typography>
                    {p.trainer && (
                      <Typography variant="body2" color="text.secondary">
                        by {p.trainer.first_name} {p.trainer.last_name}
                      </Typography>
                    )}
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {p.description}
                    </Typography>
                    <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
                      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
                        {formatMoney(p.price, p.currency ?? 'USD')}
                        {p.pricing === 'subscription' && p.interval ? ` / ${p.interval}` : ''}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {p.duration_weeks} weeks
                      </Typography>
                    </Box>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
        {data && data.num_pages > 1 && (
          <Pagination sx={{ mt: 3 }} count={data.num_pages} page={page} onChange={(_, p) => setPage(p)} />
        )}
        {data && data.total === 0 && <Typography sx={{ mt: 2 }}>No programs yet.</Typography>}
      </Container>
    </>
  );
}
