/** One saved item: what it is, when it was saved; it opens what it points to (pressed anywhere), and can be removed. */
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Card, CardContent, Chip, IconButton, Link, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import ViewListIcon from '@mui/icons-material/ViewList';
import { libraryText } from '../../common/library/i18n/en';
import { useLocale } from '../../../../src/i18n/locale';
import { useText } from '../../../../src/i18n/text';
import { exactTime, relativeTime } from '../../../../src/ui/relative-time';
import type { LibraryEntry } from '../api/get-library-page';
import type { LibraryKind } from '../../common/library/library-config';
import { destinationOf } from '../../common/library/library-logic';

type LibraryWords = typeof libraryText.en;

const ICON: Record<LibraryKind, typeof FitnessCenterIcon> = { program: ViewListIcon, exercise: FitnessCenterIcon, video: OndemandVideoIcon };

/** The line under the title: a program's sport, level and length; an exercise's muscle group and equipment; a video's site. */
function detailOf(entry: LibraryEntry, t: LibraryWords): string {
  const d = t.detail;
  if (entry.kind === 'program') {
    const p = entry.program;
    if (!p) return d.noLongerForSale;
    return [p.sport, d.levels[p.level as keyof typeof d.levels] ?? p.level, d.weeks(p.duration_weeks)].filter(Boolean).join(' · ');
  }
  if (entry.kind === 'exercise') {
    const e = entry.exercise;
    if (!e) return t.exerciseGone;
    return [e.muscle_group, e.equipment].filter(Boolean).join(' · ') || d.exercise;
  }
  try {
    return entry.url?.startsWith('/') ? d.uploadedVideo : new URL(entry.url ?? '').hostname.replace(/^www\./, '');
  } catch {
    return d.video;
  }
}

/**
 * The title opens the item; its ::after stretches over the whole card, so the card is pressed anywhere while the
 * link's name stays "Open <title>" and its visible text the title (WCAG 2.5.3: the visible label is in the name).
 */
const STRETCHED = {
  // A button-like link is positioned by MUI: static here, so the area stretches over the card, not the title.
  position: 'static',
  font: 'inherit',
  textAlign: 'left',
  verticalAlign: 'baseline',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '&:focus-visible, &.Mui-focusVisible': { outline: 'none' },
  '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

function TitleAction({ entry, onOpenExercise, label }: { entry: LibraryEntry; onOpenExercise: (entry: LibraryEntry) => void; label: string }) {
  const target = destinationOf(entry);
  const common = { color: 'inherit', underline: 'hover', 'aria-label': label, sx: STRETCHED } as const;
  if (target?.kind === 'route') {
    return (
      <Link component={RouterLink} to={target.to} {...common}>
        {entry.title}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <Link href={target.href} target="_blank" rel="noopener noreferrer" {...common}>
        {entry.title}
      </Link>
    );
  }
  if (target?.kind === 'exercise') {
    return (
      <Link component="button" type="button" onClick={() => onOpenExercise(entry)} aria-haspopup="dialog" {...common}>
        {entry.title}
      </Link>
    );
  }
  return <>{entry.title}</>;
}

export function LibraryItemCard({ entry, onOpenExercise, onRemove, removing }: { entry: LibraryEntry; onOpenExercise: (entry: LibraryEntry) => void; onRemove: (entry: LibraryEntry) => void; removing: boolean }) {
  const t = useText(libraryText);
  const locale = useLocale();
  const Icon = ICON[entry.kind] ?? FitnessCenterIcon;
  const opens = destinationOf(entry) !== null;
  return (
    <Card
      variant="outlined"
      sx={{ position: 'relative', height: '100%', ...(opens && { '&:hover': { bgcolor: 'action.hover' } }) }}
      data-testid="library-item"
      data-kind={entry.kind}
    >
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pr: 6 }}>
        <Avatar variant="rounded" sx={{ bgcolor: entry.kind === 'program' ? 'primary.main' : entry.kind === 'exercise' ? 'secondary.main' : 'error.main' }}>
          <Icon />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Chip size="small" label={t.kind[entry.kind]} variant="outlined" sx={{ mb: 0.5 }} />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }} data-testid="library-item-title">
            <TitleAction entry={entry} onOpenExercise={onOpenExercise} label={t.open(entry.title)} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {detailOf(entry, t)}
          </Typography>
          {entry.created_at && (
            <Typography variant="caption" color="text.secondary" title={exactTime(entry.created_at, locale)}>
              {t.savedOn(relativeTime(entry.created_at, Date.now(), locale))}
            </Typography>
          )}
        </Box>
      </CardContent>
      <Tooltip title={t.remove(entry.title)}>
        {/* Above the title's stretched area, so it is pressed on its own. */}
        <span style={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
          <IconButton size="small" onClick={() => onRemove(entry)} disabled={removing} aria-label={t.remove(entry.title)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Card>
  );
}
