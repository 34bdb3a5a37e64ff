/** The one rule for a session's times and title, shared by the scheduling dialog and the server. */
import { SCHEDULING } from '../config/constants';
import { SCHEDULING_MESSAGES } from '../config/messages';

export interface SessionTimes {
  title?: string | null;
  start?: string | null;
  end?: string | null;
}

/** The rule's words: English by default (what the server says); a screen passes them in the user's language. */
export type SessionMessages = Pick<typeof SCHEDULING_MESSAGES, 'titleRequired' | 'startInvalid' | 'endInvalid' | 'endBeforeStart' | 'tooLong'>;

/** Field -> message for what is wrong with a session (empty when it is fine). */
export function sessionProblems(s: SessionTimes, m: SessionMessages = SCHEDULING_MESSAGES): Partial<Record<'title' | 'start' | 'end', string>> {
  const out: Partial<Record<'title' | 'start' | 'end', string>> = {};
  if (!s.title || !s.title.trim()) out.title = m.titleRequired;
  const start = s.start ? Date.parse(s.start) : NaN;
  const end = s.end ? Date.parse(s.end) : NaN;
  if (Number.isNaN(start)) out.start = m.startInvalid;
  if (Number.isNaN(end)) out.end = m.endInvalid;
  else if (!Number.isNaN(start)) {
    if (end <= start) out.end = m.endBeforeStart;
    else if (end - start > SCHEDULING.maxHours * 3_600_000) out.end = m.tooLong(SCHEDULING.maxHours);
  }
  return out;
}
