/**
 * Demo data (requirements §A2): seeded on an empty database outside production, printing progress per table.
 */
import { hashPassword } from '../auth/password';
import type { Database } from './index';
import { refreshProgramStats } from '../records/program-stats';
import { recordProviderFee, recordSale } from '../payments/earnings';
import { DEFAULT_REFUND_WINDOW_DAYS, SANDBOX_CONNECT, sandboxCardFee } from '../../src/config/payments';
import { CMS_DEFAULTS, CMS_PAGES } from '../../src/config/cms';
import { slugify } from '../../src/domain/blog';
import { shareWeeks } from '../../src/domain/program-calendar';
import { prescriptionForWeek } from '../../src/domain/progression';

export const DEMO_PASSWORD = 'Sportlink123!';
export const DEMO_ACCOUNTS = [
  { email: 'superadmin@sportlink.test', role: 'super_admin', first_name: 'Sam', last_name: 'Super' },
  { email: 'admin@sportlink.test', role: 'admin', first_name: 'Ada', last_name: 'Admin' },
  { email: 'trainer@sportlink.test', role: 'trainer', first_name: 'Tara', last_name: 'Stone' },
  { email: 'trainer2@sportlink.test', role: 'trainer', first_name: 'Marco', last_name: 'Reyes' },
  { email: 'athlete@sportlink.test', role: 'athlete', first_name: 'Alex', last_name: 'Kim' },
  { email: 'athlete2@sportlink.test', role: 'athlete', first_name: 'Jordan', last_name: 'Lee' },
] as const;

type Log = (line: string) => void;

/** Public sample clips (CC0 and CC BY), so the demo's exercise videos play (the app's CSP takes https media). */
const SAMPLE_VIDEOS = {
  flower: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
  friday: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/friday.mp4',
  bunny: 'https://www.w3schools.com/html/mov_bbb.mp4',
};

/** Name, muscle group, equipment, and a video for some. */
const EXERCISES: Array<[string, string, string, string?]> = [
  ['Back squat', 'Legs', 'Barbell', SAMPLE_VIDEOS.flower],
  ['Romanian deadlift', 'Hamstrings', 'Barbell'],
  ['Bench press', 'Chest', 'Barbell', SAMPLE_VIDEOS.friday],
  ['Pull-up', 'Back', 'Bodyweight'],
  ['Overhead press', 'Shoulders', 'Barbell'],
  ['Walking lunge', 'Legs', 'Dumbbells'],
  ['Plank', 'Core', 'Bodyweight'],
  ['Kettlebell swing', 'Posterior chain', 'Kettlebell'],
  ['Tempo run', 'Cardio', 'None'],
  ['Interval sprint', 'Cardio', 'None'],
  ['Push-up', 'Chest', 'Bodyweight', SAMPLE_VIDEOS.bunny],
  ['Bent-over row', 'Back', 'Barbell'],
  ['Easy run', 'Cardio', 'None'],
  ['Long run', 'Cardio', 'None'],
  ['Burpee', 'Full body', 'Bodyweight'],
  ['Mountain climber', 'Core', 'Bodyweight'],
  ['Jump squat', 'Legs', 'Bodyweight'],
  ['Hollow hold', 'Core', 'Bodyweight'],
];
/** The gym programs (strength, hypertrophy, kettlebell) rotate through the first twelve exercises. */
const GYM_ROTATION = 12;

type Planned = [name: string, sets: number, target: { reps?: string; seconds?: number; km?: number; minutes?: number }];
/**
 * The programs that are not gym work, workout by workout (phase 1's days 1, 3 and 5, then phase 2's): what each
 * asks, by its measure. A running plan logs distance and time; a bodyweight circuit is timed sets and reps.
 */
