import { readNumber } from '../common/typed-number';
import { describe, expect, it } from 'vitest';
import fr from '../../../src/app/generated/translations-fr';
import { loadProblem, progressionProblem, weekTable } from '../../../src/domain/progression';
import { addTranslations, textIn } from '../../../src/i18n/text';
import { builderText } from './i18n/en';
import {
  blankWeeks,
  loadFieldProblem,
  loadKindChanges,
  loadShown,
  normalLoad,
  previewPrescription,
  progressionChanges,
  progressionSummary,
  progressionToForm,
  programWeeks,
  readPercents,
  readProgressionForm,
  withoutLoad,
  type Prescription,
  type ProgressionForm,
} from './progression-form';

const form = (patch: Partial<ProgressionForm>): ProgressionForm => ({ rule: 'none', loadStep: '', repsStep: '', percents: '', weeks: [], ...patch });
const squat: Prescription = { reps: '5', load_kind: 'kg', load: 60, progression: null };

describe('the percentages typed', () => {
  it('reads numbers between commas, spaces, slashes or semicolons, a "%" allowed', () => {
    expect(readPercents('70, 75,80 ,60')).toEqual({ value: [70, 75, 80, 60] });
    expect(readPercents('70/75/80/60 %')).toEqual({ value: [70, 75, 80, 60] });
    expect(readPercents('72.5; 75%')).toEqual({ value: [72.5, 75] });
    expect(readPercents('  ')).toEqual({ value: [] });
  });

  it('refuses what is not a number, one outside 1–150, and more than 52 weeks', () => {
    expect(readPercents('70, abc')).toEqual({ problem: 'format' });
    expect(readPercents('70, -5')).toEqual({ problem: 'format' });
    expect(readPercents('70, 151')).toEqual({ problem: 'range' });
    expect(readPercents('0')).toEqual({ problem: 'range' });
    expect(readPercents(Array(52).fill('70').join(','))).toEqual({ value: Array(52).fill(70) });
    expect(readPercents(Array(53).fill('70').join(','))).toEqual({ problem: 'count' });
  });

  it("says why in the builder's words", () => {
    const words = builderText.en;
    expect(readProgressionForm(form({ rule: 'percent', percents: '70, abc' }), squat, words).problems).toEqual({ percents: 'Type numbers separated by commas, e.g. 70, 75, 80' });
    expect(readProgressionForm(form({ rule: 'percent', percents: '70, 151' }), squat, words).problems).toEqual({ percents: 'Each between 1 and 150' });
    expect(readProgressionForm(form({ rule: 'percent', percents: '' }), squat, words).problems).toEqual({ percents: 'Give the percentage of each week' });
    // As typed, only what is wrong; what is missing once saved.
    expect(readProgressionForm(form({ rule: 'percent', percents: '' }), squat, words, false).problems).toEqual({});
  });
});

describe('numbers and loads as typed', () => {
  it('reads a decimal point or comma, a sign, within limits; blank is none', () => {
    expect(readNumber('62.5', { min: 0, max: 1000 })).toEqual({ value: 62.5 });
    expect(readNumber(' 62,5 ', { min: 0, max: 1000 })).toEqual({ value: 62.5 });
    expect(readNumber('-2.5', { min: -100, max: 100 })).toEqual({ value: -2.5 });
    expect(readNumber('+1', { min: -10, max: 10 }, true)).toEqual({ value: 1 });
    expect(readNumber('1.5', { min: -10, max: 10 }, true)).toEqual({ problem: 'format' });
    expect(readNumber('', { min: 0, max: 10 })).toEqual({ value: null });
    expect(readNumber('heavy', { min: 0, max: 10 })).toEqual({ problem: 'format' });
    expect(readNumber('11', { min: 0, max: 10 })).toEqual({ problem: 'range' });
    expect(normalLoad('62,5')).toBe('62.5');
    expect(normalLoad('heavy')).toBe('heavy');
  });

  it("checks the load against its kind's range and what the progression needs", () => {
    expect(loadFieldProblem('62.5', 'kg', null)).toBeNull();
    expect(loadFieldProblem('', 'kg', null)).toBeNull();
    expect(loadFieldProblem('11', 'rpe', null)).toBe('Between 1 and 10');
    expect(loadFieldProblem('151', 'percent_1rm', null)).toBe('Between 1 and 150');
    expect(loadFieldProblem('lots', 'kg', null)).toBe('Type a number, e.g. 62.5');
    expect(loadFieldProblem('', 'kg', { rule: 'add', load_step: 2.5 })).toBe('The progression moves the load: give one');
    expect(loadFieldProblem('', 'kg', { rule: 'add', reps_step: 1 })).toBeNull();
    addTranslations('fr', fr);
    expect(loadFieldProblem('11', 'rpe', null, textIn(builderText, 'fr'))).toBe('Entre 1 et 10');
  });

  it('choosing no load clears the load and what of the progression moves it', () => {
    expect(loadKindChanges(null, { ...squat, progression: { rule: 'percent', percents: [70, 80] } }).changes).toEqual({ load_kind: null, load: null, progression: null });
    expect(loadKindChanges(null, { ...squat, progression: { rule: 'add', load_step: 2.5 } }).changes).toEqual({ load_kind: null, load: null, progression: null });
    expect(loadKindChanges(null, { ...squat, progression: { rule: 'add', load_step: 2.5, reps_step: 1 } }).changes).toEqual({ load_kind: null, load: null, progression: { rule: 'add', reps_step: 1 } });
    expect(withoutLoad({ rule: 'add', reps_step: 1 })).toEqual({ rule: 'add', reps_step: 1 });
    expect(withoutLoad({ rule: 'weeks', weeks: [{ reps: '8', load: 60 }, { load: 65 }] })).toEqual({ rule: 'weeks', weeks: [{ reps: '8' }, {}] });
    expect(withoutLoad({ rule: 'weeks', weeks: [{ load: 60 }] })).toBeNull();
  });

  it('another kind keeps the load when it fits, and saves nothing when it does not', () => {
    expect(loadKindChanges('percent_1rm', squat)).toEqual({ changes: { load_kind: 'percent_1rm', load: 60 } });
    expect(loadKindChanges('rpe', squat)).toEqual({ problem: 'range' });
    expect(loadKindChanges('rpe', { reps: '5', load_kind: null, load: null })).toEqual({ changes: { load_kind: 'rpe', load: null } });
  });

  it('never saves what the server refuses', () => {
    const rows: Prescription[] = [squat, { ...squat, load: 80, progression: { rule: 'add', load_step: 2.5, reps_step: 1 } }, { ...squat, progression: { rule: 'percent', percents: [70] } }, { ...squat, progression: { rule: 'weeks', weeks: [{ load: 70 }] } }];
    for (const row of rows) {
      for (const kind of [null, 'kg', 'percent_1rm', 'rpe', 'rir'] as const) {
        const result = loadKindChanges(kind, row);
        if (result.changes) {
          const saved = { ...row, ...result.changes };
          expect(loadProblem(saved)).toBeNull();
          expect(progressionProblem(saved)).toBeNull();
        }
      }
    }
  });
});

