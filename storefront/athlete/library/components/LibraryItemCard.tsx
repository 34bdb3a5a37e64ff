/** One saved item: what it is, when it was saved; it opens what it points to, and can be removed. */
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Card, CardActionArea, CardContent, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import ViewListIcon from '@mui/icons-material/ViewList';
import { exactTime, relativeTime } from '../../../../src/ui/relative-time';
import type { LibraryEntry } from '../api/get-library-page';
import { KIND_LABEL, LIBRARY_TEXT, type LibraryKind } from '../library-config';
import { destinationOf } from '../library-logic';

const ICON: Record<LibraryKind, typeof FitnessCenterIcon> = { program: ViewListIcon, exercise: FitnessCenterIcon, video: OndemandVideoIcon };
const LEVEL: Record<string, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/** The line under the title: a program's sport, level and length; an exercise's muscle group and equipment; a video's site. */
function detailOf(entry: LibraryEntry): string {
  if (entry.kind === 'program') {
    const p = entry.program;
    if (!p) return 'No longer for sale';
    return [p.sport, LEVEL[p.level] ?? p.level, `${p.duration_weeks} ${p.duration_weeks === 1 ? 'week' : 'weeks'}`].filter(Boolean).join(' · ');
  }
  if (entry.kind === 'exercise') {
    const e = entry.exercise;
    if (!e) return LIBRARY_TEXT.exerciseGone;
    return [e.muscle_group, e.equipment].filter(Boolean).join(' · ') || 'Exercise';
  }
  try {
    return entry.url?.startsWith('/') ? 'Uploaded video' : new URL(entry.url ?? '').hostname.replace(/^www\./, '');
  } catch {
    return 'Video';
  }
}

export function LibraryItemCard({ entry, onOpenExercise, onRemove, removing }: { entry: LibraryEntry; onOpenExercise: (entry: LibraryEntry) => void; onRemove: (entry: LibraryEntry) => void; removing: boolean }) {
  const Icon = ICON[entry.kind] ?? FitnessCenterIcon;
  const target = destinationOf(entry);
  const body = (
    <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pr: 6 }}>
      <Avatar variant="rounded" sx={{ bgcolor: entry.kind === 'program' ? 'primary.main' : entry.kind === 'exercise' ? 'secondary.main' : 'error.main' }}>
        <Icon />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Chip size="small" label={KIND_LABEL[entry.kind]} variant="outlined" sx={{ mb: 0.5 }} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }} data-testid="library-item-title">
          {entry.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detailOf(entry)}
        </Typography>
        {entry.created_at && (
          <Typography variant="caption" color="text.secondary" title={exactTime(entry.created_at)}>
            {LIBRARY_TEXT.savedOn(relativeTime(entry.created_at))}
          </Typography>
        )}
      </Box>
    </CardContent>
  );

  let area;
  if (target?.kind === 'route') {
    area = (
      <CardActionArea component={RouterLink} to={target.to} aria-label={LIBRARY_TEXT.open(entry.title)} sx={{ height: '100%' }}>
        {body}
      </CardActionArea>
    );
  } else if (target?.kind === 'external') {
    area = (
      <CardActionArea component="a" href={target.href} target="_blank" rel="noopener noreferrer" aria-label={LIBRARY_TEXT.open(entry.title)} sx={{ height: '100%' }}>
        {body}
      </CardActionArea>
    );
  } else if (target?.kind === 'exercise') {
    area = (
      <CardActionArea onClick={() => onOpenExercise(entry)} aria-label={LIBRARY_TEXT.open(entry.title)} aria-haspopup="dialog" sx={{ height: '100%' }}>
        {body}
      </CardActionArea>
    );
  } else {
    area = body;
  }

  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%' }} data-testid="library-item" data-kind={entry.kind}>
      {area}
      <Tooltip title={LIBRARY_TEXT.remove(entry.title)}>
        <span style={{ position: 'absolute', top: 8, right: 8 }}>
          <IconButton size="small" onClick={() => onRemove(entry)} disabled={removing} aria-label={LIBRARY_TEXT.remove(entry.title)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Card>
  );
}
