/** /admin/programs/preview/{programId}: the program as an athlete sees it (details, trainer, price, structure), whatever its status. */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { records } from '../../src/api/records';
import { adminProgramsText } from './i18n/en';
import { useLocale } from '../../src/i18n/locale';
import { useText } from '../../src/i18n/text';
import { formatMoney } from '../../src/ui/format';
import { readableChip } from '../../src/ui/readable-chip';
import { workoutTitle } from '../../src/ui/workout-title';
import { phaseWeeks } from '../../src/domain/program-calendar';

export default function ProgramPreview() {
  const id = Number(useParams().programId);
  const t = useText(adminProgramsText).previewPage;
  const locale = useLocale();
  const program = useQuery({
    queryKey: ['admin', 'program-preview', id],
    queryFn: () => records.get('program', id, { join: 'trainer', pathRole: 'admin' }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const structure = useQuery({
    queryKey: ['admin', 'program-preview', id, 'splits'],
    queryFn: async () => (await records.getAll('split', { filter: { field: 'program_id', op: 'eq', value: id }, order: 'position,asc', join: 'workout', pathRole: 'admin' })).list,
    enabled: Number.isInteger(id) && id > 0,
  });
  if (!Number.isInteger(id) || id < 1) return <Alert severity="error">{t.notFound}</Alert>;
  if (program.isPending) return <LinearProgress />;
  if (program.error) return <Alert severity="error">{program.error.message}</Alert>;
  const p = program.data as Record<string, unknown> & { trainer?: { first_name: string; last_name: string } };
  const splits = (structure.data ?? []) as Array<Record<string, unknown> & { workout?: Array<Record<string, unknown>> }>;
  // The week each phase starts on in the program's calendar (ADR 024).
  const firstWeek = splits.reduce<number[]>((starts, s, i) => [...starts, i === 0 ? 1 : starts[i - 1] + phaseWeeks(splits[i - 1] as { weeks?: number })], []);
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} alignItems="center">
        <Chip label={String(p.status)} color={p.status === 'published' ? 'success' : 'warning'} sx={readableChip(p.status === 'published' ? 'success' : 'warning')} />
        <Box sx={{ flexGrow: 1 }} />
        <Button component={Link} to={`/admin/programs/${id}/show`}>
          {t.back}
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h4" component="h3">
            {String(p.title)}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {t.byline(p.trainer ? `${p.trainer.first_name} ${p.trainer.last_name}` : t.aTrainer, String(p.sport ?? t.general), String(p.level), String(p.duration_weeks))}
          </Typography>
          <Typography variant="h5" component="p" sx={{ my: 1 }}>
            {formatMoney(Number(p.price), String(p.currency), locale)}
            {p.pricing === 'subscription' ? ` / ${String(p.interval ?? 'month')}` : ''}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{String(p.description ?? '')}</Typography>
        </CardContent>
        <Divider />
        <CardContent>
          <Typography variant="h6" component="h4">
            {t.structure}
          </Typography>
          {structure.isPending && <LinearProgress />}
          {splits.map((s, i) => (
            <Box key={String(s.id)} sx={{ mt: 1 }}>
              <Typography variant="subtitle1" component="h5">
                {String(s.title)}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  · {t.weeks(firstWeek[i], firstWeek[i] + phaseWeeks(s as { weeks?: number }) - 1)}
                </Typography>{' '}
                {s.is_preview === 1 && <Chip size="small" label={t.freePreview} color="info" sx={{ ml: 1, ...readableChip('info') }} />}
              </Typography>
              <List dense disablePadding>
                {(s.workout ?? []).map((w) => (
                  <ListItem key={String(w.id)} disableGutters>
                    <ListItemText primary={workoutTitle({ day: Number(w.day), title: String(w.title) }, { day: (d) => t.dayAlone(String(d)), titled: (d, title) => t.day(String(d), title) })} />
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
          {!structure.isPending && !splits.length && <Typography color="text.secondary">{t.noSplits}</Typography>}
        </CardContent>
      </Card>
    </Box>
  );
}
