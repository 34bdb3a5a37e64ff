/**
 * One split of the program, sortable by its drag handle (dnd-kit): title, how many weeks it lasts (and which weeks
 * of the program that makes), free preview, description, its week (seven days: PhaseWeek), "Add workout" (on the
 * first rest day), the copies of its week after it (as it is, or a deload week: they need a connection) and its
 * removal.
 */
import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, Card, CardContent, Chip, FormControlLabel, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { TABLES } from '../../../../src/generated/tables';
import { MAX_PROGRAM_WEEKS, phaseWeeks } from '../../../../src/domain/program-calendar';
import { useOfflineStatus } from '../../../../src/offline/status-store';
import { builderText } from '../i18n/en';
import { programRulesText } from '../../common/programs/i18n/en';
import { useText } from '../../../../src/i18n/text';
import type { SplitNode } from '../../common/programs/api/get-program-tree';
import { firstRestDay, weeksProblem, type WeekRange } from '../calendar-form';
import { useCopySplit } from '../api/copy-split';
import { useCreateWorkout } from '../api/create-workout';
import { useDeleteSplit } from '../api/delete-split';
import { useUpdateSplit } from '../api/update-split';
import { ConfirmDialog } from './ConfirmDialog';
import { InlineField } from './InlineField';
import { PhaseWeek } from './PhaseWeek';

const F = TABLES.split.fields;

interface Props {
  programId: number;
  split: SplitNode;
  index: number;
  /** The weeks of the program it covers. */
  covers: WeekRange;
  /** The most weeks it may last (calendar-form `weeksRoom`). */
  room: number;
  /** The program is as long as a program may be: no week can be copied. */
  full: boolean;
}

export function SplitCard({ programId, split, index, covers, room, full }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: split.id! });
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSplit(programId);
  const remove = useDeleteSplit(programId);
  const addWorkout = useCreateWorkout(programId);
  const copy = useCopySplit(programId);
  const online = useOfflineStatus((s) => s.online);
  const words = useText(builderText);
  const rules = useText(programRulesText);
  const t = words.split;
  const titleProblem = (text: string) => (text.trim() === '' ? t.titleRequired : text.trim().length > F.title.schema.maxLength ? words.atMost(F.title.schema.maxLength) : null);
  const weeksWords = { invalid: t.weeksInvalid, tooLong: rules.phasesTooLong };
  const nextDay = firstRestDay(split.workout);
  // Copying runs on the server: not offline, not before the split itself is synced, not past the longest program.
  const cannotCopy = !online ? t.copyOffline : split.id! <= 0 ? t.copyPending : full ? t.copyFull(MAX_PROGRAM_WEEKS) : null;
  const whyId = `split-${split.id}-copy-why`;
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      data-testid="split"
      aria-label={t.region(index + 1, split.title)}
      component="section"
      sx={{ transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : 'auto', boxShadow: isDragging ? 6 : 0, opacity: isDragging ? 0.9 : 1 }}
    >
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        {/* On a phone the free preview switch and the removal wrap below the title. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Tooltip title={t.dragTip}>
            <IconButton
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={t.drag(split.title)}
              sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', mt: 0.5 }}
            >
              <DragIndicatorIcon />
            </IconButton>
          </Tooltip>
          <Chip label={index + 1} size="small" sx={{ mt: 1.5 }} />
          <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
            <InlineField
              size="small"
              label={t.title}
              fullWidth
              value={split.title}
              validate={titleProblem}
              onCommit={(t) => update.mutate({ id: split.id!, changes: { title: t.trim() } })}
            />
          </Box>
          <InlineField
            size="small"
            type="number"
            label={t.weeks}
            value={String(phaseWeeks(split))}
            validate={(text) => weeksProblem(text, room, weeksWords)}
            onCommit={(text) => update.mutate({ id: split.id!, changes: { weeks: Number(text) } })}
            slotProps={{ htmlInput: { min: F.weeks.schema.minimum, max: room, 'data-testid': 'split-weeks' } }}
            sx={{ width: 96 }}
          />
          <FormControlLabel
            sx={{ mt: 0.5, whiteSpace: 'nowrap' }}
            control={<Switch checked={split.is_preview === 1} onChange={(e) => update.mutate({ id: split.id!, changes: { is_preview: e.target.checked ? 1 : 0 } })} />}
            label={t.freePreview}
          />
          <IconButton aria-label={t.delete(split.title)} onClick={() => setConfirming(true)} sx={{ mt: 0.5, ml: 'auto' }}>
            <DeleteIcon />
          </IconButton>
        </Stack>
        <InlineField
          size="small"
          label={t.description}
          fullWidth
          multiline
          value={split.description ?? ''}
          onCommit={(t) => update.mutate({ id: split.id!, changes: { description: t.trim() === '' ? null : t.trim() } })}
          sx={{ mt: 1.5 }}
        />
        {/* Which weeks of the program it covers, and the copies of its week after it. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2, mb: 1 }}>
          <Typography variant="subtitle2" component="p" data-testid="split-weeks-covered" sx={{ mr: 'auto' }}>
            {t.covers(covers.first, covers.last)}
          </Typography>
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            aria-label={t.copyWeekOf(split.title)}
            aria-describedby={cannotCopy ? whyId : undefined}
            disabled={!!cannotCopy || copy.isPending}
            onClick={() => copy.mutate({ splitId: split.id!, deload: false })}
          >
            {t.copyWeek}
          </Button>
          <Button
            size="small"
            startIcon={<TrendingDownIcon />}
            aria-label={t.deloadWeekAfter(split.title)}
            aria-describedby={cannotCopy ? whyId : undefined}
            disabled={!!cannotCopy || copy.isPending}
            onClick={() => copy.mutate({ splitId: split.id!, deload: true })}
          >
            {t.deloadWeek}
          </Button>
        </Stack>
        {cannotCopy && (
          <Typography id={whyId} variant="caption" color="text.secondary" component="p" data-testid="copy-week-why" sx={{ mb: 1, textAlign: { sm: 'right' } }}>
            {cannotCopy}
          </Typography>
        )}
        <PhaseWeek programId={programId} title={split.title} workouts={split.workout} />
        <Button
          sx={{ mt: 1 }}
          startIcon={<AddIcon />}
          disabled={addWorkout.isPending}
          onClick={() => addWorkout.mutate({ split_id: split.id!, day: nextDay, title: t.newWorkoutTitle(split.workout.length + 1) })}
        >
          {t.addWorkout}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle(split.title)}
        body={t.confirmBody}
        confirmLabel={t.confirm}
        onConfirm={() => remove.mutate(split.id!)}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
