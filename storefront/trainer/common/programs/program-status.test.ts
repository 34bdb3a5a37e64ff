import { describe, expect, it } from 'vitest';
import { PROGRAM_STATUSES, STATUS_ACTIONS, STATUS_LABEL, statusActions } from './program-status';

describe('program status actions', () => {
  it('never offer publishing: a draft is submitted for review', () => {
    for (const status of PROGRAM_STATUSES) {
      expect(statusActions(status).map((a) => STATUS_ACTIONS[a].to)).not.toContain('published');
    }
    expect(statusActions('draft')).toEqual(['submit', 'archive']);
    expect(STATUS_ACTIONS.submit.to).toBe('pending_review');
  });

  it('take a program in review or live back to draft, and an archived one back to draft', () => {
    expect(statusActions('pending_review')).toEqual(['withdraw', 'archive']);
    expect(statusActions('published')).toEqual(['unpublish', 'archive']);
    expect(statusActions('archived')).toEqual(['restore']);
    expect(STATUS_ACTIONS.unpublish.to).toBe('draft');
  });

  it('label every status', () => {
    expect(STATUS_LABEL.pending_review).toBe('Pending review');
  });
});