describe('a progression in one line', () => {
  it('says each rule', () => {
    expect(progressionSummary({ rule: 'add', load_step: 2.5 }, 'kg')).toBe('+2.5 kg/week');
    expect(progressionSummary({ rule: 'add', reps_step: 1 }, null)).toBe('+1 rep/week');
    expect(progressionSummary({ rule: 'add', reps_step: 2 }, null)).toBe('+2 reps/week');
    expect(progressionSummary({ rule: 'add', load_step: -0.5, reps_step: 1 }, 'rpe')).toBe('−0.5 RPE, +1 rep/week');
    expect(progressionSummary({ rule: 'add', load_step: 2.5 }, 'percent_1rm')).toBe('+2.5 %/week');
    expect(progressionSummary({ rule: 'percent', percents: [70, 75, 80, 60] }, null)).toBe('70/75/80/60 %');
    expect(progressionSummary({ rule: 'percent', percents: [60, 65, 70, 75, 80, 85, 90] }, null)).toBe('60/65/70/75/80/85/… %');
    expect(progressionSummary({ rule: 'weeks', weeks: [{ reps: '8' }] }, 'kg')).toBe('Week by week');
    expect(progressionSummary(null, 'kg')).toBe('');
  });

  it('in French', () => {
    addTranslations('fr', fr);
    const t = textIn(builderText, 'fr').exercise.progression;
    expect(progressionSummary({ rule: 'add', load_step: 2.5 }, 'kg', t)).toBe('+2,5 kg/semaine');
    expect(progressionSummary({ rule: 'weeks', weeks: [{}] }, 'kg', t)).toBe('Semaine par semaine');
  });

  it('shows a load with its unit', () => {
    expect(loadShown('percent_1rm', 75)).toBe('75 %');
    expect(loadShown('kg', 62.5)).toBe('62.5 kg');
    expect(loadShown('rpe', 8)).toBe('RPE 8');
    expect(loadShown('rir', 2)).toBe('RIR 2');
    expect(loadShown(null, null)).toBe('—');
  });
});

