/**
 * A trainer's sales, dashboard and athletes: aggregates over their own programs only (the records API lists and
 * filters, but does not sum, and a trainer may not read athletes' accounts, so names come from here).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { RECORDS } from '../../src/config/constants';
import { API_MESSAGES } from '../../src/config/messages';
import { csvFile } from '../../src/domain/csv';
import { doneSessions, planWeeks, sessionProgress } from '../../src/domain/program-calendar';
import { conflict, notFound } from '../errors';
import { handlerGroup } from '../routes';
import { recordNotices, type Notice } from '../notifications/notifier';
import { programPlans } from '../training/plan';

const DAY_MS = 86_400_000;
/** Sales that count as revenue. */
const EARNING = ['succeeded', 'partially_refunded'] as const;

interface SalesQuery {
  from?: string;
  to?: string;
  status?: string;
  program_id?: number;
  page?: number;
  size?: number;
  format?: 'json' | 'csv';
}

interface Totals {
  currency: string;
  count: number;
  gross: number;
  refunded: number;
  net: number;
}

export const STUDIO_MESSAGES = {
  notActive: (status: string) => `This access is already ended (${status})`,
  revokedTitle: 'Your access was removed',
  revokedBody: (program: string, reason: string | null) => `Your trainer removed your access to ${program}.${reason ? ` ${reason}` : ''}`,
} as const;

