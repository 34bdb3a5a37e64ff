/**
 * Training (/athlete/programs/enrolled/access): the programs to continue, the enrolled program's day (today's plan,
 * the workout up next, the week view), set logging with the rest timer, history and progress; an exercise's
 * prescription and video (also shown by the split preview and the library). Quantities come in already written in
 * the current language ("1,810 kg").
 */
import { defineText } from '../../../../../src/i18n/text';

const sets = (n: number) => `${n} ${n === 1 ? 'set' : 'sets'}`;

export const trainingText = defineText('athlete.training', {
  /** Without a program in the address: the athlete's programs. */
  picker: {
    title: 'Your training',
    intro: 'Pick a program to continue where you left off.',
    continue: 'Continue',
    start: 'Start training',
    emptyBody: 'Find a program that fits your goal, and your workouts will be here.',
    browse: 'Browse programs',
  },
  programNumber: (id: number) => `Program #${id}`,
  by: (name: string) => `by ${name}`,
  completedWorkouts: 'Completed workouts',
  workoutsCompleted: (completed: number, total: number) => `${completed} of ${total} workouts completed`,
  week: (week: number, total: number) => `Week ${week} of ${total}`,
  dayOf: (day: number, total: number) => `Day ${day} of ${total}`,
  programComplete: 'Program complete',
  upNext: 'Up next',
  /** Today's plan in the header: its workouts, a rest day, or the program complete. */
  today: 'Today',
  restDay: 'Rest day',
  /** Nothing left to do in the weeks ahead, though the program is not over. */
  allSessionsDone: 'Every planned workout is done',
  /** When the workout up next falls. */
  when: {
    today: 'Today',
    tomorrow: 'Tomorrow',
    /** Missed earlier this week: it still counts if done this week. */
    missed: (day: number) => `Day ${day} of this week, still to do`,
    on: (day: number, week: number) => `Day ${day} of week ${week}`,
  },
  /** The week view: a week's seven days, browsed week by week. */
  calendar: {
    label: 'Week of the program',
    previous: 'Previous week',
    next: 'Next week',
    phase: 'Phase',
    phaseWeek: (week: number, total: number) => `Week ${week} of ${total} in this phase`,
    thisWeek: 'This week',
    backToThisWeek: 'Back to this week',
    day: (day: number) => `Day ${day}`,
    today: 'Today',
    rest: 'Rest',
    workoutsOfDay: (day: number) => `Workouts of day ${day}`,
    /** A workout's button when it is done that week. */
    done: (workout: string) => `${workout}, done`,
    otherWeek: (week: number, current: number) => `You are looking at week ${week}: a workout you log today counts for week ${current}.`,
  },
  /** A workout's name: "Day 3", or "Day 3: Upper body" when it has a title of its own. */
  day: (day: number) => `Day ${day}`,
  dayTitled: (day: number, title: string) => `Day ${day}: ${title}`,
  workoutGone: 'A workout no longer in the program',
  exerciseNumber: (id: number) => `Exercise #${id}`,
  sets,
  savedSummary: (workout: string, setCount: number, volume: string) => `Saved ${workout}: ${sets(setCount)}, ${volume} volume.`,
  tabs: { label: 'Training', workout: 'Workout', history: (count: number) => `History (${count})`, progress: 'Progress' },
  historyButton: 'History',
  progressButton: 'Progress',
  backToUpNext: 'Back to up next',
  doneThisWeek: 'Done this week',
  doneInWeek: (week: number) => `Done in week ${week}`,
  seeProgram: 'See the program',
  myPrograms: 'My programs',
  /** One exercise of a workout: what it prescribes, and its video. */
  exercise: {
    reps: (reps: string) => `${reps} reps`,
    /** A distance with its target time: "5 km in 25:00". */
    distanceIn: (distance: string, time: string) => `${distance} in ${time}`,
    rest: (rest: string) => `Rest ${rest}`,
    tempo: (tempo: string) => `Tempo ${tempo}`,
    video: (name: string) => `Video: ${name}`,
    watch: (name: string) => `Watch the video of ${name}`,
    /** The load, the weight already in the athlete's unit ("62.5 kg"): "75% 1RM · 75 kg", "RPE 8". */
    loadKg: (weight: string) => weight,
    loadPercent: (percent: string, weight: string | null) => (weight ? `${percent}% 1RM · ${weight}` : `${percent}% of your 1RM`),
    loadRpe: (rpe: string) => `RPE ${rpe}`,
    loadRir: (rir: string) => `${rir} in reserve`,
    /** Said of numbers that move week by week. */
    thisWeek: (week: number) => `Week ${week}`,
    /** The trainer changed this exercise's numbers for this athlete (the prescription shows the changed ones). */
    adjusted: 'Adjusted by your coach',
    /** The trainer's note with their adjustment. */
    coachNote: (note: string) => `Coach: ${note}`,
  },
  /** The workout being logged. */
  logger: {
    set: 'Set',
    reps: 'Reps',
    weight: (unit: string) => `Weight (${unit})`,
    time: 'Time',
    distance: 'Distance (km)',
    distanceShort: 'km',
    rpe: 'RPE',
    notes: 'Notes',
    done: 'Done',
    /** A set field's name: "Reps, set 2 of Back squat". */
    fieldOfSet: (field: string, n: number, exercise: string) => `${field}, set ${n} of ${exercise}`,
    undo: 'Undo',
    doneHint: 'Done: log this set and start the rest',
    setDone: (n: number, exercise: string) => `Set ${n} of ${exercise} done`,
    removeSet: (n: number, exercise: string) => `Remove set ${n} of ${exercise}`,
    setsDone: (done: number, total: number) => `${done}/${total} sets`,
    addSet: 'Add set',
    restAfter: (exercise: string) => `After ${exercise}`,
    noExercises: 'This workout has no exercises yet.',
    howDidItGo: 'How did it go? (optional)',
    summary: (done: number, total: number, volume: string) => `${done} of ${total} sets done · ${volume} volume`,
    onlyTicked: 'Only the sets you ticked are saved.',
    reset: 'Reset',
    markComplete: 'Mark complete',
  },
  /** Supersets and circuits in the logger (src/domain/exercise-groups.ts): exercises done together, one set of each in turn. */
  groups: {
    superset: (label: string) => `Superset ${label}`,
    circuit: (label: string) => `Circuit ${label}`,
    rounds: (n: number) => `${n} ${n === 1 ? 'round' : 'rounds'}`,
    inTurn: 'One set of each in turn, then rest',
    /** The rest timer's line after a round of a group: "After round 2 of Superset A". */
    restAfterRound: (round: number, group: string) => `After round ${round} of ${group}`,
  },
  timer: {
    label: 'Rest timer',
    paused: 'Rest paused',
    resting: 'Resting',
    done: 'Done',
    /** The "+15 s" button's name: its visible text first, then what it does. */
    addSeconds: (seconds: number) => `+${seconds} s: add ${seconds} seconds`,
    more: (seconds: number) => `+${seconds} s`,
    resume: 'Resume',
    pause: 'Pause',
    resumeRest: 'Resume rest',
    pauseRest: 'Pause rest',
    skip: 'Skip',
  },
  history: {
    emptyTitle: 'No workouts logged yet',
    emptyBody: 'Your completed workouts will be listed here.',
    pending: 'Waiting to sync',
    notFinished: 'Not finished',
    record: 'PR',
    setsOf: (workout: string) => `Sets of ${workout}`,
    exercise: 'Exercise',
    reps: 'Reps',
    weight: (unit: string) => `Weight (${unit})`,
    time: 'Time',
    distance: 'Distance',
    rpe: 'RPE',
    notes: 'Notes',
  },
  progress: {
    emptyTitle: 'No progress to show yet',
    emptyBody: 'Complete a workout and your volume and personal records appear here.',
    sessions: 'Sessions',
    totalVolume: (unit: string) => `Total volume (${unit})`,
    bestSession: (unit: string) => `Best session (${unit})`,
    volumePerSession: 'Volume per session',
    volumeExplained: (unit: string) => `Reps × weight, summed over each completed workout (${unit}).`,
    /** The chart's name for screen readers: the title and every session's volume. */
    chart: (unit: string, sessions: string) => `Volume per session (${unit}): ${sessions}`,
    point: (date: string, volume: string) => `${date}: ${volume}`,
    records: 'Personal records',
    exercise: 'Exercise',
    heaviestSet: 'Heaviest set',
    estimatedMax: 'Est. 1RM',
    setOn: 'Set on',
    /** "70 kg × 8". */
    setOf: (weight: string, reps: number) => `${weight} × ${reps}`,
    epley: 'Estimated one-rep max by Epley’s formula.',
    noRecords: 'Log a weight with your sets to set personal records.',
  },
  /** What the screens say about the log and the program (the set checks mirror the contract's). */
  messages: {
    repsRequired: 'Enter the reps',
    repsInvalid: (max: number) => `Reps are a whole number from 0 to ${max}`,
    timeRequired: 'Enter the time',
    timeInvalid: 'Type a time as seconds (45) or minutes:seconds (1:30)',
    distanceRequired: 'Enter the distance',
    distanceInvalid: (maxKm: number) => `Distance is a number of kilometres from 0 to ${maxKm}`,
    weightInvalid: (max: number) => `Weight is a number from 0 to ${max}`,
    rpeInvalid: (min: number, max: number) => `RPE is from ${min} to ${max}`,
    notesTooLong: (max: number) => `Notes are at most ${max} characters`,
    fixSets: 'Fix the highlighted sets first.',
    noSetsDone: 'Tick the sets you did (at least one) before marking the workout complete.',
    tooManySets: (max: number) => `A workout log holds at most ${max} sets.`,
    saved: 'Workout saved. Nice work!',
    notOwned: 'You don’t own this program, or your access has ended.',
    noWorkouts: 'The trainer has not added workouts to this program yet.',
    programDone: 'The program’s weeks are behind you. Pick any workout to do it again.',
    restOver: 'Rest over: time for the next set.',
    noEnrollments: 'You are not enrolled in any program yet.',
    attribution: 'Sets logged without their exercise are matched to exercises in the order the workout lists them.',
  },
});

export type TrainingWords = typeof trainingText.en;
export type TrainingMessages = TrainingWords['messages'];
