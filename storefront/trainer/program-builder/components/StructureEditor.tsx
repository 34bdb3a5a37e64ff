/**
 * The program's splits in order (drag a split's handle to move it), each with the weeks of the program it covers,
 * and "Add split": the first lasts the program's length as its details say it (so the program keeps it), the next
 * ones a week.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { MAX_PROGRAM_WEEKS, planLength } from '../../../../src/domain/program-calendar';
import type { SplitNode } from '../../common/programs/api/get-program-tree';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useCreateSplit } from '../api/create-split';
import { useReorderSplits } from '../api/reorder-splits';
import { firstSplitWeeks, weekRanges, weeksRoom } from '../calendar-form';
import { builder, useBuilder } from '../stores/builder-store';
import { SplitCard } from './SplitCard';

/** `durationWeeks`: the program's saved length (for the first split, when its details' length is not a valid one). */
export function StructureEditor({ programId, splits, durationWeeks }: { programId: number; splits: SplitNode[]; durationWeeks?: number | null }) {
  const create = useCreateSplit(programId);
  const reorder = useReorderSplits(programId);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = splits.map((s) => s.id!);
  const t = useText(builderText);
  const say = t.structure;
  const typedWeeks = useBuilder((s) => s.form.duration_weeks);
  const ranges = weekRanges(splits);
  const full = splits.length > 0 && planLength(splits, 0) >= MAX_PROGRAM_WEEKS;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const order = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    reorder.mutate({ order, positions: new Map(splits.map((s) => [s.id!, s.position ?? 0])) });
  };

  // What a screen reader hears while a split moves (by title and place, not by id).
  const name = (id: string | number) => splits.find((s) => s.id === Number(id))?.title ?? say.theSplit;
  const place = (id: string | number | undefined) => (id === undefined ? '' : say.place(ids.indexOf(Number(id)) + 1, ids.length));
  const announcements: Announcements = {
    onDragStart: ({ active }) => say.pickedUp(name(active.id), place(active.id)),
    onDragOver: ({ active, over }) => (over ? say.over(name(active.id), place(over.id)) : say.notOver(name(active.id))),
    onDragEnd: ({ active, over }) => (over ? say.dropped(name(active.id), place(over.id)) : say.droppedBack(name(active.id))),
    onDragCancel: ({ active }) => say.cancelled(name(active.id)),
  };

  const nextPosition = splits.reduce((max, s) => Math.max(max, (s.position ?? 0) + 1), 0);
  const addSplit = () => {
    const first = splits.length === 0;
    const weeks = first ? firstSplitWeeks(typedWeeks, durationWeeks) : 1;
    // The details' length follows the first split at once: the autosave must not send another meanwhile.
    if (first) builder.followSplits(weeks);
    create.mutate(
      { program_id: programId, title: say.newSplitTitle(splits.length + 1), position: nextPosition, weeks },
      { onError: () => first && builder.followSplits(null) },
    );
  };
  return (
    <Card variant="outlined">
      <CardHeader
        title={t.structureTitle}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        subheader={say.subheader}
      />
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Stack spacing={2}>
              {splits.map((s, i) => (
                <SplitCard key={s.id} programId={programId} split={s} index={i} covers={ranges[i]!} room={weeksRoom(splits, i)} full={full} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
        {splits.length === 0 && <Typography color="text.secondary">{say.empty}</Typography>}
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          startIcon={<AddIcon />}
          disabled={create.isPending}
          onClick={addSplit}
        >
          {say.addSplit}
        </Button>
      </CardContent>
    </Card>
  );
}
