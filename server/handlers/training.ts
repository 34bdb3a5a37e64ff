/**
 * Training beyond the records API:
 * - the athlete's export of their whole history (the athlete owns their data), every workout they logged with its
 *   sets, as JSON or as CSV with one row per set; only the caller's own logs (athletes only: x-access);
 * - one week of an enrollment's program as it applies to its athlete (the week's reps and loads by each exercise's
 *   progression), for the athlete of the enrollment and the trainer of its program (anyone else: not found);
 * - the coach's view of one enrollment in their own programs: compliance per week against the program's plan, and
 *   each logged workout's sets against its prescription (trainers only; another trainer's enrollment is not found).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { API_MESSAGES } from '../../src/config/messages';
import { csvFile } from '../../src/domain/csv';
import { notFound } from '../errors';
import { handlerGroup } from '../routes';
import { prescriptionsOf, trainingHistory } from '../training/history';
import { trainingWeek } from '../training/week';
import { programPlan } from '../training/plan';
import { planLength, plannedOn, plannedPerWeek, planWeeks } from '../../src/domain/program-calendar';

/** How many weeks the coach's compliance covers, and how many logged workouts the view shows. */
const COACH_WEEKS = 8;
const COACH_LOGS = 50;
const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week `at` falls in, as a date. */
export function weekStart(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - day * DAY_MS).toISOString().slice(0, 10);
}

/** The CSV's columns: one row per set, the workout's cells repeated. */
export const EXPORT_COLUMNS = ['performed_at', 'program', 'phase', 'day', 'workout', 'completed', 'set', 'exercise', 'reps', 'weight_kg', 'seconds', 'distance_m', 'rpe', 'set_notes', 'workout_notes'] as const;

const filename = (athleteId: number, ext: 'csv' | 'json') => `training-history-${athleteId}-${new Date().toISOString().slice(0, 10)}.${ext}`;

export function trainingHandlers(app: FastifyInstance) {
  const db = () => app.database.db;

  return handlerGroup({
    async exportTrainingHistory(request, reply: FastifyReply) {
      const caller = await request.signedInCaller();
      const athleteId = caller.userId!;
      const workouts = await trainingHistory(db(), { athleteId });
      if (request.query.format === 'csv') {
        const rows = workouts.flatMap((w) => {
          const head = [w.performed_at, w.program_title, w.phase, w.day, w.workout_title, w.completed ? 'yes' : 'no'];
          const sets = w.sets.length ? w.sets : [null];
          return sets.map((s) => [...head, s?.set ?? '', s?.exercise ?? '', s?.reps ?? '', s?.weight_kg ?? '', s?.seconds ?? '', s?.distance_m ?? '', s?.rpe ?? '', s?.notes ?? '', w.notes ?? '']);
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename(athleteId, 'csv')}"`)
          .send(csvFile(EXPORT_COLUMNS, rows));
      }
      reply.header('content-disposition', `attachment; filename="${filename(athleteId, 'json')}"`);
      return { exported_at: new Date().toISOString(), athlete_id: athleteId, weight_unit: 'kg' as const, workouts };
    },

    async getTrainingWeek(request) {
      const caller = await request.signedInCaller();
      let query = db()
        .selectFrom('enrollment')
        .innerJoin('program', 'program.id', 'enrollment.program_id')
        .select(['enrollment.id', 'enrollment.program_id', 'enrollment.athlete_id', 'enrollment.created_at', 'program.duration_weeks'])
        .where('enrollment.id', '=', request.params.enrollmentId);
      query = caller.role === 'trainer' ? query.where('program.trainer_id', '=', caller.userId) : query.where('enrollment.athlete_id', '=', caller.userId);
      const enrollment = await query.executeTakeFirst();
      if (!enrollment) throw notFound(API_MESSAGES.recordNotFound('enrollment'));
      return trainingWeek(
        db(),
        {
          id: Number(enrollment.id),
          program_id: Number(enrollment.program_id),
          athlete_id: Number(enrollment.athlete_id),
          created_at: String(enrollment.created_at),
          duration_weeks: Number(enrollment.duration_weeks ?? 1),
        },
        request.query.week,
      );
    },

    async getAthleteTraining(request) {
      const caller = await request.signedInCaller();
      const enrollmentId = request.params.enrollmentId;
      const enrollment = await db()
        .selectFrom('enrollment')
        .innerJoin('program', 'program.id', 'enrollment.program_id')
        .innerJoin('user', 'user.id', 'enrollment.athlete_id')
        .select([
          'enrollment.id',
          'enrollment.athlete_id',
          'enrollment.created_at',
          'program.id as program_id',
          'program.title',
          'program.duration_weeks',
          sql<string>`${sql.ref('user.first_name')} || ' ' || ${sql.ref('user.last_name')}`.as('athlete_name'),
        ])
        .where('enrollment.id', '=', enrollmentId)
        .where('program.trainer_id', '=', caller.userId!)
        .executeTakeFirst();
      if (!enrollment) throw notFound(API_MESSAGES.recordNotFound('enrollment'));
      const athleteId = Number(enrollment.athlete_id);
      const [logs, phases] = await Promise.all([
        trainingHistory(db(), { athleteId, enrollmentId, newest: COACH_LOGS }),
        programPlan(db(), Number(enrollment.program_id)),
      ]);
      const calendar = planWeeks(phases);
      const prescriptions = await prescriptionsOf(db(), logs.map((l) => l.workout_id));
      // Compliance: completed workouts per week (from Monday, UTC) over the last weeks, oldest first.
      const thisWeek = Date.parse(`${weekStart(new Date())}T00:00:00.000Z`);
      const enrolledAt = String(enrollment.created_at);
      const weeks = Array.from({ length: COACH_WEEKS }, (_, i) => {
        const start = thisWeek - (COACH_WEEKS - 1 - i) * 7 * DAY_MS;
        // The sessions the calendar puts on each of the week's seven dates for this athlete.
        const planned = Array.from({ length: 7 }, (_, d) => plannedOn(calendar, enrolledAt, new Date(start + d * DAY_MS).toISOString().slice(0, 10)).length).reduce((a, b) => a + b, 0);
        return { week_start: new Date(start).toISOString().slice(0, 10), completed: 0, planned };
      });
      const since = `${weeks[0].week_start}T00:00:00.000Z`;
      const done = await db()
        .selectFrom('workout_log')
        .select('performed_at')
        .where('enrollment_id', '=', enrollmentId)
        .where('completed', '=', 1)
        .where('performed_at', '>=', since)
        .execute();
      for (const l of done) {
        const week = weeks.find((w) => w.week_start === weekStart(new Date(String(l.performed_at))));
        if (week) week.completed += 1;
      }
      const weeksLong = planLength(phases, Number(enrollment.duration_weeks ?? 1));
      const sessions = plannedPerWeek(phases).reduce((a, b) => a + b, 0);
      return {
        enrollment_id: Number(enrollment.id),
        athlete_id: athleteId,
        athlete_name: String(enrollment.athlete_name),
        program_id: Number(enrollment.program_id),
        program_title: String(enrollment.title),
        enrolled_at: String(enrollment.created_at),
        planned_per_week: Math.round((sessions / weeksLong) * 10) / 10,
        weeks,
        workouts: logs.map((l) => ({ ...l, prescription: prescriptions.get(l.workout_id) ?? [] })),
      };
    },
  });
}
