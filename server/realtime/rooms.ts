/**
 * The rooms repository of realtime (handlers.ts): every query of the chat rooms and channels, their membership, the
 * messages and channel events, read marks, the chat notifications they raise, and presence. It decides nothing about
 * who may do what (the handlers do, from the facts it reads); a change that must be whole is one transaction here.
 */
import { sql } from 'kysely';
import { REALTIME } from '../../src/config/constants';
import type { UserRole } from '../../src/config/constants';
import type { DB } from '../db';
import { recordNotices, type Notice } from '../notifications/notifier';
import { accessNotEnded } from '../payments/access';

export type RoomKind = 'direct' | 'channel';

/** A chat message, as the API answers it. */
export type ChatMessage = { id: number; room_id: number; user_id: number; body: string; created_at: string };

/** A notification, as the poll answers it. */
export type PolledNotification = { id: number; type: string; title: string; message: string; link: string | null; created_at: string };

/** An event of a channel, as the channel poll answers it. */
export type ChannelEvent = { id: number; room: string; user_id: number; payload: unknown; created_at: string };

/** A direct room of a user, with its other members, its last message and how many messages the user has not read. */
export interface DirectRoom {
  id: number;
  kind: 'direct';
  created_at: string;
  members: { id: number; first_name: string; last_name: string; photo: string | null; role: UserRole; online: boolean }[];
  last_message: ChatMessage | null;
  unread: number;
}

/** A member of a direct room who gets a chat notification, and who sent the message. */
export type Recipient = { id: number; role: string };
export type Sender = { first_name?: unknown; last_name?: unknown };

export function messageOut(m: { id: unknown; room_id: unknown; user_id: unknown; body: unknown; created_at: unknown }): ChatMessage {
  return { id: Number(m.id), room_id: Number(m.room_id), user_id: Number(m.user_id), body: String(m.body), created_at: String(m.created_at) };
}

const onlineSince = () => new Date(Date.now() - REALTIME.onlineWithinMs).toISOString();

export class RoomsRepository {
  /** When this instance last wrote each user's presence (ms). */
  private readonly lastTouch = new Map<number, number>();

  constructor(private readonly db: DB) {}

  // ---------- presence ----------

