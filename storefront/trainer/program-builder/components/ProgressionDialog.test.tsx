// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Prescription } from '../progression-form';
import { ProgressionDialog } from './ProgressionDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const run = (fn: () => void) => act(async () => fn());
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const field = (label: string) => {
  const el = [...dialog().querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '') === label);
  return document.getElementById(el!.htmlFor) as HTMLInputElement;
};
/** Types into a controlled input as a user does (React listens to the native input event). */
async function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await run(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const previewRows = () => [...dialog().querySelectorAll('[data-testid="progression-preview"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
const button = (name: string) => [...dialog().querySelectorAll('button')].find((b) => b.textContent === name)!;

async function render(row: Prescription, onSave = vi.fn(), onClose = vi.fn()) {
  await run(() => root.render(<ProgressionDialog open name="Back squat" row={row} weeks={5} onSave={onSave} onClose={onClose} />));
  return { onSave, onClose };
}

describe('the progression dialog', () => {
  it('is named after the exercise and previews every week of the program in a captioned table', async () => {
    await render({ reps: '5', load_kind: 'kg', load: 60, progression: { rule: 'add', load_step: 2.5 } });
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)!.textContent).toBe('Progression: Back squat');
    const table = dialog().querySelector('[data-testid="progression-preview"]')!;
    expect(table.tagName).toBe('TABLE');
    expect(table.querySelector('caption')!.textContent).toBe('Every week of Back squat');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Week', 'Reps', 'Load']);
    expect(previewRows()).toEqual([
      ['1', '5', '60 kg'],
      ['2', '5', '62.5 kg'],
      ['3', '5', '65 kg'],
      ['4', '5', '67.5 kg'],
      ['5', '5', '70 kg'],
    ]);
  });

  it('follows what is typed, says what is wrong, and saves only what the server takes', async () => {
    const { onSave, onClose } = await render({ reps: '5', load_kind: null, load: null, progression: { rule: 'percent', percents: [70] } });
    await type(field('Percentages of 1RM'), '70, 75,80 ,60');
    expect(previewRows().map((r) => r[2])).toEqual(['70 %', '75 %', '80 %', '60 %', '70 %']);
    await type(field('Percentages of 1RM'), '70, 151');
    expect(dialog().textContent).toContain('Each between 1 and 150');
    await run(() => button('Save').click());
    expect(onSave).not.toHaveBeenCalled();
    await type(field('Percentages of 1RM'), '70/80');
    await run(() => button('Save').click());
    expect(onSave).toHaveBeenCalledWith({ progression: { rule: 'percent', percents: [70, 80] }, load_kind: 'percent_1rm', load: null });
    expect(onClose).toHaveBeenCalled();
  });

  it('edits the steps of an added progression', async () => {
    const { onSave } = await render({ reps: '8-10', load_kind: 'rpe', load: 7, progression: { rule: 'add', reps_step: 1 } });
    await type(field('Load step (RPE)'), '0.5');
    expect(previewRows()[2]).toEqual(['3', '10-12', 'RPE 8']);
    await type(field('Reps step'), '');
    await run(() => button('Save').click());
    expect(onSave).toHaveBeenCalledWith({ progression: { rule: 'add', load_step: 0.5 } });
  });
});
