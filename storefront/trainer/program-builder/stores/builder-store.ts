/**
 * The program builder's state outside React: the details form being edited, whether it is saved, and
 * the save indicator's counters (details autosave and structure changes alike).
 *
 * It lives outside the screen because /trainer/add-program and /trainer/edit-program/{id} are two
 * screens: the first save of a new program creates the draft and moves to the edit address, and the
 * form (with anything typed meanwhile) is handed over instead of being reloaded.
 *
 * A program with splits lasts the sum of their weeks (ADR 024): `splitWeeks` holds that sum, the form's length
 * follows it, and the autosave leaves the length to the server.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isApiError } from '../../../../src/api/errors';
import { builderText } from '../i18n/en';
import { messagesText } from '../../../../src/config/i18n/en';
import { textOf } from '../../../../src/i18n/text';
import { detailsToSave, emptyForm, formProblems, formToRecord, type DetailsField, type DetailsForm } from '../details-form';
import { createProgram } from '../api/create-program';
import { updateProgram } from '../api/update-program';

export interface BuilderState {
  /** The program the form belongs to; null: a new program, not saved yet. */
  programId: number | null;
  /** The form was just created here: the edit screen keeps it instead of loading the saved copy. */
  handoff: boolean;
  form: DetailsForm;
  /** The sum of the program's splits' weeks, its length; null while it has no split (its length is the form's). */
  splitWeeks: number | null;
  /** Bumped by every edit; the form is saved when `savedVersion` caught up. */
  version: number;
  savedVersion: number;
  touched: Partial<Record<DetailsField, boolean>>;
  /** Show every field's problem, touched or not (after a submit attempt). */
  revealAll: boolean;
  /** Saves under way (details and structure). */
  pending: number;
  /** The last failed save's message, until the next save succeeds. */
  error: string | null;
  savedAt: number | null;
}

const initial = (): BuilderState => ({
  programId: null,
  handoff: false,
  form: emptyForm(),
  splitWeeks: null,
  version: 0,
  savedVersion: 0,
  touched: {},
  revealAll: false,
  pending: 0,
  error: null,
  savedAt: null,
});

export const builderStore = createStore<BuilderState>()(() => initial());

export function useBuilder<T>(selector: (s: BuilderState) => T): T {
  return useStore(builderStore, selector);
}

export const builder = {
  /** A new program (add-program). */
  startNew() {
    builderStore.setState((s) => ({ ...initial(), pending: s.pending }));
  },
  /** An existing program's saved details (edit-program), and its splits' weeks (null: it has none). */
  load(programId: number, form: DetailsForm, splitWeeks: number | null = null) {
    builderStore.setState((s) => ({ ...initial(), pending: s.pending, programId, form: withLength(form, splitWeeks), splitWeeks }));
  },
  /**
   * The program's splits' weeks as its tree says them now (null: no split). The form's length follows them without
   * counting as an edit: the server keeps that length.
   */
  followSplits(splitWeeks: number | null) {
    const s = builderStore.getState();
    if (s.splitWeeks === splitWeeks && (splitWeeks === null || s.form.duration_weeks === String(splitWeeks))) return;
    builderStore.setState({ splitWeeks, form: withLength(s.form, splitWeeks) });
  },
  edit(patch: Partial<DetailsForm>) {
    const s = builderStore.getState();
    builderStore.setState({ form: { ...s.form, ...patch }, version: s.version + 1 });
  },
  touch(field: DetailsField) {
    builderStore.setState((s) => ({ touched: { ...s.touched, [field]: true } }));
  },
  revealAll() {
    builderStore.setState({ revealAll: true });
  },
  /** Counts a save for the indicator; records its failure (and rethrows it). */
  async track<T>(work: () => Promise<T>): Promise<T> {
    builderStore.setState((s) => ({ pending: s.pending + 1 }));
    try {
      const result = await work();
      builderStore.setState((s) => ({ pending: s.pending - 1, error: null, savedAt: Date.now() }));
      return result;
    } catch (error) {
      const message = isApiError(error) && error.isTokenExpired ? textOf(builderText).save.sessionEnded : error instanceof Error && error.message ? error.message : textOf(messagesText).defaultError;
      builderStore.setState((s) => ({ pending: s.pending - 1, error: message }));
      throw error;
    }
  },
};

/** The form with the splits' weeks as its length (unchanged without splits). */
function withLength(form: DetailsForm, splitWeeks: number | null): DetailsForm {
  return splitWeeks === null ? form : { ...form, duration_weeks: String(splitWeeks) };
}

export const isDirty = (s: BuilderState) => s.version !== s.savedVersion;

export interface SaveHooks {
  /** The draft was created: its id (the screen moves to its edit address). */
  onCreated?: (id: number) => void;
  onSaved?: (id: number) => void;
}

let queue: Promise<void> = Promise.resolve();

/**
 * Saves the details if they changed and follow the rules: creates the draft on the first save, then
 * updates it. Saves run one after another, so a new program is created once. Rejects when the save fails.
 */
export function saveDetails(hooks: SaveHooks = {}): Promise<void> {
  const run = async () => {
    const s = builderStore.getState();
    if (!isDirty(s) || Object.keys(formProblems(s.form)).length) return;
    const version = s.version;
    const record = formToRecord(s.form);
    // A saved program with splits: its length is theirs (the server refuses another).
    const changes = detailsToSave(s.form, s.splitWeeks !== null);
    const programId = s.programId;
    await builder.track(async () => {
      let id = programId;
      if (id === null) {
        id = await createProgram({ ...record, status: 'draft' });
        builderStore.setState({ programId: id, handoff: true });
        hooks.onCreated?.(id);
      } else {
        await updateProgram(id, changes);
      }
      // Only this program's form: another may have been loaded meanwhile.
      if (builderStore.getState().programId === id) builderStore.setState((st) => ({ savedVersion: Math.max(st.savedVersion, version) }));
      hooks.onSaved?.(id);
    });
  };
  const next = queue.then(run);
  queue = next.catch(() => undefined);
  return next;
}
