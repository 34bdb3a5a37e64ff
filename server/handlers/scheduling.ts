/**
 * Scheduling a coaching session (lambda scheduling/...; contract openapi/paths/lambda/scheduling-*.yaml): a Google
 * Calendar event when the server has a calendar credential (config.googleCalendar), and always the same event as an
 * .ics file. Trainers invite athletes enrolled in their programs, admins any active account; the caller is invited
 * too. A trainer never learns an athlete's email address: Google hides guests from each other, and a trainer's
 * .ics names the athletes instead of listing their addresses.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SCHEDULING_MESSAGES as S } from '../../src/config/messages';
import { sessionProblems } from '../../src/domain/scheduling';
import { HttpError, unprocessable } from '../errors';
import type { Caller } from '../records/context';
import { handlerGroup } from '../routes';
import { GoogleCalendar } from '../scheduling/google-calendar';
import { buildIcs } from '../scheduling/ics';

interface SessionBody {
  title: string;
  start: string;
  end: string;
  description?: string | null;
  location?: string | null;
  attendee_ids?: number[];
}

interface Person {
  id: number;
  name: string;
  email: string;
}

/** The session's fields, checked by the one rule the dialog uses too; times as UTC ISO strings. */
function checked(body: SessionBody) {
  const problems = sessionProblems(body);
  const first = Object.values(problems)[0];
  if (first) throw unprocessable(first, problems as Record<string, string>);
  return {
    title: body.title.trim(),
    start: new Date(body.start),
    end: new Date(body.end),
    description: body.description?.trim() || null,
    location: body.location?.trim() || null,
  };
}

export function schedulingHandlers(app: FastifyInstance) {
  const db = () => app.database.db;
  const calendar = app.config.googleCalendar ? new GoogleCalendar(app.config.googleCalendar) : null;
  const nameOf = (r: { first_name?: unknown; last_name?: unknown; email?: unknown }) =>
    [r.first_name, r.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ') || String(r.email);

  /** The caller and the people they invite; 422 at attendee_ids when one may not be invited by them. */
  async function people(caller: Caller, ids: readonly number[]): Promise<{ me: Person; guests: Person[] }> {
    const meRow = await db().selectFrom('user').select(['id', 'first_name', 'last_name', 'email']).where('id', '=', caller.userId!).executeTakeFirstOrThrow();
    const me = { id: Number(meRow.id), name: nameOf(meRow), email: String(meRow.email) };
    const wanted = [...new Set(ids)].filter((id) => id !== me.id);
    if (!wanted.length) return { me, guests: [] };
    let query = db().selectFrom('user').select(['user.id', 'user.first_name', 'user.last_name', 'user.email']).where('user.id', 'in', wanted).where('user.status', '=', 1).where('user.verify', '=', 1);
    if (caller.kind === 'trainer') {
      const athletes = db()
        .selectFrom('enrollment')
        .innerJoin('program', 'program.id', 'enrollment.program_id')
        .select('enrollment.athlete_id')
        .where('program.trainer_id', '=', caller.userId!)
        .where('enrollment.status', '=', 'active');
      query = query.where('user.id', 'in', athletes);
    }
    const rows = await query.execute();
    if (rows.length !== wanted.length) {
      const message = caller.kind === 'trainer' ? S.notYourAthletes : S.unknownAttendees;
      throw unprocessable(message, { attendee_ids: message });
    }
    const byId = new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), name: nameOf(r), email: String(r.email) }]));
    return { me, guests: wanted.map((id) => byId.get(id)!) };
  }

  return handlerGroup({
    async createCalendarEvent(request) {
      const caller = await request.signedInCaller();
      const body = request.body;
      const session = checked(body);
      const { me, guests } = await people(caller, body.attendee_ids ?? []);
      if (!calendar) throw new HttpError(503, S.notConfigured);
      const event = await calendar.insertEvent({
        summary: session.title,
        description: session.description,
        location: session.location,
        start: session.start.toISOString(),
        end: session.end.toISOString(),
        attendees: [me, ...guests].map((p) => ({ email: p.email, displayName: p.name })),
        scheduledBy: me.id,
      });
      request.log.info({ event: event.id, by: me.id, guests: guests.length }, 'session scheduled in Google Calendar');
      return {
        error: false,
        model: {
          id: event.id,
          provider: 'google' as const,
          status: event.status ?? 'confirmed',
          html_link: event.htmlLink ?? null,
          title: session.title,
          start: session.start.toISOString(),
          end: session.end.toISOString(),
          attendees: guests.length + 1,
        },
      };
    },

    async downloadSessionIcs(request, reply) {
      const caller = await request.signedInCaller();
      const body = request.body;
      const session = checked(body);
      const { me, guests } = await people(caller, body.attendee_ids ?? []);
      // A trainer's file names the athletes; only an admin's carries their addresses.
      const withNames = caller.kind === 'trainer' && guests.length ? `With: ${guests.map((g) => g.name).join(', ')}` : null;
      const ics = buildIcs({
        uid: `${randomUUID()}@${app.config.projectId}`,
        stamp: new Date(),
        start: session.start,
        end: session.end,
        title: session.title,
        description: [session.description, withNames].filter(Boolean).join('\n\n') || null,
        location: session.location,
        organizer: { name: me.name, email: me.email },
        attendees: caller.kind === 'admin' ? guests : [],
      });
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="session.ics"').send(ics);
    },
  });
}