const PLANS: Record<number, Array<[title: string, exercises: Planned[]]>> = {
  // Home Bodyweight Burn: three circuits a week (each workout's exercises one circuit, its sets the rounds), the work
  // intervals longer in the second phase.
  2: [
    ['Full-body circuit', [['Burpee', 4, { seconds: 30 }], ['Push-up', 4, { reps: '10-12' }], ['Mountain climber', 4, { seconds: 30 }]]],
    ['Legs and core circuit', [['Jump squat', 4, { reps: '15' }], ['Plank', 4, { seconds: 40 }], ['Hollow hold', 4, { seconds: 20 }]]],
    ['Conditioning circuit', [['Walking lunge', 4, { reps: '12' }], ['Burpee', 4, { seconds: 30 }], ['Plank', 4, { seconds: 45 }]]],
    ['Full-body circuit', [['Burpee', 5, { seconds: 40 }], ['Push-up', 5, { reps: '12-15' }], ['Mountain climber', 5, { seconds: 40 }]]],
    ['Legs and core circuit', [['Jump squat', 5, { reps: '20' }], ['Plank', 5, { seconds: 60 }], ['Hollow hold', 5, { seconds: 30 }]]],
    ['Conditioning circuit', [['Walking lunge', 5, { reps: '16' }], ['Burpee', 5, { seconds: 40 }], ['Plank', 5, { seconds: 60 }]]],
  ],
  // 10K Run Builder: an easy run with strength, intervals, and a long run; longer and faster in the second phase.
  3: [
    ['Easy run', [['Easy run', 1, { km: 5, minutes: 32 }], ['Walking lunge', 3, { reps: '12' }], ['Plank', 3, { seconds: 45 }]]],
    ['Intervals', [['Easy run', 1, { km: 2, minutes: 13 }], ['Interval sprint', 6, { seconds: 60 }], ['Hollow hold', 3, { seconds: 20 }]]],
    ['Long run', [['Long run', 1, { km: 8, minutes: 52 }], ['Jump squat', 3, { reps: '10' }], ['Plank', 3, { seconds: 45 }]]],
    ['Tempo run', [['Easy run', 1, { km: 2, minutes: 13 }], ['Tempo run', 1, { km: 5, minutes: 27 }], ['Plank', 3, { seconds: 60 }]]],
    ['Intervals', [['Easy run', 1, { km: 2, minutes: 13 }], ['Interval sprint', 8, { seconds: 90 }], ['Walking lunge', 3, { reps: '12' }]]],
    ['Long run', [['Long run', 1, { km: 12, minutes: 78 }], ['Jump squat', 3, { reps: '12' }], ['Hollow hold', 3, { seconds: 30 }]]],
  ],
  // Monthly Coaching Club: a running month, easy, quality and long.
  5: [
    ['Easy run', [['Easy run', 1, { km: 4, minutes: 26 }], ['Push-up', 3, { reps: '10' }], ['Plank', 3, { seconds: 40 }]]],
    ['Speed', [['Easy run', 1, { km: 2, minutes: 13 }], ['Interval sprint', 6, { seconds: 45 }], ['Mountain climber', 3, { seconds: 30 }]]],
    ['Long run', [['Long run', 1, { km: 7, minutes: 46 }], ['Walking lunge', 3, { reps: '10' }], ['Hollow hold', 3, { seconds: 20 }]]],
    ['Easy run', [['Easy run', 1, { km: 5, minutes: 32 }], ['Push-up', 3, { reps: '12' }], ['Plank', 3, { seconds: 50 }]]],
    ['Tempo run', [['Easy run', 1, { km: 2, minutes: 13 }], ['Tempo run', 1, { km: 4, minutes: 22 }], ['Mountain climber', 3, { seconds: 40 }]]],
    ['Long run', [['Long run', 1, { km: 10, minutes: 65 }], ['Walking lunge', 3, { reps: '12' }], ['Hollow hold', 3, { seconds: 30 }]]],
  ],
};

/** A planned exercise's prescription by its measure: a distance (with its time), a time, or reps. */
function plannedPrescription([, , target]: Planned): { measure: string; reps: string; target_seconds: number | null; target_distance_m: number | null } {
  if (target.km) return { measure: 'distance', reps: `${target.km} km`, target_seconds: (target.minutes ?? 0) * 60 || null, target_distance_m: target.km * 1000 };
  if (target.seconds) return { measure: 'time', reps: `${target.seconds}s`, target_seconds: target.seconds, target_distance_m: null };
  return { measure: 'reps', reps: target.reps ?? '10', target_seconds: null, target_distance_m: null };
}

/**
 * What an exercise's sets record and their target (src/domain/measures.ts): a plank is held for a time, a sprint is
 * worked for a time, a tempo run covers a distance in a time, bodyweight moves count reps, the rest reps with a load.
 */
function prescriptionOf(name: string, position: number): { measure: string; reps: string; target_seconds: number | null; target_distance_m: number | null } {
  if (name === 'Plank') return { measure: 'time', reps: '45s', target_seconds: 45, target_distance_m: null };
  if (name === 'Interval sprint') return { measure: 'time', reps: '30s', target_seconds: 30, target_distance_m: null };
  if (name === 'Tempo run') return { measure: 'distance', reps: '5 km', target_seconds: 1500, target_distance_m: 5000 };
  const reps = position === 2 ? '12' : '8-10';
  return { measure: ['Pull-up', 'Push-up'].includes(name) ? 'reps' : 'reps_load', reps, target_seconds: null, target_distance_m: null };
}

