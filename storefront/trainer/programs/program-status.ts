/**
 * A program's status as the trainer studio shows it (labels, chip colours) and the status changes a
 * trainer may ask for from each status. Publishing is an admin's approval (ADR 005): the trainer's
 * "Publish" submits for review; "Unpublish" and "Withdraw from review" go back to draft.
 */
import type { Row } from '../../../src/api/records';

export type ProgramStatus = Row<'program'>['status'];

export const PROGRAM_STATUSES: readonly ProgramStatus[] = ['draft', 'pending_review', 'published', 'archived'];

export const STATUS_LABEL: Record<ProgramStatus, string> = {
  draft: 'Draft',
  pending_review: 'Pending review',
  published: 'Published',
  archived: 'Archived',
};

export const STATUS_COLOR: Record<ProgramStatus, 'default' | 'warning' | 'success' | 'info'> = {
  draft: 'default',
  pending_review: 'warning',
  published: 'success',
  archived: 'info',
};

export type StatusAction = 'submit' | 'withdraw' | 'unpublish' | 'archive' | 'restore';

export const STATUS_ACTIONS: Record<StatusAction, { label: string; to: ProgramStatus; done: string }> = {
  submit: { label: 'Submit for review', to: 'pending_review', done: 'Submitted for review: an admin will publish it' },
  withdraw: { label: 'Withdraw from review', to: 'draft', done: 'Withdrawn from review: the program is a draft again' },
  unpublish: { label: 'Unpublish', to: 'draft', done: 'Unpublished: the program is a draft again' },
  archive: { label: 'Archive', to: 'archived', done: 'Archived' },
  restore: { label: 'Restore as draft', to: 'draft', done: 'Restored as a draft' },
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
