/** A program's calendar, read only (storefront/shared/program-calendar): its phases' weeks by day. */
import { defineText } from '../../../../src/i18n/text';

const weeksWord = (n: number) => (n === 1 ? 'week' : 'weeks');

export const programCalendarText = defineText('app.programCalendar', {
  label: (phase: string) => `Calendar of ${phase}`,
  /** A phase's weeks in the program: "Week 5", "Weeks 1–4". */
  weeks: (first: number, last: number) => (first === last ? `Week ${first}` : `Weeks ${first}–${last}`),
  perWeek: (n: number) => (n === 0 ? 'No workouts planned' : `${n} ${n === 1 ? 'workout' : 'workouts'} a week`),
  /** A phase whose workouts the reader may not open yet. */
  locked: 'Workouts open once bought',
  week: (n: number) => `Week ${n}`,
  day: (n: number) => `Day ${n}`,
  /** A workout named only after its day, in the column of that day. */
  workout: 'Workout',
  /** A workout on a phone, where days are a list: "Day 3: Upper body". */
  dayTitled: (day: number, title: string) => `Day ${day}: ${title}`,
  rest: 'Rest',
  otherDaysRest: 'Other days: rest',
  /** The weeks of a phase not drawn, the same as the one drawn. */
  more: (n: number) => `+${n} more ${weeksWord(n)} like this`,
});

export type ProgramCalendarWords = typeof programCalendarText.en;
