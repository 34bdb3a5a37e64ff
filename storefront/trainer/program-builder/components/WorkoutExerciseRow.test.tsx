// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Table, TableBody } from '@mui/material';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutExerciseNode } from '../../common/programs/api/get-program-tree';
import type { ExerciseGrouping } from '../group-form';
import { WorkoutExerciseCard, WorkoutExerciseRow } from './WorkoutExerciseRow';

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
const render = (row: WorkoutExerciseNode, grouping?: ExerciseGrouping) => run(() => root.render(<WorkoutExerciseCard programId={1} row={row} weeks={4} grouping={grouping} />));
const renderRow = (row: WorkoutExerciseNode, grouping?: ExerciseGrouping) =>
  run(() =>
    root.render(
      <Table>
        <TableBody>
          <WorkoutExerciseRow programId={1} row={row} weeks={4} grouping={grouping} />
        </TableBody>
      </Table>,
    ),
  );
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

describe("an exercise's group", () => {
  const group = () => container.querySelector<HTMLSelectElement>('select[data-testid="exercise-group"]')!;
  async function pick(value: string) {
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
    await run(() => {
      setter.call(group(), value);
      group().dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  it('is a select named after the exercise: None or a letter A-F', async () => {
    await render(squat());
    expect(group().getAttribute('aria-label')).toBe('Group, Back squat');
    expect(group().value).toBe('none');
    expect([...group().options].map((o) => o.textContent)).toEqual(['None', 'A', 'B', 'C', 'D', 'E', 'F']);
    // Its visible label, for those who see it.
    expect(container.querySelector(`label[for="${group().id}"]`)!.textContent).toBe('Group');
  });

  it('saves the letter chosen, and None as no group', async () => {
    await render(squat());
    await pick('B');
    expect(mutate).toHaveBeenLastCalledWith({ id: 7, changes: { group_label: 'B' } });
    await render(squat({ group_label: 'B' }));
    expect(group().value).toBe('B');
    await pick('none');
    expect(mutate).toHaveBeenLastCalledWith({ id: 7, changes: { group_label: null } });
    expect(mutate).toHaveBeenCalledTimes(2);
  });

  it("a letter no other exercise has says how to make a superset, as the select's description", async () => {
    await render(squat({ group_label: 'C' }), { label: null, kind: 'single', caption: null, alone: 'C' });
    const hint = container.querySelector('[data-testid="exercise-group-hint"]')!;
    expect(hint.textContent).toBe('Give a second exercise this letter to make a superset');
    expect(group().getAttribute('aria-describedby')).toBe(hint.id);
    expect(container.querySelector('[data-testid="exercise-block-caption"]')).toBeNull();
  });

  it("the first exercise of a group carries the group's caption, on a card and above a table row", async () => {
    const grouping: ExerciseGrouping = { label: 'A', kind: 'superset', caption: 'Superset A · 4 rounds', alone: null };
    await render(squat({ group_label: 'A' }), grouping);
    expect(container.querySelector('[data-testid="exercise-block-caption"]')!.textContent).toBe('Superset A · 4 rounds');
    expect(container.querySelector('[data-testid="workout-exercise"]')!.getAttribute('data-group')).toBe('A');
    expect(container.querySelector('[data-testid="exercise-group-hint"]')).toBeNull();

    await renderRow(squat({ group_label: 'A' }), grouping);
    const rows = [...container.querySelectorAll('tr')];
    expect(rows).toHaveLength(2);
    expect(rows[0].querySelector('[data-testid="exercise-block-caption"]')!.textContent).toBe('Superset A · 4 rounds');
    expect(rows[1].getAttribute('data-testid')).toBe('workout-exercise');
    // The row keeps its fields' names.
    expect(rows[1].querySelector('input[aria-label="Load, Back squat"]')).not.toBeNull();
    expect(rows[1].querySelector('select[aria-label="Group, Back squat"]')).not.toBeNull();
  });

  it('a later exercise of a group has no caption of its own', async () => {
    await renderRow(squat({ group_label: 'A' }), { label: 'A', kind: 'superset', caption: null, alone: null });
    expect(container.querySelectorAll('tr')).toHaveLength(1);
    expect(container.querySelector('[data-testid="exercise-block-caption"]')).toBeNull();
  });
});
