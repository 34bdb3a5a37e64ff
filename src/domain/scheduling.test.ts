import { describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES } from '../config/messages';
import { sessionProblems } from './scheduling';

describe('a session to schedule', () => {
  it('is fine with a title and an end after its start', () => {
    expect(sessionProblems({ title: 'Check-in', start: '2026-12-01T10:00:00Z', end: '2026-12-01T11:00:00Z' })).toEqual({});
  });
  it('needs a title that is not only spaces', () => {
    expect(sessionProblems({ title: '  ', start: '2026-12-01T10:00:00Z', end: '2026-12-01T11:00:00Z' })).toEqual({ title: SCHEDULING_MESSAGES.titleRequired });
  });
  it('refuses an end at or before the start', () => {
    expect(sessionProblems({ title: 'x', start: '2026-12-01T10:00:00Z', end: '2026-12-01T10:00:00Z' }).end).toBe(SCHEDULING_MESSAGES.endBeforeStart);
  });
  it('refuses a session longer than a day', () => {
    expect(sessionProblems({ title: 'x', start: '2026-12-01T10:00:00Z', end: '2026-12-02T10:00:01Z' }).end).toBe(SCHEDULING_MESSAGES.tooLong(24));
  });
  it('says which time is missing or not a time', () => {
    expect(sessionProblems({ title: 'x', start: '', end: 'soon' })).toEqual({ start: SCHEDULING_MESSAGES.startInvalid, end: SCHEDULING_MESSAGES.endInvalid });
  });
});
