/**
 * Realtime v3 (chat between two people: rooms, messages, read marks, the long-poll that also carries notifications)
 * and the subscription/channel family (named channels with JSON events). The database holds everything; the hub
 * (hub.ts) only wakes the polls. Who may talk to whom, and who may join which channel, is decided here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { API_MESSAGES, MESSAGES } from '../../src/config/messages';
import { REALTIME } from '../../src/config/constants';
import type { DB } from '../db';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../errors';
import { recordNotices, type Notice } from '../notifications/notifier';
import { accessNotEnded } from '../payments/access';
import type { Caller } from '../records/context';
import { handlerGroup, type RolePathRequest } from '../routes';
import type { UserRole } from '../../src/config/constants';

export const REALTIME_MESSAGES = {
  notYou: 'You can poll only your own messages (user_id must be yours)',
  notSelf: 'You cannot open a room with yourself',
  noSuchPerson: 'No such person',
  athleteToTrainer: 'Athletes can message trainers only',
  trainerToOwnAthletes: "Trainers can message the athletes of their own programs (and other trainers)",
  notMember: 'You are not in this room',
  noSuchRoom: 'No such room',
  channelForbidden: 'You may not join this channel',
  notSubscribed: 'Subscribe to the channel first',
  payloadTooLarge: (kb: number) => `The payload is at most ${kb} kB`,
  chatTitle: (name: string) => `New message from ${name}`,
} as const;

type Q = Record<string, string | number | undefined>;

const nowIso = () => new Date().toISOString();
const name = (u: { first_name?: unknown; last_name?: unknown }) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || 'Someone';

/** Where a user reads a room (the messages page of their role). */
export function roomLink(role: string, roomId: number): string {
  if (role === 'trainer') return `/trainer/messages?room=${roomId}`;
  if (role === 'athlete') return `/athlete/messages?room=${roomId}`;
  return `/admin/dashboard`;
}