export function trainerStudioHandlers(app: FastifyInstance) {
  const db = () => app.database.db;

  /** Succeeded refunds per transaction. */
  const refunds = () =>
    db()
      .selectFrom('refund')
      .innerJoin('transaction as t', 't.id', 'refund.transaction_id')
      .select(['refund.transaction_id', sql<number>`sum(coalesce(${sql.ref('refund.amount')}, ${sql.ref('t.amount')}))`.as('refunded')])
      .where('refund.status', '=', 'succeeded')
      .groupBy('refund.transaction_id');

  /** The caller's sales matching the query (the trainer's own, always). */
  function sales(trainerId: number, q: SalesQuery) {
    let query = db()
      .selectFrom('transaction')
      .innerJoin('program', 'program.id', 'transaction.program_id')
      .innerJoin('user', 'user.id', 'transaction.athlete_id')
      .where('transaction.trainer_id', '=', trainerId);
    if (q.from) query = query.where('transaction.created_at', '>=', new Date(q.from).toISOString());
    if (q.to) query = query.where('transaction.created_at', '<', new Date(q.to).toISOString());
    if (q.status) query = query.where('transaction.status', '=', q.status);
    if (q.program_id) query = query.where('transaction.program_id', '=', q.program_id);
    return query;
  }

  async function totalsOf(trainerId: number, q: SalesQuery): Promise<Totals[]> {
    const rows = await sales(trainerId, q)
      .leftJoin(refunds().as('r'), 'r.transaction_id', 'transaction.id')
      .select([
        'transaction.currency',
        sql<number>`count(*)`.as('count'),
        sql<number>`sum(${sql.ref('transaction.amount')})`.as('gross'),
        sql<number>`sum(coalesce(${sql.ref('r.refunded')}, 0))`.as('refunded'),
      ])
      .where('transaction.status', 'in', [...EARNING, 'refunded'])
      .groupBy('transaction.currency')
      .orderBy('transaction.currency')
      .execute();
    return rows.map((r) => {
      const gross = Number(r.gross);
      const refunded = Number(r.refunded);
      return { currency: String(r.currency), count: Number(r.count), gross, refunded, net: gross - refunded };
    });
  }

  async function salePage(trainerId: number, q: SalesQuery, limit: number, offset: number) {
    const latestRefund = sql<string | null>`(select ${sql.ref('rf.status')} from ${sql.table('refund')} as ${sql.ref('rf')} where ${sql.ref('rf.transaction_id')} = ${sql.ref('transaction.id')} order by ${sql.ref('rf.id')} desc limit 1)`;
    const rows = await sales(trainerId, q)
      .select([
        'transaction.id',
        'transaction.created_at',
        'transaction.program_id',
        'program.title as program_title',
        'transaction.athlete_id',
        sql<string>`${sql.ref('user.first_name')} || ' ' || ${sql.ref('user.last_name')}`.as('athlete_name'),
        'transaction.amount',
        'transaction.discount_amount',
        'transaction.currency',
        'transaction.status',
        latestRefund.as('refund_status'),
      ])
      .orderBy('transaction.created_at', 'desc')
      .orderBy('transaction.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      program_id: Number(r.program_id),
      athlete_id: Number(r.athlete_id),
      amount: Number(r.amount),
      discount_amount: Number(r.discount_amount ?? 0),
      refund_status: r.refund_status ?? null,
    }));
  }

  return handlerGroup({
    async listTrainerSales(request, reply: FastifyReply) {
      const caller = await request.signedInCaller();
      const q = request.query;
      const trainerId = caller.userId!;
      if (q.format === 'csv') {
        const rows = await salePage(trainerId, q, RECORDS.maxExport, 0);
        const head = ['id', 'created_at', 'program_id', 'program_title', 'athlete_name', 'amount', 'discount_amount', 'currency', 'status', 'refund_status'] as const;
        const cells = rows.map((r) => head.map((h) => (h === 'amount' || h === 'discount_amount' ? (Number(r[h]) / 100).toFixed(2) : r[h])));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="sales.csv"')
          .send(csvFile(head, cells));
      }
      const size = q.size ?? 20;
      const page = q.page ?? 1;
      const [list, counted, totals] = await Promise.all([
        salePage(trainerId, q, size, (page - 1) * size),
        sales(trainerId, q).select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
        totalsOf(trainerId, q),
      ]);
      const total = Number(counted?.n ?? 0);
      return { error: false, list, total, page, limit: size, num_pages: Math.ceil(total / size), totals };
    },

    async getTrainerDashboard(request) {
      const caller = await request.signedInCaller();
      const trainerId = caller.userId!;
      const days = request.query.days ?? 30;
      const now = Date.now();
      const fromDay = new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);
      const from = `${fromDay}T00:00:00.000Z`;
      const [revenue, enrollments, active, published, dailyRevenue, dailyEnrollments, top, recentSales, recentRefunds, recentComments] = await Promise.all([
        totalsOf(trainerId, { from }),
        db().selectFrom('enrollment').innerJoin('program', 'program.id', 'enrollment.program_id').select(sql<number>`count(*)`.as('n')).where('program.trainer_id', '=', trainerId).where('enrollment.created_at', '>=', from).executeTakeFirst(),
        db().selectFrom('enrollment').innerJoin('program', 'program.id', 'enrollment.program_id').select(sql<number>`count(distinct ${sql.ref('enrollment.athlete_id')})`.as('n')).where('program.trainer_id', '=', trainerId).where('enrollment.status', '=', 'active').executeTakeFirst(),
        db().selectFrom('program').select(sql<number>`count(*)`.as('n')).where('trainer_id', '=', trainerId).where('status', '=', 'published').executeTakeFirst(),
        db()
          .selectFrom('transaction')
          .select([sql<string>`substr(created_at, 1, 10)`.as('day'), 'currency', sql<number>`sum(amount)`.as('amount')])
          .where('trainer_id', '=', trainerId)
          .where('status', 'in', EARNING)
          .where('created_at', '>=', from)
          .groupBy([sql`substr(created_at, 1, 10)`, 'currency'])
          .execute(),
        db()
          .selectFrom('enrollment')
          .innerJoin('program', 'program.id', 'enrollment.program_id')
          .select([sql<string>`substr(${sql.ref('enrollment.created_at')}, 1, 10)`.as('day'), sql<number>`count(*)`.as('n')])
          .where('program.trainer_id', '=', trainerId)
          .where('enrollment.created_at', '>=', from)
          .groupBy(sql`substr(${sql.ref('enrollment.created_at')}, 1, 10)`)
          .execute(),
        db()
          .selectFrom('transaction')
          .innerJoin('program', 'program.id', 'transaction.program_id')
          .select(['transaction.program_id', 'program.title', 'transaction.currency', sql<number>`count(*)`.as('sales'), sql<number>`sum(${sql.ref('transaction.amount')})`.as('revenue')])
          .where('transaction.trainer_id', '=', trainerId)
          .where('transaction.status', 'in', EARNING)
          .where('transaction.created_at', '>=', from)
          .groupBy(['transaction.program_id', 'program.title', 'transaction.currency'])
          .orderBy(sql`sum(${sql.ref('transaction.amount')})`, 'desc')
          .limit(5)
          .execute(),
        salePage(trainerId, {}, 5, 0),
        db()
          .selectFrom('refund')
          .innerJoin('transaction', 'transaction.id', 'refund.transaction_id')
          .innerJoin('program', 'program.id', 'transaction.program_id')
          .select(['refund.created_at', 'refund.status', 'program.title'])
          .where('transaction.trainer_id', '=', trainerId)
          .orderBy('refund.created_at', 'desc')
          .limit(5)
          .execute(),
        db()
          .selectFrom('comment')
          .innerJoin('post', 'post.id', 'comment.post_id')
          .innerJoin('user', 'user.id', 'comment.author_id')
          .select(['comment.created_at', 'comment.body', 'user.first_name'])
          .where('post.author_id', '=', trainerId)
          .orderBy('comment.created_at', 'desc')
          .limit(5)
          .execute(),
      ]);
      const main = revenue.slice().sort((a, b) => b.gross - a.gross)[0]?.currency ?? 'USD';
      const series = Array.from({ length: days }, (_, i) => {
        const date = new Date(now - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
        return {
          date,
          revenue: dailyRevenue.filter((d) => d.day === date && d.currency === main).reduce((n, d) => n + Number(d.amount), 0),
          enrollments: dailyEnrollments.filter((d) => d.day === date).reduce((n, d) => n + Number(d.n), 0),
        };
      });
      const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;
      const recent = [
        ...recentSales.map((s) => ({ kind: 'sale' as const, at: String(s.created_at), text: `${s.athlete_name} bought ${s.program_title} (${money(s.amount, s.currency)})`, link: '/trainer/transactions' })),
        ...recentRefunds.map((r) => ({ kind: 'refund' as const, at: String(r.created_at), text: `Refund ${String(r.status)} on ${String(r.title)}`, link: '/trainer/transactions' })),
        ...recentComments.map((c) => ({ kind: 'comment' as const, at: String(c.created_at), text: `${String(c.first_name)} commented: ${String(c.body).slice(0, 80)}`, link: '/trainer/feed' })),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, 10);
      return {
        error: false,
        days,
        totals: { revenue, enrollments: Number(enrollments?.n ?? 0), active_athletes: Number(active?.n ?? 0), published_programs: Number(published?.n ?? 0) },
        series,
        top_programs: top.map((t) => ({ program_id: Number(t.program_id), title: String(t.title), sales: Number(t.sales), revenue: Number(t.revenue), currency: String(t.currency) })),
        recent,
      };
    },

    async listTrainerAthletes(request) {
      const caller = await request.signedInCaller();
      const programId = request.query.program_id;
      let query = db()
        .selectFrom('enrollment')
        .innerJoin('program', 'program.id', 'enrollment.program_id')
        .innerJoin('user', 'user.id', 'enrollment.athlete_id')
        .where('program.trainer_id', '=', caller.userId!);
      if (programId) query = query.where('enrollment.program_id', '=', programId);
      const last = sql<string | null>`(select max(${sql.ref('l.performed_at')}) from ${sql.table('workout_log')} as ${sql.ref('l')} where ${sql.ref('l.enrollment_id')} = ${sql.ref('enrollment.id')})`;
      const rows = await query
        .select([
          'enrollment.id as enrollment_id',
          'enrollment.athlete_id',
          sql<string>`${sql.ref('user.first_name')} || ' ' || ${sql.ref('user.last_name')}`.as('athlete_name'),
          'user.photo',
          'enrollment.program_id',
          'program.title as program_title',
          'enrollment.status',
          'enrollment.created_at as enrolled_at',
          'enrollment.ends_at',
          last.as('last_activity'),
        ])
        .orderBy('program.title')
        .orderBy('enrollment.created_at', 'desc')
        .limit(RECORDS.maxGetAll)
        .execute();
      // Progress by the program's calendar, as the athlete sees it: the sessions done of those its weeks plan.
      const enrollmentIds = rows.map((r) => Number(r.enrollment_id));
      const [plans, logs] = await Promise.all([
        programPlans(db(), rows.map((r) => Number(r.program_id))),
        enrollmentIds.length
          ? db().selectFrom('workout_log').select(['enrollment_id', 'workout_id', 'performed_at', 'completed']).where('enrollment_id', 'in', enrollmentIds).where('completed', '=', 1).execute()
          : Promise.resolve([]),
      ]);
      return {
        error: false,
        list: rows.map((r) => {
          const done = doneSessions(
            logs.filter((l) => Number(l.enrollment_id) === Number(r.enrollment_id)).map((l) => ({ workout_id: Number(l.workout_id), completed: Number(l.completed), performed_at: String(l.performed_at) })),
            String(r.enrolled_at),
          );
          const progress = sessionProgress(planWeeks(plans.get(Number(r.program_id)) ?? []), done);
          return {
            ...r,
            enrollment_id: Number(r.enrollment_id),
            athlete_id: Number(r.athlete_id),
            program_id: Number(r.program_id),
            photo: r.photo ?? null,
            ends_at: r.ends_at ?? null,
            last_activity: r.last_activity ?? null,
            completed_workouts: progress.completed,
            total_workouts: progress.total,
          };
        }),
      };
    },

    async revokeEnrollment(request) {
      const caller = await request.signedInCaller();
      const id = request.params.enrollmentId;
      const reason = request.body?.reason?.trim() || null;
      return db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .selectFrom('enrollment')
            .innerJoin('program', 'program.id', 'enrollment.program_id')
            .select(['enrollment.id', 'enrollment.status', 'enrollment.athlete_id', 'program.title'])
            .where('enrollment.id', '=', id)
            .where('program.trainer_id', '=', caller.userId!)
            .executeTakeFirst();
          if (!row) throw notFound(API_MESSAGES.recordNotFound('enrollment'));
          if (row.status !== 'active') throw conflict(STUDIO_MESSAGES.notActive(String(row.status)));
          const now = new Date().toISOString();
          const res = await trx.updateTable('enrollment').set({ status: 'cancelled', ends_at: now, updated_at: now }).where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) throw conflict(STUDIO_MESSAGES.notActive('just now'));
          const notice: Notice = { user_id: Number(row.athlete_id), type: 'access', title: STUDIO_MESSAGES.revokedTitle, message: STUDIO_MESSAGES.revokedBody(String(row.title), reason), link: '/athlete/owned-programs' };
          await recordNotices(trx, [notice], now);
          return notice;
        })
        .then(async (notice) => {
          await app.notifier.deliver([notice]);
          return { error: false, data: id };
        });
    },
  });
}
