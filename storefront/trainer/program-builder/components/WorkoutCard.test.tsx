// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createTheme, ThemeProvider } from '@mui/material';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutExerciseNode, WorkoutNode } from '../../common/programs/api/get-program-tree';
import { WorkoutCard } from './WorkoutCard';

const { idle } = vi.hoisted(() => ({ idle: () => () => ({ mutate: vi.fn(), isPending: false }) }));
vi.mock('../api/update-workout', () => ({ useUpdateWorkout: idle() }));
vi.mock('../api/delete-workout', () => ({ useDeleteWorkout: idle() }));
vi.mock('../api/update-workout-exercise', () => ({ useUpdateWorkoutExercise: idle() }));
vi.mock('../api/delete-workout-exercise', () => ({ useDeleteWorkoutExercise: idle() }));
vi.mock('./ExercisePickerDialog', () => ({ ExercisePickerDialog: () => null }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// MUI's useMediaQuery (the exercises' layout) asks the window: a phone when `phone` is set.
let phone = false;
window.matchMedia = ((query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  phone = false;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const exercise = (id: number, name: string, group_label: string | null, sets = 3) =>
  ({ id, workout_id: 10, exercise_id: id, position: id, sets, measure: 'reps', reps: '10', group_label, exercise: { id, name } }) as WorkoutExerciseNode;
const workout = (exercises: WorkoutExerciseNode[]) => ({ id: 10, split_id: 3, day: 1, title: 'Upper', workout_exercise: exercises }) as unknown as WorkoutNode;
const render = (w: WorkoutNode) =>
  act(async () =>
    root.render(
      <ThemeProvider theme={createTheme()}>
        <WorkoutCard programId={1} workout={w} />
      </ThemeProvider>,
    ),
  );
const texts = (testId: string) => [...container.querySelectorAll(`[data-testid="${testId}"]`)].map((e) => e.textContent);
const names = () => [...container.querySelectorAll('[data-testid="workout-exercise"]')].map((e) => e.querySelector('select[data-testid="exercise-group"]')!.getAttribute('aria-label'));

const list = [exercise(1, 'Bench press', 'A', 4), exercise(2, 'Pull-up', 'A', 3), exercise(4, 'Curl', 'B'), exercise(5, 'Row', 'C'), exercise(6, 'Plank', 'C'), exercise(7, 'Crunch', 'C', 2)];

describe("a workout's supersets and circuits", () => {
  it('shows each group once, over its first exercise, and the hint on a letter alone, the rows in their order', async () => {
    await render(workout(list));
    expect(texts('exercise-block-caption')).toEqual(['Superset A · 4 rounds', 'Circuit C · 3 rounds']);
    expect(texts('exercise-group-hint')).toEqual(['Give a second exercise this letter to make a superset']);
    expect(names()).toEqual(['Group, Bench press', 'Group, Pull-up', 'Group, Curl', 'Group, Row', 'Group, Plank', 'Group, Crunch']);
    const rows = [...container.querySelectorAll('tbody tr')];
    // The captions' rows stand right above their groups' first exercises.
    expect(rows.map((r) => r.getAttribute('data-testid') ?? 'caption')).toEqual([
      'caption',
      'workout-exercise',
      'workout-exercise',
      'workout-exercise',
      'caption',
      'workout-exercise',
      'workout-exercise',
      'workout-exercise',
    ]);
    expect(container.querySelector('[data-testid="exercise-group-hint"]')!.closest('tr')!.textContent).toContain('Curl');
  }, 20_000);

  it('on a phone too, the caption in the first card of its group', async () => {
    phone = true;
    await render(workout([exercise(1, 'Bench press', 'A', 4), exercise(3, 'Dip', null), exercise(2, 'Pull-up', 'A', 3)]));
    expect(container.querySelector('table')).toBeNull();
    const cards = [...container.querySelectorAll('li[data-testid="workout-exercise"]')];
    expect(cards.map((c) => c.getAttribute('data-group'))).toEqual(['A', null, 'A']);
    expect(cards[0].querySelector('[data-testid="exercise-block-caption"]')!.textContent).toBe('Superset A · 4 rounds · done together, though apart in the list');
    expect(texts('exercise-block-caption')).toHaveLength(1);
  }, 20_000);
});