/**
 * How each program loads its lifts and moves them week by week (src/domain/progression.ts): Strength Foundations runs
 * its main lifts as a percentage of the one-rep max in a 70/75/80 % wave with a deload week (60 %) every fourth week
 * and adds 2.5 kg a week to its pulls; the Hypertrophy Block works at an effort (RPE 8) and adds a rep a week for its
 * first block; the kettlebell programs prescribe the bell's weight. Bodyweight, timed and distance work has no load.
 */
function loadOf(programIndex: number, name: string, measure: string): { load_kind: string | null; load: number | null; progression: string | null } {
  const none = { load_kind: null, load: null, progression: null };
  if (measure !== 'reps_load') return none;
  if (programIndex === 0) {
    if (['Back squat', 'Bench press', 'Overhead press'].includes(name)) return { load_kind: 'percent_1rm', load: 70, progression: JSON.stringify({ rule: 'percent', percents: [70, 75, 80, 60] }) };
    if (['Romanian deadlift', 'Bent-over row'].includes(name)) return { load_kind: 'kg', load: 40, progression: JSON.stringify({ rule: 'add', load_step: 2.5 }) };
    return { load_kind: 'rpe', load: 7, progression: null };
  }
  if (programIndex === 1) return { load_kind: 'rpe', load: 8, progression: JSON.stringify({ rule: 'weeks', weeks: [{ reps: '8-10' }, { reps: '9-11' }, { reps: '10-12' }, { reps: '6-8' }] }) };
  if (programIndex === 4 || programIndex === 7) return { load_kind: 'kg', load: name === 'Kettlebell swing' ? 24 : 16, progression: null };
  return none;
}

const PROGRAMS = [
  { trainer: 2, title: 'Strength Foundations', sport: 'Strength', level: 'beginner', weeks: 8, price: 4900, featured: 1,
    description: 'Learn the big lifts with safe progressions: three full-body sessions a week.' },
  { trainer: 2, title: 'Hypertrophy Block', sport: 'Bodybuilding', level: 'intermediate', weeks: 12, price: 7900, featured: 0,
    description: 'A push/pull/legs split built for muscle growth, with weekly volume targets.' },
  { trainer: 2, title: 'Home Bodyweight Burn', sport: 'Conditioning', level: 'beginner', weeks: 4, price: 1900, featured: 1,
    description: 'No equipment, thirty minutes a day. Conditioning you can do anywhere.' },
  { trainer: 3, title: '10K Run Builder', sport: 'Running', level: 'intermediate', weeks: 10, price: 3900, featured: 1,
    description: 'Tempo runs, intervals and long runs to take you to a strong 10K.' },
  { trainer: 3, title: 'Kettlebell Athlete', sport: 'Conditioning', level: 'advanced', weeks: 6, price: 5900, featured: 0,
    description: 'Power and endurance with the kettlebell: swings, cleans and complexes.' },
  { trainer: 3, title: 'Monthly Coaching Club', sport: 'Running', level: 'beginner', weeks: 4, price: 1500, featured: 0,
    pricing: 'subscription', interval: 'month', description: 'A fresh block every month and a coach in your corner.' },
];

/** The demo athletes' working maxes (kg): what their percentage-of-max sets are taken from. */
const DEMO_MAXES: Record<string, number> = { 'Back squat': 75, 'Bench press': 60, 'Overhead press': 42.5 };
/** The weight they use where the program prescribes an effort (kg); a little more each week. */
const DEMO_WEIGHTS: Record<string, number> = { 'Walking lunge': 12, 'Kettlebell swing': 16, 'Bent-over row': 40, 'Romanian deadlift': 40, 'Bench press': 40, 'Back squat': 50, 'Overhead press': 25 };
const plates = (kg: number) => Math.round(kg / 2.5) * 2.5;

/**
 * The sets a demo athlete logs for one prescribed exercise in week `week` (src/domain/progression.ts works out the
 * week): its reps (the top of a range, fewer on the last set, or the coach's adjusted reps), its load that week (a
 * percentage of their max, the week's added kilos, or their usual weight), its time or its distance (a little faster
 * each week), a rising effort.
 */
