/**
 * Where an enrollment is in its program's weeks: the week and day since the athlete enrolled, capped at the program's
 * length. Shared by the athlete's training screen, the week's prescriptions (src/domain/progression.ts) and the
 * server's week of a program (lambda `enrollments/{id}/week`). Pure.
 */
const DAY_MS = 86_400_000;

export interface ProgramCalendar {
  /** 1-based week of the program, capped at its length. */
  week: number;
  totalWeeks: number;
  /** 1-based day since enrollment (day 1 is the enrollment's day). */
  day: number;
  /** The program's planned weeks are behind the athlete. */
  pastEnd: boolean;
}

/** The week and day of the program for someone enrolled at `enrolledAt`. */
export function programCalendar(enrolledAt: string, durationWeeks: number, now: number): ProgramCalendar {
  const totalWeeks = Math.max(1, Math.floor(durationWeeks) || 1);
  const start = Date.parse(enrolledAt);
  const days = Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / DAY_MS));
  return { week: Math.min(totalWeeks, Math.floor(days / 7) + 1), totalWeeks, day: days + 1, pastEnd: days >= totalWeeks * 7 };
}
