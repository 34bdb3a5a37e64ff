// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { createTheme, ThemeProvider } from '@mui/material';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineStatusStore } from '../../../../src/offline/status-store';
import type { SplitNode, WorkoutNode } from '../../common/programs/api/get-program-tree';
import { SplitCard } from './SplitCard';

const { updateWorkout, updateSplit, createWorkout, copySplit, idle } = vi.hoisted(() => ({
  updateWorkout: vi.fn(),
  updateSplit: vi.fn(),
  createWorkout: vi.fn(),
  copySplit: vi.fn(),
  idle: (mutate: unknown) => () => ({ mutate, isPending: false }),
}));
vi.mock('../api/update-workout', () => ({ useUpdateWorkout: idle(updateWorkout) }));
vi.mock('../api/update-split', () => ({ useUpdateSplit: idle(updateSplit) }));
vi.mock('../api/create-workout', () => ({ useCreateWorkout: idle(createWorkout) }));
vi.mock('../api/copy-split', () => ({ useCopySplit: idle(copySplit) }));
vi.mock('../api/delete-split', () => ({ useDeleteSplit: idle(vi.fn()) }));
vi.mock('../api/delete-workout', () => ({ useDeleteWorkout: idle(vi.fn()) }));
vi.mock('./ExercisePickerDialog', () => ({ ExercisePickerDialog: () => null }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// MUI's useMediaQuery (the exercises' layout) asks the window.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;

const theme = createTheme();
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  for (const m of [updateWorkout, updateSplit, createWorkout, copySplit]) m.mockReset();
  offlineStatusStore.getState().setOnline(true);
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const run = (fn: () => void) => act(async () => fn());
const workout = (id: number, day: number, title: string) => ({ id, split_id: 3, day, title, workout_exercise: [] }) as unknown as WorkoutNode;
const split = (workouts: WorkoutNode[], patch: Partial<SplitNode> = {}) =>
  ({ id: 3, program_id: 1, title: 'Foundation', position: 0, weeks: 4, is_preview: 0, description: null, workout: workouts, ...patch }) as SplitNode;
const render = (s: SplitNode, props: { full?: boolean } = {}) =>
  run(() =>
    root.render(
      <ThemeProvider theme={theme}>
        <DndContext>
          <SortableContext items={[s.id!]}>
            <SplitCard programId={1} split={s} index={1} covers={{ first: 5, last: 8 }} room={52} full={props.full ?? false} />
          </SortableContext>
        </DndContext>
      </ThemeProvider>,
    ),
  );
const days = () => [...container.querySelectorAll<HTMLElement>('[data-testid="calendar-day"]')];
const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

describe("a split's week", () => {
  it('shows seven days in the week strip, each with its workouts or "Rest", and the weeks of the program it covers', async () => {
    await render(split([workout(10, 1, 'Upper'), workout(11, 3, 'Lower'), workout(12, 3, 'Run')]));
    expect(container.querySelector('[data-testid="phase-week"]')?.getAttribute('aria-label')).toBe('Week of Foundation');
    expect(days().map((d) => d.dataset.day)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(days().map((d) => d.textContent)).toEqual(['Day 1Upper', 'Day 2Rest', 'Day 3LowerRun', 'Day 4Rest', 'Day 5Rest', 'Day 6Rest', 'Day 7Rest']);
    expect(container.querySelector('[data-testid="split-weeks-covered"]')?.textContent).toBe('Weeks 5–8');
    expect(container.querySelectorAll('[data-testid="workout"]')).toHaveLength(3);
    // The cards are grouped under their day.
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Day 1', 'Day 3']);
  });

  it("moves a workout to another day with its Day field, named after the workout", async () => {
    await render(split([workout(10, 1, 'Upper')]));
    const select = container.querySelector<HTMLSelectElement>('select[aria-label="Day of Upper"]')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Day 7']);
    expect(select.value).toBe('1');
    await run(() => {
      select.value = '4';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(updateWorkout).toHaveBeenCalledWith({ id: 10, changes: { day: 4 } });
  });

  it('adds a workout on the first rest day of the week', async () => {
    await render(split([workout(10, 1, 'Upper'), workout(11, 2, 'Lower')]));
    const add = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Add workout')!;
    await run(() => add.click());
    expect(createWorkout).toHaveBeenCalledWith({ split_id: 3, day: 3, title: 'Workout 3' });
  });

  it("saves the split's weeks, within the contract's limits", async () => {
    await render(split([]));
    const weeks = container.querySelector<HTMLInputElement>('input[data-testid="split-weeks"]')!;
    expect(weeks.value).toBe('4');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const type = async (text: string) => {
      await run(() => weeks.focus());
      await run(() => {
        setter.call(weeks, text);
        weeks.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await run(() => weeks.blur());
    };
    await type('53');
    expect(container.textContent).toContain('A whole number from 1 to 52');
    expect(updateSplit).not.toHaveBeenCalled();
    await type('6');
    expect(updateSplit).toHaveBeenCalledWith({ id: 3, changes: { weeks: 6 } });
  });

  it('copies the week as it is or as a deload week, and not while offline', async () => {
    await render(split([]));
    await run(() => button('Copy week of Foundation').click());
    expect(copySplit).toHaveBeenLastCalledWith({ splitId: 3, deload: false });
    await run(() => button('Insert deload week after Foundation').click());
    expect(copySplit).toHaveBeenLastCalledWith({ splitId: 3, deload: true });
    expect(container.querySelector('[data-testid="copy-week-why"]')).toBeNull();

    await run(() => offlineStatusStore.getState().setOnline(false));
    expect(button('Copy week of Foundation').disabled).toBe(true);
    expect(button('Insert deload week after Foundation').disabled).toBe(true);
    const why = container.querySelector('[data-testid="copy-week-why"]')!;
    expect(why.textContent).toBe('Copying a week needs a connection: you are offline.');
    expect(button('Copy week of Foundation').getAttribute('aria-describedby')).toBe(why.id);
  });

  it('cannot copy a week past the longest program', async () => {
    await render(split([]), { full: true });
    expect(button('Copy week of Foundation').disabled).toBe(true);
    expect(container.querySelector('[data-testid="copy-week-why"]')?.textContent).toBe('A program lasts at most 104 weeks: there is no room for another week.');
  });
});
