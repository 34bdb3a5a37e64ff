/**
 * A split's week (ADR 024): a strip of seven day cells, each with its workouts' titles or "Rest", and under it the
 * workout cards grouped by day. A workout moves to another day by dragging its title onto a day cell (dnd-kit: the
 * mouse, a long press on a touch screen, or the keyboard's arrows from day to day), or with its card's Day field.
 * The strip is a row of seven columns from `md` up, a list of days on a phone.
 */
import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { Box, Chip, Stack, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { dayOf } from '../../../../src/domain/program-calendar';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import type { WorkoutNode } from '../../common/programs/api/get-program-tree';
import { useUpdateWorkout } from '../api/update-workout';
import { dayByKey, DAYS, dayTarget, targetDay, weekDays } from '../calendar-form';
import { WorkoutCard } from './WorkoutCard';

/** What a dragged workout carries. */
interface Dragged {
  id: number;
  title: string;
  day: number;
}
const dragged = (active: Pick<Active, 'data'>) => active.data.current as Dragged;

/** With a pointer: the day cell under it (none outside the strip); with the keyboard: the cell nearest the workout. */
const collide: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

/** The keyboard's arrows move a dragged workout to the next or previous day's cell. */
const toNextDay: KeyboardCoordinateGetter = (event, { context: { active, over, collisionRect, droppableRects } }) => {
  if (!active) return undefined;
  const day = dayByKey(targetDay(over?.id) ?? dragged(active).day, event.code);
  if (day === null) return undefined;
  event.preventDefault();
  const rect = droppableRects.get(dayTarget(day));
  if (!rect || !collisionRect) return undefined;
  return { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top + rect.height / 2 - collisionRect.height / 2 };
};

/** A workout's title in its day cell: what is dragged. */
function DraggableWorkout({ workout }: { workout: WorkoutNode }) {
  const w = useText(builderText).week;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: workout.id!,
    data: { id: workout.id!, title: workout.title, day: dayOf(workout) } satisfies Dragged,
    attributes: { roleDescription: w.draggable },
  });
  return (
    <Chip
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={w.move(workout.title)}
      data-testid="calendar-workout"
      size="small"
      variant="outlined"
      icon={<DragIndicatorIcon />}
      label={workout.title}
      sx={{
        maxWidth: '100%',
        justifyContent: 'flex-start',
        cursor: isDragging ? 'grabbing' : 'grab',
        opacity: isDragging ? 0.4 : 1,
        // A long press drags on a touch screen; a swipe still scrolls the page.
        touchAction: 'manipulation',
        userSelect: 'none',
        WebkitTouchCallout: 'none',
      }}
    />
  );
}

/** One day of the week: a drop target with its workouts, or "Rest". */
function DayCell({ day, workouts }: { day: number; workouts: WorkoutNode[] }) {
  const w = useText(builderText).week;
  const { setNodeRef, isOver } = useDroppable({ id: dayTarget(day) });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="calendar-day"
      data-day={day}
      data-rest={workouts.length === 0}
      sx={{
        display: 'flex',
        // A phone: the day beside its workouts, one line a day. From md: a column of the week.
        flexDirection: { xs: 'row', md: 'column' },
        alignItems: { xs: 'center', md: 'stretch' },
        gap: 0.75,
        minWidth: 0,
        minHeight: { xs: 44, md: 96 },
        p: 1,
        border: 1,
        // A rest day's cell is dashed; the cell a workout is dragged over is highlighted.
        borderStyle: workouts.length || isOver ? 'solid' : 'dashed',
        borderRadius: 1,
        borderColor: isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'action.hover' : 'transparent',
      }}
    >
      <Typography variant="caption" component="span" sx={{ fontWeight: 600, flex: { xs: '0 0 56px', md: 'none' } }}>
        {w.day(day)}
      </Typography>
      {workouts.length ? (
        <Stack direction={{ xs: 'row', md: 'column' }} spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', minWidth: 0, flex: 1 }}>
          {workouts.map((wo) => (
            <DraggableWorkout key={wo.id} workout={wo} />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" component="span">
          {w.rest}
        </Typography>
      )}
    </Box>
  );
}

export function PhaseWeek({ programId, title, workouts }: { programId: number; title: string; workouts: WorkoutNode[] }) {
  const update = useUpdateWorkout(programId);
  const [moving, setMoving] = useState<Dragged | null>(null);
  const w = useText(builderText).week;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: toNextDay }),
  );
  const days = weekDays(workouts);

  const onDragStart = ({ active }: DragStartEvent) => setMoving(dragged(active));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setMoving(null);
    const day = targetDay(over?.id);
    const { id, day: from } = dragged(active);
    if (day !== null && day !== from) update.mutate({ id, changes: { day } });
  };

  // What a screen reader hears while a workout moves (by title and day).
  const announcements: Announcements = {
    onDragStart: ({ active }) => w.pickedUp(dragged(active).title, dragged(active).day),
    onDragOver: ({ active, over }) => {
      const day = targetDay(over?.id);
      return day === null ? w.notOver(dragged(active).title) : w.over(dragged(active).title, day);
    },
    onDragEnd: ({ active, over }) => {
      const { title: name, day: from } = dragged(active);
      const day = targetDay(over?.id);
      return day === null || day === from ? w.droppedBack(name, from) : w.dropped(name, day);
    },
    onDragCancel: ({ active }) => w.cancelled(dragged(active).title),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setMoving(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: w.instructions } }}
    >
      <Box
        component="ol"
        aria-label={w.of(title)}
        data-testid="phase-week"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(7, minmax(0, 1fr))' }, gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
      >
        {DAYS.map((day) => (
          <DayCell key={day} day={day} workouts={days[day - 1] ?? []} />
        ))}
      </Box>
      {workouts.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {w.hint}
        </Typography>
      )}
      <DragOverlay>{moving ? <Chip size="small" color="primary" icon={<DragIndicatorIcon />} label={moving.title} sx={{ cursor: 'grabbing', boxShadow: 4 }} /> : null}</DragOverlay>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {days.map((list, i) =>
          list.length ? (
            <Stack key={DAYS[i]} spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {w.day(DAYS[i]!)}
              </Typography>
              {list.map((wo) => (
                <WorkoutCard key={wo.id} programId={programId} workout={wo} />
              ))}
            </Stack>
          ) : null,
        )}
      </Stack>
    </DndContext>
  );
}
