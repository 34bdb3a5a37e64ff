/**
 * One split of the program, sortable by its drag handle (dnd-kit): title, description, free preview,
 * its workouts by day, "Add workout" and its removal.
 */
import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, Card, CardContent, Chip, FormControlLabel, IconButton, Stack, Switch, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { TABLES } from '../../../../src/generated/tables';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import type { SplitNode } from '../../common/programs/api/get-program-tree';
import { useCreateWorkout } from '../api/create-workout';
import { useDeleteSplit } from '../api/delete-split';
import { useUpdateSplit } from '../api/update-split';
import { ConfirmDialog } from './ConfirmDialog';
import { InlineField } from './InlineField';
import { WorkoutCard } from './WorkoutCard';

const F = TABLES.split.fields;

export function SplitCard({ programId, split, index }: { programId: number; split: SplitNode; index: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: split.id! });
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSplit(programId);
  const remove = useDeleteSplit(programId);
  const addWorkout = useCreateWorkout(programId);
  const words = useText(builderText);
  const t = words.split;
  const titleProblem = (text: string) => (text.trim() === '' ? t.titleRequired : text.trim().length > F.title.schema.maxLength ? words.atMost(F.title.schema.maxLength) : null);
  const nextDay = split.workout.reduce((max, w) => Math.max(max, w.day + 1), 1);
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
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {split.workout.map((w) => (
            <WorkoutCard key={w.id} programId={programId} workout={w} />
          ))}
        </Stack>
        <Button
          sx={{ mt: 1 }}
          startIcon={<AddIcon />}
          disabled={addWorkout.isPending}
          onClick={() => addWorkout.mutate({ split_id: split.id!, day: nextDay, title: t.newWorkoutTitle(nextDay) })}
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