describe('the progression the dialog saves', () => {
  it('reads the stored progression into its fields', () => {
    expect(progressionToForm(null)).toEqual(form({}));
    expect(progressionToForm({ rule: 'add', load_step: 2.5, reps_step: 1 })).toEqual(form({ rule: 'add', loadStep: '2.5', repsStep: '1' }));
    expect(progressionToForm({ rule: 'percent', percents: [70, 75] })).toEqual(form({ rule: 'percent', percents: '70, 75' }));
    expect(progressionToForm({ rule: 'weeks', weeks: [{ reps: '8', load: 60 }, {}] })).toEqual(form({ rule: 'weeks', weeks: [{ reps: '8', load: '60' }, { reps: '', load: '' }] }));
  });

  it('builds each rule, with only what is set', () => {
    expect(readProgressionForm(form({ rule: 'none' }), squat)).toEqual({ progression: null, problems: {} });
    expect(readProgressionForm(form({ rule: 'add', loadStep: '2,5', repsStep: '' }), squat)).toEqual({ progression: { rule: 'add', load_step: 2.5 }, problems: {} });
    expect(readProgressionForm(form({ rule: 'add', loadStep: '0', repsStep: '1' }), squat)).toEqual({ progression: { rule: 'add', reps_step: 1 }, problems: {} });
    expect(readProgressionForm(form({ rule: 'percent', percents: '70, 75,80 ,60' }), squat)).toEqual({ progression: { rule: 'percent', percents: [70, 75, 80, 60] }, problems: {} });
    expect(readProgressionForm(form({ rule: 'weeks', weeks: [{ reps: ' 8 ', load: '60' }, { reps: '', load: '' }, { reps: '6', load: '' }] }), squat)).toEqual({
      progression: { rule: 'weeks', weeks: [{ reps: '8', load: 60 }, {}, { reps: '6' }] },
      problems: {},
    });
    // Without a load kind, a week's load means nothing and is left out.
    expect(readProgressionForm(form({ rule: 'weeks', weeks: [{ reps: '8', load: '60' }] }), { reps: '10' }).progression).toEqual({ rule: 'weeks', weeks: [{ reps: '8' }] });
  });

  it('says what is wrong or missing', () => {
    const add = (loadStep: string, repsStep: string, base: Prescription = squat) => readProgressionForm(form({ rule: 'add', loadStep, repsStep }), base).problems;
    expect(add('', '')).toEqual({ rule: 'Give a load step or a reps step' });
    expect(add('101', '')).toEqual({ loadStep: 'Between -100 and 100' });
    expect(add('', '1.5')).toEqual({ repsStep: 'Type a whole number, e.g. 1' });
    expect(add('', '11')).toEqual({ repsStep: 'Between -10 and 10' });
    expect(add('2.5', '', { reps: '5' })).toEqual({ loadStep: 'Give the exercise a load first' });
    expect(add('2.5', '', { reps: '5', load_kind: 'kg', load: null })).toEqual({ loadStep: 'Give the exercise a load first' });
    expect(readProgressionForm(form({ rule: 'weeks', weeks: [] }), squat).problems).toEqual({ weeks: 'Add a week' });
    expect(readProgressionForm(form({ rule: 'weeks', weeks: [{ reps: 'x'.repeat(21), load: '1200' }] }), squat).problems).toEqual({
      weekRows: { 0: { reps: 'At most 20 characters', load: 'Between 0 and 1000' } },
    });
    expect(readProgressionForm(form({ rule: 'weeks', weeks: blankWeeks(53).concat({ reps: '', load: '' }) }), squat).problems).toEqual({ weeks: 'At most 52 weeks' });
  });

  it('keeps what can be read for the preview while the fields have problems', () => {
    expect(readProgressionForm(form({ rule: 'percent', percents: '70, 7x, 80' }), squat, builderText.en, false).progression).toEqual({ rule: 'percent', percents: [70, 80] });
    expect(readProgressionForm(form({ rule: 'add', loadStep: 'abc', repsStep: '1' }), squat, builderText.en, false).progression).toEqual({ rule: 'add', reps_step: 1 });
  });

  it('sends the progression, and a percentage of the 1RM as the kind when a percentage rule has none', () => {
    expect(progressionChanges({ rule: 'add', load_step: 2.5 }, squat)).toEqual({ progression: { rule: 'add', load_step: 2.5 } });
    expect(progressionChanges(null, squat)).toEqual({ progression: null });
    expect(progressionChanges({ rule: 'percent', percents: [70] }, squat)).toEqual({ progression: { rule: 'percent', percents: [70] } });
    expect(progressionChanges({ rule: 'percent', percents: [70] }, { reps: '5' })).toEqual({ progression: { rule: 'percent', percents: [70] }, load_kind: 'percent_1rm', load: null });
  });

  it('previews every week of the program from what is typed', () => {
    const { progression } = readProgressionForm(form({ rule: 'percent', percents: '70, 75, 80, 60' }), squat);
    expect(weekTable(previewPrescription(squat, progression), 6).map((w) => loadShown(w.loadKind, w.load))).toEqual(['70 %', '75 %', '80 %', '60 %', '70 %', '75 %']);
    const add = readProgressionForm(form({ rule: 'add', loadStep: '2.5' }), squat).progression;
    expect(weekTable(previewPrescription(squat, add), 3).map((w) => loadShown(w.loadKind, w.load))).toEqual(['60 kg', '62.5 kg', '65 kg']);
  });

  it("starts a week-by-week list with the program's weeks, at most 52", () => {
    expect(blankWeeks(4)).toHaveLength(4);
    expect(blankWeeks(104)).toHaveLength(52);
    expect(blankWeeks(0)).toHaveLength(1);
  });

  it("reads the program's weeks from its details, the default when not a count", () => {
    expect(programWeeks('8')).toBe(8);
    expect(programWeeks(12)).toBe(12);
    expect(programWeeks('')).toBe(4);
    expect(programWeeks('0')).toBe(4);
    expect(programWeeks('105')).toBe(4);
    expect(programWeeks('2.5')).toBe(4);
  });
});
