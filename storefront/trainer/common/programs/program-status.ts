/**
 * A program's status as the trainer studio shows it (labels, chip colours) and the status changes a
 * trainer may ask for from each status. Publishing is an admin's approval (ADR 005): the trainer's
 * "Publish" submits for review; "Unpublish" and "Withdraw from review" go back to draft.
 */
import type { Row } from '../../../../src/api/records';
import { programsText } from './i18n/en';

export type ProgramStatus = Row<'program'>['status'];

export const PROGRAM_STATUSES: readonly ProgramStatus[] = ['draft', 'pending_review', 'published', 'archived'];

/** The statuses' names in English (the screens read them in the current language: programsText.status). */
export const STATUS_LABEL: Record<ProgramStatus, string> = programsText.en.status;

export const STATUS_COLOR: Record<ProgramStatus, 'default' | 'warning' | 'success' | 'info'> = {
  draft: 'default',
  pending_review: 'warning',
  published: 'success',
  archived: 'info',
};

export type StatusAction = 'submit' | 'withdraw' | 'unpublish' | 'archive' | 'restore';

/** Where each action takes the program; its words (button, toast) are programsText.actions. */
export const STATUS_ACTIONS: Record<StatusAction, { label: string; to: ProgramStatus; done: string }> = {
  submit: { ...programsText.en.actions.submit, to: 'pending_review' },
  withdraw: { ...programsText.en.actions.withdraw, to: 'draft' },
  unpublish: { ...programsText.en.actions.unpublish, to: 'draft' },
  archive: { ...programsText.en.actions.archive, to: 'archived' },
  restore: { ...programsText.en.actions.restore, to: 'draft' },
};

/** The status changes a trainer may ask for, in the order they are offered. */
export function statusActions(status: ProgramStatus): StatusAction[] {
  switch (status) {
    case 'draft':
      return ['submit', 'archive'];
    case 'pending_review':
      return ['withdraw', 'archive'];
    case 'published':
      return ['unpublish', 'archive'];
    case 'archived':
      return ['restore'];
  }
}
