// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutExerciseNode } from '../../common/programs/api/get-program-tree';
import { WorkoutExerciseCard } from './WorkoutExerciseRow';

const mutate = vi.fn();
vi.mock('../api/update-workout-exercise', () => ({ useUpdateWorkoutExercise: () => ({ mutate }) }));
vi.mock('../api/delete-workout-exercise', () => ({ useDeleteWorkoutExercise: () => ({ mutate: vi.fn(), isPending: false }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  mutate.mockReset();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const run = (fn: () => void) => act(async () => fn());
const squat = (patch: Partial<WorkoutExerciseNode> = {}): WorkoutExerciseNode =>
  ({ id: 7, workout_id: 1, exercise_id: 2, sets: 3, measure: 'reps_load', reps: '5', load_kind: 'kg', load: 60, progression: { rule: 'add', load_step: 2.5 }, exercise: { id: 2, name: 'Back squat' }, ...patch }) as WorkoutExerciseNode;
const render = (row: WorkoutExerciseNode) => run(() => root.render(<WorkoutExerciseCard programId={1} row={row} weeks={4} />));
const byLabel = (name: string) => container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
const combobox = (label: string) => [...container.querySelectorAll<HTMLElement>('[role="combobox"]')].find((c) => c.getAttribute('aria-labelledby')?.split(' ').some((id) => document.getElementById(id)?.textContent === label))!;
async function choose(label: string, option: string) {
  await run(() => combobox(label).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
  const item = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === option)!;
  await run(() => item.click());
}
async function typeAndLeave(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await run(() => input.focus());
  await run(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await run(() => input.blur());
}

describe("an exercise's load and progression", () => {
  it('are named after the exercise, the progression described by its rule in a line', async () => {
    await render(squat());
    expect(byLabel('Load, Back squat')!.value).toBe('60');
    expect(combobox('Load as').textContent).toBe('kg');
    const button = container.querySelector<HTMLButtonElement>('button[aria-label^="Progression of"]')!;
    expect(button.getAttribute('aria-label')).toBe('Progression of Back squat');
    // The rule it follows is its description, shown under it.
    const summary = container.querySelector('[data-testid="progression-summary"]')!;
    expect(summary.textContent).toBe('+2.5 kg/week');
    expect(button.getAttribute('aria-describedby')).toBe(summary.id);
  });

  it('a kind the load does not fit is not saved until the load is in its range', async () => {
    await render(squat());
    await choose('Load as', 'RPE');
    expect(mutate).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Not saved: give a load in range');
    expect(container.textContent).toContain('Between 1 and 10');
    await typeAndLeave(byLabel('Load, Back squat')!, '8');
    expect(mutate).toHaveBeenCalledWith({ id: 7, changes: { load_kind: 'rpe', load: 8 } });
  });

  it('no load clears what of the progression moves it; a kind that fits is saved at once', async () => {
    await render(squat({ progression: { rule: 'percent', percents: [70, 80] } }));
    await choose('Load as', '% of 1RM');
    expect(mutate).toHaveBeenLastCalledWith({ id: 7, changes: { load_kind: 'percent_1rm', load: 60 } });
    await choose('Load as', 'None');
    expect(mutate).toHaveBeenLastCalledWith({ id: 7, changes: { load_kind: null, load: null, progression: null } });
  });

  it('a load the progression needs cannot be cleared', async () => {
    await render(squat());
    await typeAndLeave(byLabel('Load, Back squat')!, '');
    expect(mutate).not.toHaveBeenCalled();
    expect(container.textContent).toContain('The progression moves the load: give one');
  });

  it('are not there for a time or a distance', async () => {
    await render(squat({ measure: 'time', target_seconds: 45 }));
    expect(byLabel('Load, Back squat')).toBeNull();
    expect(container.querySelector('button[aria-label^="Progression of"]')).toBeNull();
  });
});