function loggedSets(r: Record<string, unknown>, name: string, week: number, adjustedReps?: number): Record<string, unknown>[] {
  const planned = prescriptionForWeek(
    { reps: String(r.reps), load_kind: r.load_kind as string | null, load: r.load as number | null, progression: r.progression ? JSON.parse(String(r.progression)) : null },
    week,
    DEMO_MAXES[name],
  );
  const top = adjustedReps ?? Math.max(...(planned.reps.match(/\d+/g) ?? ['10']).map(Number));
  const weight = planned.loadKg !== null ? plates(planned.loadKg) : (DEMO_WEIGHTS[name] ?? 20) + 2.5 * (week - 1);
  const count = Number(r.sets);
  return Array.from({ length: count }, (_, i) => {
    const last = i === count - 1;
    const set = { exercise_id: Number(r.exercise_id), reps: null as number | null, weight: null as number | null, seconds: null as number | null, distance_m: null as number | null, rpe: Math.min(9, 7 + i), notes: null as string | null };
    if (r.measure === 'distance') return { ...set, distance_m: Number(r.target_distance_m), seconds: Math.round(Number(r.target_seconds ?? 1800) * (1.03 - 0.02 * week)) };
    if (r.measure === 'time') return { ...set, seconds: Number(r.target_seconds) - (last ? 5 : 0) };
    if (r.measure === 'reps') return { ...set, reps: last ? Math.max(1, top - 1) : top };
    return { ...set, reps: last && !adjustedReps ? Math.max(1, top - 2) : top, weight, notes: last && week === 3 ? 'Tough last set' : null };
  });
}