  /** Marks the user seen now (at most one write per user every REALTIME.presenceWriteMs on this instance). */
  async touch(userId: number): Promise<void> {
    const now = Date.now();
    if (now - (this.lastTouch.get(userId) ?? 0) < REALTIME.presenceWriteMs) return;
    this.lastTouch.set(userId, now);
    const at = new Date(now).toISOString();
    await this.db
      .insertInto('user_presence')
      .values({ user_id: userId, last_seen_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seen_at: at }))
      .execute();
  }

  /** Which of these users were seen within REALTIME.onlineWithinMs. */
  async onlineIds(ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.selectFrom('user_presence').select('user_id').where('user_id', 'in', [...ids]).where('last_seen_at', '>=', onlineSince()).execute();
    return new Set(rows.map((r) => Number(r.user_id)));
  }

  /** The members of a room seen within REALTIME.onlineWithinMs, by id. */
  async onlineMembers(roomId: number): Promise<{ id: number; first_name: string; last_name: string }[]> {
    const list = await this.db
      .selectFrom('room_member as m')
      .innerJoin('user_presence as p', 'p.user_id', 'm.user_id')
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.first_name', 'u.last_name'])
      .where('m.room_id', '=', roomId)
      .where('p.last_seen_at', '>=', onlineSince())
      .orderBy('u.id')
      .execute();
    return list.map((u) => ({ id: Number(u.id), first_name: String(u.first_name ?? ''), last_name: String(u.last_name ?? '') }));
  }

  // ---------- the facts the access rules read ----------

  /** A person's role and whether their address is verified. */
  async person(id: number): Promise<{ role: string; verified: boolean } | undefined> {
    const row = await this.db.selectFrom('user').select(['id', 'role', 'verify']).where('id', '=', id).executeTakeFirst();
    return row && { role: String(row.role), verified: Number(row.verify) === 1 };
  }

  /** Whether the athlete is (or was) enrolled in one of the trainer's programs. */
  async trainerHasAthlete(trainerId: number, athleteId: number): Promise<boolean> {
    const enrolled = await this.db
      .selectFrom('enrollment as e')
      .innerJoin('program as p', 'p.id', 'e.program_id')
      .select('e.id')
      .where('p.trainer_id', '=', trainerId)
      .where('e.athlete_id', '=', athleteId)
      .executeTakeFirst();
    return !!enrolled;
  }

  /** A program's trainer; undefined when there is no such program. */
  async programTrainer(programId: number): Promise<number | undefined> {
    const program = await this.db.selectFrom('program').select(['trainer_id']).where('id', '=', programId).executeTakeFirst();
    return program && Number(program.trainer_id);
  }

  /** Whether the athlete holds an active enrollment in the program whose access has not ended. */
  async holdsProgram(programId: number, athleteId: number): Promise<boolean> {
    const held = await this.db
      .selectFrom('enrollment')
      .select('id')
      .where('program_id', '=', programId)
      .where('athlete_id', '=', athleteId)
      .where('status', '=', 'active')
      .where(accessNotEnded('ends_at'))
      .executeTakeFirst();
    return !!held;
  }

  // ---------- rooms and membership ----------

  /** The user's membership of a room (with the room's kind); undefined when not a member. */
  async membership(roomId: number, userId: number): Promise<{ id: unknown; last_read_chat_id: unknown; kind: RoomKind } | undefined> {
    return this.db
      .selectFrom('room_member as m')
      .innerJoin('room as r', 'r.id', 'm.room_id')
      .select(['m.id', 'm.last_read_chat_id', 'r.kind'])
      .where('m.room_id', '=', roomId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst();
  }

  async roomExists(roomId: number, kind: RoomKind): Promise<boolean> {
    return !!(await this.db.selectFrom('room').select('id').where('id', '=', roomId).where('kind', '=', kind).executeTakeFirst());
  }

  /** The ids of a room's members. */
  async memberIds(roomId: number): Promise<number[]> {
    return (await this.db.selectFrom('room_member').select('user_id').where('room_id', '=', roomId).execute()).map((m) => Number(m.user_id));
  }

  /** The rooms (with their other members, last message and unread count) of `userId`, or only `only`. */
  async roomsOf(userId: number, only?: number): Promise<DirectRoom[]> {
    let q = this.db
      .selectFrom('room as r')
      .innerJoin('room_member as me', (j) => j.onRef('me.room_id', '=', 'r.id').on('me.user_id', '=', userId))
      .select(['r.id', 'r.kind', 'r.created_at', 'r.last_message_at', 'me.last_read_chat_id'])
      .where('r.kind', '=', 'direct');
    if (only !== undefined) q = q.where('r.id', '=', only);
    const rooms = await q.orderBy(sql`coalesce(r.last_message_at, r.created_at)`, 'desc').orderBy('r.id', 'desc').execute();
    if (!rooms.length) return [];
    const ids = rooms.map((r) => Number(r.id));
    const members = await this.db
      .selectFrom('room_member as m')
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select(['m.room_id', 'u.id', 'u.first_name', 'u.last_name', 'u.photo', 'u.role'])
      .where('m.room_id', 'in', ids)
      .where('m.user_id', '<>', userId)
      .execute();
    const online = await this.onlineIds([...new Set(members.map((m) => Number(m.id)))]);
    const lastIds = await this.db.selectFrom('chat_message').select(['room_id', sql<number>`max(id)`.as('last')]).where('room_id', 'in', ids).groupBy('room_id').execute();
    const lastMessages = lastIds.length
      ? await this.db.selectFrom('chat_message').select(['id', 'room_id', 'user_id', 'body', 'created_at']).where('id', 'in', lastIds.map((l) => Number(l.last))).execute()
      : [];
    const unread = await this.db
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

  /** The direct room of the two people of `key` (created with both as members when there is none); its id. */
  async openDirect(key: string, createdBy: number, otherId: number, now: string): Promise<number> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const found = await trx.selectFrom('room').select('id').where('direct_key', '=', key).executeTakeFirst();
        if (found) return Number(found.id);
        const row = await trx.insertInto('room').values({ kind: 'direct', direct_key: key, name: null, created_by: createdBy, created_at: now, last_message_at: null }).returning('id').executeTakeFirstOrThrow();
        const id = Number(row.id);
        await trx
          .insertInto('room_member')
          .values([createdBy, otherId].map((user_id) => ({ room_id: id, user_id, last_read_chat_id: 0, joined_at: now })))
          .execute();
        return id;
      })
      .catch(async (err: unknown) => {
        // Both opened it at once: the unique key kept one; answer that one.
        const found = await this.db.selectFrom('room').select('id').where('direct_key', '=', key).executeTakeFirst();
        if (found) return Number(found.id);
        throw err;
      });
  }

  /** The id of the channel named `name`, if anyone ever joined it. */
  async channelId(name: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('room').select('id').where('name', '=', name).where('kind', '=', 'channel').executeTakeFirst();
    return row && Number(row.id);
  }

  /** Makes the user a member of channel `name` (created on first join); the channel's id. */
  async joinChannel(name: string, userId: number, now: string): Promise<number> {
    let roomRow = await this.db.selectFrom('room').select('id').where('name', '=', name).executeTakeFirst();
    if (!roomRow) {
      roomRow = await this.db
        .insertInto('room')
        .values({ kind: 'channel', direct_key: null, name, created_by: userId, created_at: now, last_message_at: null })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('id')
        .executeTakeFirst();
      roomRow ??= await this.db.selectFrom('room').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    }
    const id = Number(roomRow.id);
    await this.db
      .insertInto('room_member')
      .values({ room_id: id, user_id: userId, last_read_chat_id: 0, joined_at: now })
      .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
      .execute();
    return id;
  }

  /** Ends the user's membership of a room; whether there was one. */
  async leave(roomId: number, userId: number): Promise<boolean> {
    const res = await this.db.deleteFrom('room_member').where('room_id', '=', roomId).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Ends the user's memberships of these rooms. */
  async leaveAll(userId: number, roomIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('room_member').where('user_id', '=', userId).where('room_id', 'in', [...roomIds]).execute();
  }

  /** The channels the user is in other than the public ones. */
  async privateChannelsOf(userId: number): Promise<{ id: number; name: string }[]> {
    const held = await this.db
      .selectFrom('room_member as m')
      .innerJoin('room as r', 'r.id', 'm.room_id')
      .select(['r.id', 'r.name'])
      .where('m.user_id', '=', userId)
      .where('r.kind', '=', 'channel')
      .where('r.name', 'not like', 'public:%')
      .execute();
    return held.map((r) => ({ id: Number(r.id), name: String(r.name) }));
  }

  // ---------- direct messages, reads and notifications ----------

  /** The id of a room's newest message (0 when none). */
  async newestMessageId(roomId: number): Promise<number> {
    return Number((await this.db.selectFrom('chat_message').select(sql<number>`max(id)`.as('n')).where('room_id', '=', roomId).executeTakeFirst())?.n ?? 0);
  }

  /** Moves the user's read mark in the room up to `upTo` (never back). */
  async markRead(roomId: number, userId: number, upTo: number): Promise<void> {
    await this.db
      .updateTable('room_member')
      .set({ last_read_chat_id: sql`case when last_read_chat_id > ${upTo} then last_read_chat_id else ${upTo} end` })
      .where('room_id', '=', roomId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** Marks read the user's unread chat notification that points at `link`. */
  async readChatNotice(userId: number, link: string, now: string): Promise<void> {
    await this.db.updateTable('notification').set({ read_at: now }).where('user_id', '=', userId).where('type', '=', 'chat').where('link', '=', link).where('read_at', 'is', null).execute();
  }

  /** A page of a room's messages, newest first: before message `before` and before time `beforeTime` when given. */
  async messagesPage(roomId: number, opts: { before?: number; beforeTime?: string }, limit: number): Promise<ChatMessage[]> {
    let query = this.db.selectFrom('chat_message').select(['id', 'room_id', 'user_id', 'body', 'created_at']).where('room_id', '=', roomId);
    if (opts.before !== undefined) query = query.where('id', '<', opts.before);
    if (opts.beforeTime !== undefined) query = query.where('created_at', '<', opts.beforeTime);
    return (await query.orderBy('id', 'desc').limit(limit).execute()).map(messageOut);
  }

  /**
   * Posts a direct message, in one transaction: the message, the room's last message time, the sender's read mark
   * (past their own message), and the chat notifications `noticeFor` writes for the other members.
   */
  async postDirect(roomId: number, userId: number, body: string, now: string, noticeFor: (recipient: Recipient, sender: Sender) => Notice & { link: string }): Promise<{ message: ChatMessage; notices: Notice[] }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('chat_message').values({ room_id: roomId, user_id: userId, body, payload: null, created_at: now }).returning(['id', 'room_id', 'user_id', 'body', 'created_at']).executeTakeFirstOrThrow();
      await trx.updateTable('room').set({ last_message_at: now }).where('id', '=', roomId).execute();
      await trx.updateTable('room_member').set({ last_read_chat_id: Number(row.id) }).where('room_id', '=', roomId).where('user_id', '=', userId).execute();
      const others = await trx.selectFrom('room_member as m').innerJoin('user as u', 'u.id', 'm.user_id').select(['u.id', 'u.role']).where('m.room_id', '=', roomId).where('m.user_id', '<>', userId).execute();
      const sender = await trx.selectFrom('user').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
      // One unread chat notification per room at a time: the unread count says how many messages wait.
      const notices: Notice[] = [];
      for (const o of others) {
        const notice = noticeFor({ id: Number(o.id), role: String(o.role) }, sender);
        const open = await trx.selectFrom('notification').select('id').where('user_id', '=', Number(o.id)).where('type', '=', 'chat').where('link', '=', notice.link).where('read_at', 'is', null).executeTakeFirst();
        if (!open) notices.push(notice);
      }
      await recordNotices(trx, notices, now);
      return { message: messageOut(row), notices };
    });
  }

  /** The id of the newest message of the user's direct rooms (0 when none). */
  async newestDirectMessageId(userId: number): Promise<number> {
    return Number(
      (await this.db.selectFrom('chat_message as c').innerJoin('room_member as m', 'm.room_id', 'c.room_id').innerJoin('room as r', 'r.id', 'c.room_id').select(sql<number>`max(c.id)`.as('n')).where('m.user_id', '=', userId).where('r.kind', '=', 'direct').executeTakeFirst())?.n ?? 0,
    );
  }

  /** The messages of the user's direct rooms after message `after`, oldest first (at most REALTIME.pollBatch). */
  async directMessagesAfter(userId: number, after: number): Promise<ChatMessage[]> {
    const rows = await this.db
      .selectFrom('chat_message as c')
      .innerJoin('room_member as m', 'm.room_id', 'c.room_id')
      .innerJoin('room as r', 'r.id', 'c.room_id')
      .select(['c.id', 'c.room_id', 'c.user_id', 'c.body', 'c.created_at'])
      .where('m.user_id', '=', userId)
      .where('r.kind', '=', 'direct')
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(REALTIME.pollBatch)
      .execute();
    return rows.map(messageOut);
  }

  /** The id of the user's newest notification (0 when none). */
  async newestNotificationId(userId: number): Promise<number> {
    return Number((await this.db.selectFrom('notification').select(sql<number>`max(id)`.as('n')).where('user_id', '=', userId).executeTakeFirst())?.n ?? 0);
  }

  /** The user's notifications after `after`, oldest first (at most REALTIME.pollBatch). */
  async notificationsAfter(userId: number, after: number): Promise<PolledNotification[]> {
    const rows = await this.db.selectFrom('notification').select(['id', 'type', 'title', 'message', 'link', 'created_at']).where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(REALTIME.pollBatch).execute();
    return rows.map((x) => ({ id: Number(x.id), type: String(x.type), title: String(x.title), message: String(x.message ?? ''), link: (x.link as string | null) ?? null, created_at: String(x.created_at) }));
  }

  // ---------- channel events ----------

  /** Posts an event (its JSON payload) on a channel; its id and time. */
  async postEvent(roomId: number, userId: number, payload: string, now: string): Promise<{ id: number; created_at: string }> {
    const event = await this.db.insertInto('chat_message').values({ room_id: roomId, user_id: userId, body: '', payload, created_at: now }).returning(['id', 'created_at']).executeTakeFirstOrThrow();
    await this.db.updateTable('room').set({ last_message_at: now }).where('id', '=', roomId).execute();
    return { id: Number(event.id), created_at: String(event.created_at) };
  }

  /** The events of the channels the user is in. */
  private events(userId: number) {
    return this.db
      .selectFrom('chat_message as c')
      .innerJoin('room as r', 'r.id', 'c.room_id')
      .innerJoin('room_member as m', (j) => j.onRef('m.room_id', '=', 'c.room_id').on('m.user_id', '=', userId))
      .where('r.kind', '=', 'channel');
  }

  /** The id of the newest event of the user's channels (0 when none). */
  async newestEventId(userId: number): Promise<number> {
    return Number((await this.events(userId).select(sql<number>`max(c.id)`.as('n')).executeTakeFirst())?.n ?? 0);
  }

  /** The events of the user's channels after `after`, oldest first (at most REALTIME.pollBatch). */
  async eventsAfter(userId: number, after: number): Promise<ChannelEvent[]> {
    const rows = await this.events(userId).select(['c.id', 'r.name', 'c.user_id', 'c.payload', 'c.created_at']).where('c.id', '>', after).orderBy('c.id').limit(REALTIME.pollBatch).execute();
    return rows.map((e) => ({ id: Number(e.id), room: String(e.name), user_id: Number(e.user_id), payload: JSON.parse(String(e.payload ?? 'null')) as unknown, created_at: String(e.created_at) }));
  }
}