export function realtimeHandlers(app: FastifyInstance) {
  const db = (): DB => app.database.db;
  const lastTouch = new Map<number, number>();

  const signedIn = async (r: RolePathRequest): Promise<Caller & { userId: number }> => {
    const caller = await r.callerForPath(r.params.role);
    if (caller.userId == null) throw unauthorized(API_MESSAGES.signInRequired);
    return caller as Caller & { userId: number };
  };
  const acting = async (r: RolePathRequest) => {
    const caller = await signedIn(r);
    if (caller.status === 0) throw forbidden(MESSAGES.accountDeactivated);
    return caller;
  };

  /** Marks the user seen now (at most one write per user every REALTIME.presenceWriteMs on this instance). */
  async function touch(userId: number) {
    const now = Date.now();
    if (now - (lastTouch.get(userId) ?? 0) < REALTIME.presenceWriteMs) return;
    lastTouch.set(userId, now);
    const at = new Date(now).toISOString();
    await db()
      .insertInto('user_presence')
      .values({ user_id: userId, last_seen_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seen_at: at }))
      .execute();
  }

  async function onlineIds(ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const since = new Date(Date.now() - REALTIME.onlineWithinMs).toISOString();
    const rows = await db().selectFrom('user_presence').select('user_id').where('user_id', 'in', [...ids]).where('last_seen_at', '>=', since).execute();
    return new Set(rows.map((r) => Number(r.user_id)));
  }

  async function membership(roomId: number, userId: number, kind: 'direct' | 'channel') {
    const row = await db()
      .selectFrom('room_member as m')
      .innerJoin('room as r', 'r.id', 'm.room_id')
      .select(['m.id', 'm.last_read_chat_id', 'r.kind'])
      .where('m.room_id', '=', roomId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst();
    if (!row || row.kind !== kind) {
      const exists = await db().selectFrom('room').select('id').where('id', '=', roomId).where('kind', '=', kind).executeTakeFirst();
      throw exists ? forbidden(REALTIME_MESSAGES.notMember) : notFound(REALTIME_MESSAGES.noSuchRoom);
    }
    return row;
  }

  /** The rooms (with their other members, last message and unread count) of `userId`, or only `only`. */
  async function roomsOf(userId: number, only?: number) {
    let q = db()
      .selectFrom('room as r')
      .innerJoin('room_member as me', (j) => j.onRef('me.room_id', '=', 'r.id').on('me.user_id', '=', userId))
      .select(['r.id', 'r.kind', 'r.created_at', 'r.last_message_at', 'me.last_read_chat_id'])
      .where('r.kind', '=', 'direct');
    if (only !== undefined) q = q.where('r.id', '=', only);
    const rooms = await q.orderBy(sql`coalesce(r.last_message_at, r.created_at)`, 'desc').orderBy('r.id', 'desc').execute();
    if (!rooms.length) return [];
    const ids = rooms.map((r) => Number(r.id));
    const members = await db()
      .selectFrom('room_member as m')
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select(['m.room_id', 'u.id', 'u.first_name', 'u.last_name', 'u.photo', 'u.role'])
      .where('m.room_id', 'in', ids)
      .where('m.user_id', '<>', userId)
      .execute();
    const online = await onlineIds([...new Set(members.map((m) => Number(m.id)))]);
    const lastIds = await db().selectFrom('chat_message').select(['room_id', sql<number>`max(id)`.as('last')]).where('room_id', 'in', ids).groupBy('room_id').execute();
    const lastMessages = lastIds.length
      ? await db().selectFrom('chat_message').select(['id', 'room_id', 'user_id', 'body', 'created_at']).where('id', 'in', lastIds.map((l) => Number(l.last))).execute()
      : [];
    const unread = await db()
      .selectFrom('chat_message as c')
      .innerJoin('room_member as me', (j) => j.onRef('me.room_id', '=', 'c.room_id').on('me.user_id', '=', userId))
      .select(['c.room_id', sql<number>`count(*)`.as('n')])
      .where('c.room_id', 'in', ids)
      .where('c.user_id', '<>', userId)
      .whereRef('c.id', '>', 'me.last_read_chat_id')
      .groupBy('c.room_id')
      .execute();
    return rooms.map((r) => {
      const id = Number(r.id);
      const last = lastMessages.find((m) => Number(m.room_id) === id);
      return {
        id,
        kind: 'direct' as const,
        created_at: String(r.created_at),
        members: members
          .filter((m) => Number(m.room_id) === id)
          .map((m) => ({ id: Number(m.id), first_name: String(m.first_name ?? ''), last_name: String(m.last_name ?? ''), photo: (m.photo as string | null) ?? null, role: m.role as UserRole, online: online.has(Number(m.id)) })),
        last_message: last ? messageOut(last) : null,
        unread: Number(unread.find((u) => Number(u.room_id) === id)?.n ?? 0),
      };
    });
  }

  /** Whether `caller` may open a direct room with `target` (see the contract). */
  async function assertMayTalk(caller: Caller & { userId: number }, targetId: number) {
    if (targetId === caller.userId) throw badRequest(REALTIME_MESSAGES.notSelf);
    const target = await db().selectFrom('user').select(['id', 'role', 'verify']).where('id', '=', targetId).executeTakeFirst();
    if (!target || Number(target.verify) !== 1) throw notFound(REALTIME_MESSAGES.noSuchPerson);
    if (caller.kind === 'admin') return;
    if (caller.kind === 'athlete') {
      if (target.role !== 'trainer') throw forbidden(REALTIME_MESSAGES.athleteToTrainer);
      return;
    }
    if (caller.kind === 'trainer') {
      if (target.role === 'trainer') return;
      const enrolled = await db()
        .selectFrom('enrollment as e')
        .innerJoin('program as p', 'p.id', 'e.program_id')
        .select('e.id')
        .where('p.trainer_id', '=', caller.userId)
        .where('e.athlete_id', '=', targetId)
        .executeTakeFirst();
      if (!enrolled) throw forbidden(REALTIME_MESSAGES.trainerToOwnAthletes);
      return;
    }
    throw unauthorized(API_MESSAGES.signInRequired);
  }

  /** Whether `caller` may join channel `room` (see ChannelName in the contract). */
  async function assertMayJoin(caller: Caller & { userId: number }, room: string) {
    const [kind, rest] = room.split(':') as [string, string];
    if (kind === 'public') return;
    if (caller.kind === 'admin') return;
    if (kind === 'user') {
      if (Number(rest) === caller.userId) return;
      throw forbidden(REALTIME_MESSAGES.channelForbidden);
    }
    if (kind === 'program') {
      const programId = Number(rest);
      if (!Number.isInteger(programId)) throw forbidden(REALTIME_MESSAGES.channelForbidden);
      const program = await db().selectFrom('program').select(['trainer_id']).where('id', '=', programId).executeTakeFirst();
      if (program && Number(program.trainer_id) === caller.userId) return;
      if (program && caller.kind === 'athlete') {
        const held = await db()
          .selectFrom('enrollment')
          .select('id')
          .where('program_id', '=', programId)
          .where('athlete_id', '=', caller.userId)
          .where('status', '=', 'active')
          .where(accessNotEnded('ends_at'))
          .executeTakeFirst();
        if (held) return;
      }
    }
    throw forbidden(REALTIME_MESSAGES.channelForbidden);
  }

  /**
   * Ends the caller's channel memberships that its access no longer allows (a program's channel after a refund, a
   * cancellation's end or a removal): joining checks the rule once, and this holds it for as long as the membership
   * lasts, so nobody keeps hearing or speaking on a channel they lost.
   */
  async function dropLapsedChannels(caller: Caller & { userId: number }) {
    if (caller.kind === 'admin') return;
    const held = await db()
      .selectFrom('room_member as m')
      .innerJoin('room as r', 'r.id', 'm.room_id')
      .select(['r.id', 'r.name'])
      .where('m.user_id', '=', caller.userId)
      .where('r.kind', '=', 'channel')
      .where('r.name', 'not like', 'public:%')
      .execute();
    const lapsed: number[] = [];
    for (const room of held) {
      const allowed = await assertMayJoin(caller, String(room.name)).then(
        () => true,
        () => false,
      );
      if (!allowed) lapsed.push(Number(room.id));
    }
    if (lapsed.length) await db().deleteFrom('room_member').where('user_id', '=', caller.userId).where('room_id', 'in', lapsed).execute();
  }

  /** Waits until something is published for `userId`, the time is up, or the client leaves. */
  async function waitFor(request: FastifyRequest, userId: number, ms: number, check: () => Promise<boolean>): Promise<boolean> {
    let wake: () => void = () => undefined;
    const unsubscribe = app.realtime.subscribe(userId, () => wake());
    const deadline = Date.now() + ms;
    let gone = false;
    const onClose = () => {
      gone = true;
      wake();
    };
    request.raw.once('close', onClose);
    try {
      for (;;) {
        // A closing server answers its waiting polls at once (empty): the database may be gone by the next read.
        if (app.realtime.closed) return false;
        if (await check()) return true;
        const left = deadline - Date.now();
        if (left <= 0 || gone || request.raw.destroyed) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      unsubscribe();
      request.raw.off('close', onClose);
    }
  }

  const waitSeconds = (q: Q) => Math.min(Number(q.wait_s ?? REALTIME.pollWaitS), REALTIME.pollWaitS) * 1000;

  return handlerGroup({
    async openRoom(request) {
      const caller = await acting(request);
      const targetId = request.body.user_id;
      await assertMayTalk(caller, targetId);
      const key = [caller.userId, targetId].sort((a, b) => a - b).join(':');
      const now = nowIso();
      const roomId = await db()
        .transaction()
        .execute(async (trx) => {
          const found = await trx.selectFrom('room').select('id').where('direct_key', '=', key).executeTakeFirst();
          if (found) return Number(found.id);
          const row = await trx.insertInto('room').values({ kind: 'direct', direct_key: key, name: null, created_by: caller.userId, created_at: now, last_message_at: null }).returning('id').executeTakeFirstOrThrow();
          const id = Number(row.id);
          await trx
            .insertInto('room_member')
            .values([caller.userId, targetId].map((user_id) => ({ room_id: id, user_id, last_read_chat_id: 0, joined_at: now })))
            .execute();
          return id;
        })
        .catch(async (err: unknown) => {
          // Both opened it at once: the unique key kept one; answer that one.
          const found = await db().selectFrom('room').select('id').where('direct_key', '=', key).executeTakeFirst();
          if (found) return Number(found.id);
          throw err;
        });
      const [model] = await roomsOf(caller.userId, roomId);
      return { error: false, model };
    },

    async listMyRooms(request) {
      const caller = await signedIn(request);
      const list = await roomsOf(caller.userId);
      return { error: false, list, unread: list.reduce((n, r) => n + r.unread, 0) };
    },

    async pollRealtime(request) {
      const caller = await signedIn(request);
      const q = request.query;
      if (Number(q.user_id) !== caller.userId) throw forbidden(REALTIME_MESSAGES.notYou);
      await touch(caller.userId);
      const me = caller.userId;
      const newestChat = async () =>
        Number(
          (await db().selectFrom('chat_message as c').innerJoin('room_member as m', 'm.room_id', 'c.room_id').innerJoin('room as r', 'r.id', 'c.room_id').select(sql<number>`max(c.id)`.as('n')).where('m.user_id', '=', me).where('r.kind', '=', 'direct').executeTakeFirst())?.n ?? 0,
        );
      const newestNotice = async () => Number((await db().selectFrom('notification').select(sql<number>`max(id)`.as('n')).where('user_id', '=', me).executeTakeFirst())?.n ?? 0);
      // Without a cursor it waits from now: what arrives from here on, or empty after the wait (wait_s=0: the cursor).
      const afterChat = Number(q.after_chat ?? (await newestChat()));
      const afterNotice = Number(q.after_notification ?? (await newestNotice()));
      let messages: ReturnType<typeof messageOut>[] = [];
      let notifications: { id: number; type: string; title: string; message: string; link: string | null; created_at: string }[] = [];
      const check = async () => {
        const [m, n] = await Promise.all([
          db()
            .selectFrom('chat_message as c')
            .innerJoin('room_member as m', 'm.room_id', 'c.room_id')
            .innerJoin('room as r', 'r.id', 'c.room_id')
            .select(['c.id', 'c.room_id', 'c.user_id', 'c.body', 'c.created_at'])
            .where('m.user_id', '=', me)
            .where('r.kind', '=', 'direct')
            .where('c.id', '>', afterChat)
            .orderBy('c.id')
            .limit(REALTIME.pollBatch)
            .execute(),
          db().selectFrom('notification').select(['id', 'type', 'title', 'message', 'link', 'created_at']).where('user_id', '=', me).where('id', '>', afterNotice).orderBy('id').limit(REALTIME.pollBatch).execute(),
        ]);
        messages = m.map(messageOut);
        notifications = n.map((x) => ({ id: Number(x.id), type: String(x.type), title: String(x.title), message: String(x.message ?? ''), link: (x.link as string | null) ?? null, created_at: String(x.created_at) }));
        return messages.length > 0 || notifications.length > 0;
      };
      const arrived = await waitFor(request, me, waitSeconds(q), check);
      return {
        error: false,
        messages,
        notifications,
        cursor: { chat: messages.at(-1)?.id ?? afterChat, notification: Number(notifications.at(-1)?.id ?? afterNotice) },
        timed_out: !arrived,
      };
    },

    async markRoomRead(request) {
      // A change (read marks, the chat notification read): refused to a deactivated account, like the notification's read_at.
      const caller = await acting(request);
      const b = request.body;
      await membership(b.room_id, caller.userId, 'direct');
      const newest = Number((await db().selectFrom('chat_message').select(sql<number>`max(id)`.as('n')).where('room_id', '=', b.room_id).executeTakeFirst())?.n ?? 0);
      const upTo = Math.min(b.chat_id ?? newest, newest);
      await db()
        .updateTable('room_member')
        .set({ last_read_chat_id: sql`case when last_read_chat_id > ${upTo} then last_read_chat_id else ${upTo} end` })
        .where('room_id', '=', b.room_id)
        .where('user_id', '=', caller.userId)
        .execute();
      // Its chat notification is read too (the next message makes a new one), and the caller's other tabs update.
      if (upTo === newest && caller.role) {
        await db()
          .updateTable('notification')
          .set({ read_at: nowIso() })
          .where('user_id', '=', caller.userId)
          .where('type', '=', 'chat')
          .where('link', '=', roomLink(caller.role, b.room_id))
          .where('read_at', 'is', null)
          .execute();
      }
      await app.realtime.publish([caller.userId]);
      return { error: false, data: upTo };
    },

    async listChatMessages(request) {
      const caller = await signedIn(request);
      const q = request.query;
      const roomId = Number(q.room_id);
      await membership(roomId, caller.userId, 'direct');
      const size = Math.min(Number(q.size ?? REALTIME.pageSize), 100);
      let query = db().selectFrom('chat_message').select(['id', 'room_id', 'user_id', 'body', 'created_at']).where('room_id', '=', roomId);
      if (q.chat_id !== undefined) query = query.where('id', '<', Number(q.chat_id));
      if (q.date !== undefined) {
        const at = Date.parse(String(q.date));
        if (Number.isNaN(at)) throw badRequest('date must be an ISO-8601 time', { date: 'is not a time' });
        query = query.where('created_at', '<', new Date(at).toISOString());
      }
      const rows = await query.orderBy('id', 'desc').limit(size + 1).execute();
      return { error: false, list: rows.slice(0, size).map(messageOut), has_more: rows.length > size };
    },

    async sendChatMessage(request) {
      const caller = await acting(request);
      const b = request.body;
      const text = b.body.trim();
      if (!text) throw badRequest('Write a message first', { body: 'is empty' });
      await membership(b.room_id, caller.userId, 'direct');
      const now = nowIso();
      const { message, notices } = await db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx.insertInto('chat_message').values({ room_id: b.room_id, user_id: caller.userId, body: text, payload: null, created_at: now }).returning(['id', 'room_id', 'user_id', 'body', 'created_at']).executeTakeFirstOrThrow();
          await trx.updateTable('room').set({ last_message_at: now }).where('id', '=', b.room_id).execute();
          await trx.updateTable('room_member').set({ last_read_chat_id: Number(row.id) }).where('room_id', '=', b.room_id).where('user_id', '=', caller.userId).execute();
          const others = await trx.selectFrom('room_member as m').innerJoin('user as u', 'u.id', 'm.user_id').select(['u.id', 'u.role']).where('m.room_id', '=', b.room_id).where('m.user_id', '<>', caller.userId).execute();
          const sender = await trx.selectFrom('user').select(['first_name', 'last_name']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
          // One unread chat notification per room at a time: the unread count says how many messages wait.
          const notices: Notice[] = [];
          for (const o of others) {
            const link = roomLink(String(o.role), b.room_id);
            const open = await trx.selectFrom('notification').select('id').where('user_id', '=', Number(o.id)).where('type', '=', 'chat').where('link', '=', link).where('read_at', 'is', null).executeTakeFirst();
            if (!open) notices.push({ user_id: Number(o.id), type: 'chat', title: REALTIME_MESSAGES.chatTitle(name(sender)), message: text.length > 140 ? `${text.slice(0, 139)}…` : text, link });
          }
          await recordNotices(trx, notices, now);
          return { message: messageOut(row), notices, recipients: others.map((o) => Number(o.id)) };
        });
      await app.realtime.publish([caller.userId, ...(await db().selectFrom('room_member').select('user_id').where('room_id', '=', b.room_id).execute()).map((m) => Number(m.user_id))]);
      await app.notifier.deliver(notices);
      return { error: false, model: message };
    },

    // ---------- subscription/channel ----------

    async subscribeChannel(request) {
      const caller = await acting(request);
      const room = request.body.room;
      await assertMayJoin(caller, room);
      const now = nowIso();
      let roomRow = await db().selectFrom('room').select('id').where('name', '=', room).executeTakeFirst();
      if (!roomRow) {
        roomRow = await db()
          .insertInto('room')
          .values({ kind: 'channel', direct_key: null, name: room, created_by: caller.userId, created_at: now, last_message_at: null })
          .onConflict((oc) => oc.column('name').doNothing())
          .returning('id')
          .executeTakeFirst();
        roomRow ??= await db().selectFrom('room').select('id').where('name', '=', room).executeTakeFirstOrThrow();
      }
      const id = Number(roomRow.id);
      await db()
        .insertInto('room_member')
        .values({ room_id: id, user_id: caller.userId, last_read_chat_id: 0, joined_at: now })
        .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
        .execute();
      return { error: false, data: id };
    },

    async unsubscribeChannel(request) {
      const caller = await acting(request);
      const room = request.body.room;
      const row = await db().selectFrom('room').select('id').where('name', '=', room).where('kind', '=', 'channel').executeTakeFirst();
      if (!row) return { error: false, data: 0 };
      const res = await db().deleteFrom('room_member').where('room_id', '=', Number(row.id)).where('user_id', '=', caller.userId).executeTakeFirst();
      return { error: false, data: Number(res.numDeletedRows) > 0 ? 1 : 0 };
    },

    async sendChannelEvent(request) {
      const caller = await acting(request);
      const b = request.body;
      const text = JSON.stringify(b.payload ?? null);
      if (Buffer.byteLength(text) > REALTIME.maxPayloadBytes) throw new HttpError(400, REALTIME_MESSAGES.payloadTooLarge(REALTIME.maxPayloadBytes / 1024), { payload: 'is too large' });
      const row = await db().selectFrom('room').select('id').where('name', '=', b.room).where('kind', '=', 'channel').executeTakeFirst();
      if (!row) throw forbidden(REALTIME_MESSAGES.notSubscribed);
      await dropLapsedChannels(caller);
      await membership(Number(row.id), caller.userId, 'channel').catch(() => {
        throw forbidden(REALTIME_MESSAGES.notSubscribed);
      });
      const now = nowIso();
      const event = await db().insertInto('chat_message').values({ room_id: Number(row.id), user_id: caller.userId, body: '', payload: text, created_at: now }).returning(['id', 'created_at']).executeTakeFirstOrThrow();
      await db().updateTable('room').set({ last_message_at: now }).where('id', '=', Number(row.id)).execute();
      const members = await db().selectFrom('room_member').select('user_id').where('room_id', '=', Number(row.id)).execute();
      await app.realtime.publish(members.map((m) => Number(m.user_id)));
      return { error: false, model: { id: Number(event.id), room: b.room, user_id: caller.userId, payload: b.payload ?? null, created_at: String(event.created_at) } };
    },

    async pollChannels(request) {
      const caller = await signedIn(request);
      const q = request.query;
      await touch(caller.userId);
      await dropLapsedChannels(caller);
      const me = caller.userId;
      const base = () =>
        db()
          .selectFrom('chat_message as c')
          .innerJoin('room as r', 'r.id', 'c.room_id')
          .innerJoin('room_member as m', (j) => j.onRef('m.room_id', '=', 'c.room_id').on('m.user_id', '=', me))
          .where('r.kind', '=', 'channel');
      if (q.after === undefined) {
        const newest = Number((await base().select(sql<number>`max(c.id)`.as('n')).executeTakeFirst())?.n ?? 0);
        return { error: false, list: [], cursor: newest, timed_out: false };
      }
      const after = Number(q.after);
      let list: { id: number; room: string; user_id: number; payload: unknown; created_at: string }[] = [];
      const check = async () => {
        const rows = await base().select(['c.id', 'r.name', 'c.user_id', 'c.payload', 'c.created_at']).where('c.id', '>', after).orderBy('c.id').limit(REALTIME.pollBatch).execute();
        list = rows.map((e) => ({ id: Number(e.id), room: String(e.name), user_id: Number(e.user_id), payload: JSON.parse(String(e.payload ?? 'null')) as unknown, created_at: String(e.created_at) }));
        return list.length > 0;
      };
      const arrived = await waitFor(request, me, waitSeconds(q), check);
      return { error: false, list, cursor: Number(list.at(-1)?.id ?? after), timed_out: !arrived };
    },

    async listChannelOnline(request) {
      const caller = await signedIn(request);
      const room = String(request.query.room);
      await assertMayJoin(caller, room);
      const row = await db().selectFrom('room').select('id').where('name', '=', room).where('kind', '=', 'channel').executeTakeFirst();
      if (!row) return { error: false, list: [] };
      const since = new Date(Date.now() - REALTIME.onlineWithinMs).toISOString();
      const list = await db()
        .selectFrom('room_member as m')
        .innerJoin('user_presence as p', 'p.user_id', 'm.user_id')
        .innerJoin('user as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.first_name', 'u.last_name'])
        .where('m.room_id', '=', Number(row.id))
        .where('p.last_seen_at', '>=', since)
        .orderBy('u.id')
        .execute();
      return { error: false, list: list.map((u) => ({ id: Number(u.id), first_name: String(u.first_name ?? ''), last_name: String(u.last_name ?? '') })) };
    },
  });
}

function messageOut(m: { id: unknown; room_id: unknown; user_id: unknown; body: unknown; created_at: unknown }) {
  return { id: Number(m.id), room_id: Number(m.room_id), user_id: Number(m.user_id), body: String(m.body), created_at: String(m.created_at) };
}