export async function seedDemo(database: Database, log: Log = () => {}): Promise<boolean> {
  const { db } = database;
  const existing = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  log('seeding demo data:');
  const now = Date.now();
  const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const stamps = (daysAgo = 30) => ({ created_at: iso(daysAgo), updated_at: iso(daysAgo) });
  const hash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const insert = async (table: string, rows: Record<string, unknown>[]) => {
      const ids: number[] = [];
      for (const row of rows) ids.push(Number((await trx.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow()).id));
      log(`  ${table.padEnd(18)} ${rows.length}`);
      return ids;
    };
    const users = await insert(
      'user',
      DEMO_ACCOUNTS.map((a) => ({ ...a, password_hash: hash, status: 1, verify: 1, profile_complete: 1, two_factor_enabled: 0, photo: null, ...stamps(60) })),
    );
    const [, , trainerA, trainerB, athleteA, athleteB] = users;
    const trainers = [users[0], users[1], trainerA, trainerB];
    await insert('trainer_profile', [
      { user_id: trainerA, headline: 'Strength coach, 12 years', bio: 'I help beginners get strong without getting hurt.', specialties: 'Strength, hypertrophy', certifications: 'NSCA-CSCS', years_experience: 12, ...stamps(60) },
      { user_id: trainerB, headline: 'Endurance and kettlebells', bio: 'Marathoner and kettlebell sport competitor.', specialties: 'Running, kettlebell', certifications: 'RKC II', years_experience: 8, ...stamps(60) },
    ]);
    await insert('athlete_profile', [
      { user_id: athleteA, goals: 'Get stronger and run a 10K', level: 'beginner', height_cm: 178, weight_kg: 76.5, birth_date: '1994-05-12', ...stamps(40) },
      { user_id: athleteB, goals: 'Build muscle', level: 'intermediate', height_cm: 165, weight_kg: 61, birth_date: '1998-11-02', ...stamps(40) },
    ]);
    const [library] = await insert('content_library', [
      { title: 'Sportlink exercise library', description: 'The platform exercises every trainer can use.', kind: 'exercise', ...stamps(90) },
    ]);
    const exercises = await insert(
      'exercise',
      EXERCISES.map(([name, muscle_group, equipment, video_url]) => ({ owner_id: null, library_id: library, name, muscle_group, equipment, video_url: video_url ?? null, description: `${name}: keep a neutral spine and control the lowering phase.`, ...stamps(90) })),
    );
    const programRows: Record<string, unknown>[] = [
      ...PROGRAMS.map((p, i) => ({
        trainer_id: trainers[p.trainer], title: p.title, description: p.description, sport: p.sport, level: p.level,
        duration_weeks: p.weeks, price: p.price, currency: 'USD', pricing: p.pricing ?? 'one_time', interval: p.interval ?? null,
        cover: null, status: 'published', featured: p.featured, ...stamps(50 - i * 5),
      })),
      { trainer_id: trainerA, title: 'Olympic Lifting (draft)', description: 'Snatch and clean & jerk, coming soon.', sport: 'Weightlifting', level: 'advanced', duration_weeks: 8, price: 9900, currency: 'USD', pricing: 'one_time', interval: null, cover: null, status: 'draft', featured: 0, ...stamps(3) },
      { trainer_id: trainerB, title: 'Kettlebell Flow', description: 'Smooth kettlebell complexes for strength endurance, submitted for review.', sport: 'Kettlebell', level: 'intermediate', duration_weeks: 6, price: 4500, currency: 'USD', pricing: 'one_time', interval: null, cover: null, status: 'pending_review', featured: 0, ...stamps(1) },
    ];
    const programs = await insert('program', programRows);
    const splitRows: Record<string, unknown>[] = [];
    // Two phases share each program's weeks (src/domain/program-calendar.ts); three workouts a week, on days 1, 3 and 5.
    programs.forEach((programId, i) => {
      const weeks = shareWeeks(Number(programRows[i].duration_weeks), 2);
      for (let s = 0; s < 2; s++) splitRows.push({ program_id: programId, title: s === 0 ? 'Phase 1: Build the base' : 'Phase 2: Progress', position: s, weeks: weeks[s], description: s === 0 ? 'Technique and consistency.' : 'Heavier loads, more volume.', is_preview: s === 0 && i % 2 === 0 ? 1 : 0, ...stamps(40) });
    });
    const splits = await insert('split', splitRows);
    const workoutRows: Record<string, unknown>[] = [];
    splits.forEach((splitId, s) => {
      [1, 3, 5].forEach((day, d) => workoutRows.push({ split_id: splitId, day, title: PLANS[Math.floor(s / 2)]?.[(s % 2) * 3 + d]?.[0] ?? `Day ${day}`, ...stamps(40) }));
    });
    const workouts = await insert('workout', workoutRows);
    const weRows: Record<string, unknown>[] = [];
    const exerciseId = (name: string) => exercises[EXERCISES.findIndex(([n]) => n === name)];
    workouts.forEach((workoutId, w) => {
      const plan = PLANS[Math.floor(w / 6)]?.[w % 6];
      if (plan) {
        plan[1].forEach((planned, e) => {
          // A circuit's exercises share its letter (src/domain/exercise-groups.ts): one set of each, then the rest.
          const circuit = plan[0].endsWith('circuit');
          weRows.push({ workout_id: workoutId, exercise_id: exerciseId(planned[0]), position: e, sets: planned[1], ...plannedPrescription(planned), load_kind: null, load: null, progression: null, group_label: circuit ? 'A' : null, rest_s: planned[2].km ? null : 60, tempo: null, notes: null, ...stamps(40) });
        });
        return;
      }
      for (let e = 0; e < 3; e++) {
        const exercise = (w * 3 + e) % GYM_ROTATION;
        const prescription = prescriptionOf(EXERCISES[exercise][0], e);
        weRows.push({ workout_id: workoutId, exercise_id: exercises[exercise], position: e, sets: 3 + (e % 2), ...prescription, ...loadOf(Math.floor(w / 6), EXERCISES[exercise][0], prescription.measure), rest_s: 90, tempo: e === 0 ? '3-1-1' : null, notes: null, ...stamps(40) });
      }
    });
    const workoutExercises = await insert('workout_exercise', weRows);
    const txRows = [
      { athlete_id: athleteA, program_id: programs[0], trainer_id: trainerA, amount: 3920, discount_amount: 980, days: 20 },
      { athlete_id: athleteA, program_id: programs[3], trainer_id: trainerB, amount: 3900, discount_amount: 0, days: 12 },
      { athlete_id: athleteB, program_id: programs[1], trainer_id: trainerA, amount: 7900, discount_amount: 0, days: 8 },
      { athlete_id: athleteB, program_id: programs[2], trainer_id: trainerA, amount: 1900, discount_amount: 0, days: 2 },
    ];
    const txs = await insert(
      'transaction',
      txRows.map(({ days, ...t }, i) => ({ ...t, currency: 'USD', status: 'succeeded', provider: 'sandbox', provider_ref: `pi_demo_${i + 1}`, ...stamps(days) })),
    );
    // Each sale in its trainer's earnings ledger: the platform's fee kept, the rest waiting out the refund window.
    for (const [i, id] of txs.entries()) {
      await recordSale(trx, id, DEFAULT_REFUND_WINDOW_DAYS);
      // What the sandbox provider kept of each (Stripe's standard card pricing), paid by the platform out of its fee.
      await recordProviderFee(trx, `pi_demo_${i + 1}`, sandboxCardFee(txRows[i].amount));
    }
    // The demo payments exist at the sandbox card provider too, so refunds of them go through it like any other.
    await trx
      .insertInto('sandbox_object')
      .values(
        txRows.map((t, i) => {
          const created = Date.now() - t.days * 86_400_000;
          const pi = { id: `pi_demo_${i + 1}`, object: 'payment_intent', created: Math.floor(created / 1000), amount: t.amount, amount_refunded: 0, currency: 'usd', status: 'succeeded', customer: null, description: 'Demo purchase', metadata: { program_id: String(t.program_id), athlete_id: String(t.athlete_id) } };
          return { id: pi.id, kind: 'payment_intent', customer: null, idempotency_key: null, data: JSON.stringify(pi), created_at: new Date(created).toISOString() };
        }),
      )
      .execute();
    // Marco has connected a payout account at the sandbox provider (ready: his sale is paid out on the first payout
    // day after its refund window); Tara has not yet (her earnings wait, and her studio says what to do).
    const marcoAccount = {
      id: 'acct_sb_demo_marco',
      object: 'account',
      created: Math.floor(Date.now() / 1000) - 30 * 86_400,
      type: 'express',
      email: DEMO_ACCOUNTS[3].email,
      country: 'US',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], past_due: [], pending_verification: [], disabled_reason: null },
      external_accounts: { object: 'list', data: [{ id: 'ba_sb_demo_marco', object: 'bank_account', last4: '6789' }] },
      sandbox_bank_account: SANDBOX_CONNECT.goodBankAccount,
      metadata: { trainer_id: String(trainerB) },
    };
    await trx
      .insertInto('sandbox_object')
      .values({ id: marcoAccount.id, kind: 'account', customer: null, idempotency_key: `account:payout-account:${trainerB}:sandbox`, data: JSON.stringify(marcoAccount), created_at: iso(30) })
      .execute();
    await trx
      .insertInto('payout_account')
      .values({ trainer_id: trainerB, provider: 'sandbox', account_ref: marcoAccount.id, status: 'enabled', requirements: '[]', bank_last4: '6789', ...stamps(30) })
      .execute();
    const enrollments = await insert(
      'enrollment',
      txRows.map((t, i) => ({ program_id: t.program_id, athlete_id: t.athlete_id, status: 'active', transaction_id: txs[i], ends_at: null, ...stamps(t.days) })),
    );
    // Training logs that follow each program's prescriptions (week by week, by measure), so the coach's athlete view
    // and the athlete's progress have weeks to show: Alex three weeks of Strength Foundations (one session missed)
    // and two of the 10K plan, Jordan a week and a day of the Hypertrophy Block.
    // The coach's adjustment (below) was made at the end of week 1: the sessions after it follow it.
    const ADJUSTED_FROM_WEEK = 2;
    const nameOf = (exerciseId: unknown) => EXERCISES[exercises.indexOf(Number(exerciseId))][0];
    const sessions = (enrollment: number, athlete: number, programIndex: number, enrolledDaysAgo: number, done: [week: number, day: number][], adjusted: Record<string, number> = {}) =>
      done.map(([week, day]) => {
        const workout = workouts[programIndex * 6 + [1, 3, 5].indexOf(day)];
        const daysAgo = enrolledDaysAgo - ((week - 1) * 7 + day - 1);
        const sets = weRows.filter((r) => r.workout_id === workout).flatMap((r) => loggedSets(r, nameOf(r.exercise_id), week, week >= ADJUSTED_FROM_WEEK ? adjusted[nameOf(r.exercise_id)] : undefined));
        return { enrollment_id: enrollment, workout_id: workout, athlete_id: athlete, performed_at: iso(daysAgo), sets: JSON.stringify(sets), notes: null, completed: 1, client_id: null, ...stamps(daysAgo) };
      });
    const logs = await insert('workout_log', [
      ...sessions(enrollments[0], athleteA, 0, 20, [[1, 1], [1, 3], [1, 5], [2, 1], [2, 3], [3, 1], [3, 3], [3, 5]], { 'Overhead press': 5 }),
      ...sessions(enrollments[1], athleteA, 3, 12, [[1, 1], [1, 3], [1, 5], [2, 1], [2, 3], [2, 5]]),
      ...sessions(enrollments[2], athleteB, 1, 8, [[1, 1], [1, 3], [1, 5], [2, 1]]),
    ]);
    // The coach's feedback on Alex's heaviest squat day (week 3, Day 1), and the athlete's answer.
    await insert('log_comment', [
      { log_id: logs[5], author_id: trainerA, body: 'Good depth on the squats. Add 2.5 kg next session and keep the last set at RPE 9.', ...stamps(5) },
      { log_id: logs[5], author_id: athleteA, body: 'Will do, the last set felt solid.', ...stamps(5) },
    ]);
    // Tara lightens Alex's overhead press (Strength Foundations, Day 3) to sets of five, every week.
    const press = weRows.findIndex((r) => r.workout_id === workouts[1] && r.exercise_id === exercises[EXERCISES.findIndex(([name]) => name === 'Overhead press')]);
    await insert('workout_override', [
      { enrollment_id: enrollments[0], workout_exercise_id: workoutExercises[press], week: null, reps: '5', load: null, note: 'Sets of five while your shoulder settles; keep the bar close.', ...stamps(14) },
    ]);
    await insert('refund', [
      { transaction_id: txs[3], athlete_id: athleteB, amount: null, reason: 'Bought the wrong program by mistake.', status: 'requested', admin_note: null, decided_by: null, decided_at: null, ...stamps(1) },
    ]);
    await insert('discount', [
      { program_id: programs[0], code: null, kind: 'percent', value: 20, starts_at: iso(30), ends_at: new Date(now + 30 * 86_400_000).toISOString(), max_redemptions: null, redemptions: 1, active: 1, ...stamps(30) },
      { program_id: programs[3], code: 'RUN10', kind: 'fixed', value: 1000, starts_at: iso(10), ends_at: null, max_redemptions: 100, redemptions: 0, active: 1, ...stamps(10) },
    ]);
    const posts = await insert('post', [
      { author_id: trainerA, program_id: programs[0], body: 'New week, new PRs. Remember: the warm-up sets count too.', image: null, pinned: 1, ...stamps(5) },
      { author_id: trainerA, program_id: null, body: 'Sleep is the most underrated performance enhancer.', image: null, pinned: 0, ...stamps(3) },
      { author_id: trainerB, program_id: programs[3], body: 'Tempo run today: comfortably hard, not all out.', image: null, pinned: 0, ...stamps(2) },
    ]);
    await insert('comment', [
      { post_id: posts[0], author_id: athleteA, body: 'Hit 60 kg on the squat today!', ...stamps(4) },
      { post_id: posts[2], author_id: athleteA, body: 'That pace felt great.', ...stamps(1) },
    ]);
    await insert('reaction', [
      { post_id: posts[0], user_id: athleteA, kind: 'like', created_at: iso(4) },
      { post_id: posts[0], user_id: athleteB, kind: 'like', created_at: iso(4) },
    ]);
    await insert('follow', [
      { follower_id: athleteA, trainer_id: trainerA, created_at: iso(20) },
      { follower_id: athleteA, trainer_id: trainerB, created_at: iso(12) },
      { follower_id: athleteB, trainer_id: trainerA, created_at: iso(8) },
    ]);
    await insert('notification', [
      { user_id: athleteA, type: 'purchase', title: 'Welcome to Strength Foundations', message: 'Your program is ready in Owned programs.', link: '/athlete/owned-programs', read_at: iso(19), created_at: iso(20) },
      { user_id: athleteA, type: 'post', title: 'Tara Stone posted', message: 'New week, new PRs.', link: '/athlete/feed', read_at: null, created_at: iso(5) },
      { user_id: trainerA, type: 'sale', title: 'New sale: Home Bodyweight Burn', message: 'Jordan Lee bought your program.', link: '/trainer/transactions', read_at: null, created_at: iso(2) },
      { user_id: users[1], type: 'refund', title: 'Refund requested', message: 'A refund request is waiting for review.', link: '/admin/refunds', read_at: null, created_at: iso(1) },
    ]);
    await insert('library_item', [
      { athlete_id: athleteA, kind: 'exercise', exercise_id: exercises[0], program_id: null, title: 'Back squat', url: null, created_at: iso(10) },
    ]);
    await insert('review', [
      { program_id: programs[0], athlete_id: athleteA, rating: 5, body: 'Clear progressions and great cues.', reply: 'Thanks Alex, keep it up!', ...stamps(6) },
      { program_id: programs[1], athlete_id: athleteB, rating: 4, body: 'Tough but it works.', reply: null, ...stamps(3) },
    ]);
    await refreshProgramStats(trx, programs);

    // The blog: a few published posts with categories and tags, and one draft; and the storefront's CMS texts.
    const categoryNames = ['Training', 'Nutrition', 'Recovery'];
    const tagNames = ['strength', 'beginners', 'running', 'sleep', 'mobility'];
    const categoryIds = await insert('blog_category', categoryNames.map((name) => ({ name, slug: slugify(name), description: `Posts about ${name.toLowerCase()}.`, ...stamps(30) })));
    const tagIds = await insert('blog_tag', tagNames.map((name) => ({ name, slug: slugify(name), ...stamps(30) })));
    const BLOG_POSTS = [
      { author: trainerA, days: 12, title: 'Five rules for your first strength block', categories: ['Training'], tags: ['strength', 'beginners'],
        excerpt: 'Start light, log everything, and let the weights come to you.',
        body: '## Start lighter than you think\n\nThe first weeks teach the movement. Leave **two reps in the tank** on every set.\n\n## The rules\n\n1. Log every set.\n2. Add weight only when every rep looked the same.\n3. Sleep at least seven hours.\n4. Warm up with the empty bar.\n5. Take a lighter week every fourth week.\n\nQuestions? Ask in the comments of the [feed](/athlete/feed).' },
      { author: trainerB, days: 8, title: 'How to pace your first 10K', categories: ['Training'], tags: ['running', 'beginners'], excerpt: null,
        body: 'Most first 10Ks are lost in the first kilometre. Run it *slower* than your goal pace, settle in, and speed up after halfway.\n\n- Kilometres 1-2: easy\n- Kilometres 3-7: goal pace\n- Kilometres 8-10: what you have left' },
      { author: trainerA, days: 4, title: 'Sleep: the recovery you are skipping', categories: ['Recovery'], tags: ['sleep', 'mobility'],
        excerpt: 'No supplement beats seven to nine hours of sleep.',
        body: 'Muscle is built while you rest. A dark, cool room and the same bedtime every night do more than any supplement.\n\n> Ten minutes of easy mobility before bed helps too.' },
      { author: trainerB, days: 2, title: 'Eat for the run', categories: ['Nutrition'], tags: ['running'], excerpt: null,
        body: 'Carbohydrates are fuel. Eat a normal meal two to three hours before a long run, and drink to thirst.' },
      { author: trainerA, days: 1, title: 'Deadlift cues I use with every athlete', categories: ['Training'], tags: ['strength'], excerpt: null, draft: true,
        body: 'Push the floor away. Keep the bar close. Finish tall, not leaning back.' },
    ];
    const postIds = await insert('blog_post', BLOG_POSTS.map((p) => ({
      author_id: p.author, title: p.title, slug: slugify(p.title, 180), body: p.body, excerpt: p.excerpt, cover: null,
      status: p.draft ? 'draft' : 'published', published_at: p.draft ? null : iso(p.days), ...stamps(p.days),
    })));
    await insert('blog_post_category', BLOG_POSTS.flatMap((p, i) => p.categories.map((c) => ({ post_id: postIds[i], category_id: categoryIds[categoryNames.indexOf(c)], created_at: iso(p.days) }))));
    await insert('blog_post_tag', BLOG_POSTS.flatMap((p, i) => p.tags.map((t) => ({ post_id: postIds[i], tag_id: tagIds[tagNames.indexOf(t)], created_at: iso(p.days) }))));
    const { home, footer, faq } = CMS_PAGES;
    await insert('cms', [
      { page: home.page, key: home.heroTitle, type: 'text', value: CMS_DEFAULTS.home.hero_title, ...stamps(30) },
      { page: home.page, key: home.heroSubtitle, type: 'text', value: CMS_DEFAULTS.home.hero_subtitle, ...stamps(30) },
      { page: footer.page, key: footer.text, type: 'text', value: CMS_DEFAULTS.footer.text, ...stamps(30) },
      { page: faq.page, key: faq.title, type: 'text', value: CMS_DEFAULTS.faq.title, ...stamps(30) },
      { page: faq.page, key: faq.items, type: 'json', value: JSON.stringify(CMS_DEFAULTS.faq.items, null, 2), ...stamps(30) },
    ]);
  });
  log('demo data ready.');
  return true;
}
