/**
 * Realtime v3 (chat between two people: rooms, messages, read marks, the long-poll that also carries notifications)
 * and the subscription/channel family (named channels with JSON events). The database holds everything (read and
 * written through the rooms repository, rooms.ts); the hub (hub.ts) only wakes the polls. Who may talk to whom, and
 * who may join which channel, is decided here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../src/config/messages';
import { REALTIME } from '../../src/config/constants';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../errors';
import type { Caller } from '../records/context';
import { handlerGroup } from '../routes';
import { RoomsRepository, type ChannelEvent, type ChatMessage, type PolledNotification, type RoomKind } from '../realtime/rooms';

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
  const rooms = new RoomsRepository(app.database.db);

  /** The caller's membership of a room of this kind: 403 when the room exists but the caller is not in it, else 404. */
  async function membership(roomId: number, userId: number, kind: RoomKind) {
    const row = await rooms.membership(roomId, userId);
    if (!row || row.kind !== kind) {
      const exists = await rooms.roomExists(roomId, kind);
      throw exists ? forbidden(REALTIME_MESSAGES.notMember) : notFound(REALTIME_MESSAGES.noSuchRoom);
    }
    return row;
  }

  /** Whether `caller` may open a direct room with `target` (see the contract). */
  async function assertMayTalk(caller: Caller & { userId: number }, targetId: number) {
    if (targetId === caller.userId) throw badRequest(REALTIME_MESSAGES.notSelf);
    const target = await rooms.person(targetId);
    if (!target || !target.verified) throw notFound(REALTIME_MESSAGES.noSuchPerson);
    if (caller.kind === 'admin') return;
    if (caller.kind === 'athlete') {
      if (target.role !== 'trainer') throw forbidden(REALTIME_MESSAGES.athleteToTrainer);
      return;
    }
    if (caller.kind === 'trainer') {
      if (target.role === 'trainer') return;
      if (!(await rooms.trainerHasAthlete(caller.userId, targetId))) throw forbidden(REALTIME_MESSAGES.trainerToOwnAthletes);
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
      const trainerId = await rooms.programTrainer(programId);
      if (trainerId !== undefined && trainerId === caller.userId) return;
      if (trainerId !== undefined && caller.kind === 'athlete') {
        if (await rooms.holdsProgram(programId, caller.userId)) return;
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
    const held = await rooms.privateChannelsOf(caller.userId);
    const lapsed: number[] = [];
    for (const room of held) {
      const allowed = await assertMayJoin(caller, room.name).then(
        () => true,
        () => false,
      );
      if (!allowed) lapsed.push(room.id);
    }
    if (lapsed.length) await rooms.leaveAll(caller.userId, lapsed);
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
      const caller = await request.signedInCaller();
      const targetId = request.body.user_id;
      await assertMayTalk(caller, targetId);
      const key = [caller.userId, targetId].sort((a, b) => a - b).join(':');
      const roomId = await rooms.openDirect(key, caller.userId, targetId, nowIso());
      const [model] = await rooms.roomsOf(caller.userId, roomId);
      return { error: false, model };
    },

    async listMyRooms(request) {
      const caller = await request.signedInCaller();
      const list = await rooms.roomsOf(caller.userId);
      return { error: false, list, unread: list.reduce((n, r) => n + r.unread, 0) };
    },

    async pollRealtime(request) {
      const caller = await request.signedInCaller();
      const q = request.query;
      if (Number(q.user_id) !== caller.userId) throw forbidden(REALTIME_MESSAGES.notYou);
      await rooms.touch(caller.userId);
      const me = caller.userId;
      // Without a cursor it waits from now: what arrives from here on, or empty after the wait (wait_s=0: the cursor).
      const afterChat = Number(q.after_chat ?? (await rooms.newestDirectMessageId(me)));
      const afterNotice = Number(q.after_notification ?? (await rooms.newestNotificationId(me)));
      let messages: ChatMessage[] = [];
      let notifications: PolledNotification[] = [];
      const check = async () => {
        [messages, notifications] = await Promise.all([rooms.directMessagesAfter(me, afterChat), rooms.notificationsAfter(me, afterNotice)]);
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
      const caller = await request.signedInCaller();
      const b = request.body;
      await membership(b.room_id, caller.userId, 'direct');
      const newest = await rooms.newestMessageId(b.room_id);
      const upTo = Math.min(b.chat_id ?? newest, newest);
      await rooms.markRead(b.room_id, caller.userId, upTo);
      // Its chat notification is read too (the next message makes a new one), and the caller's other tabs update.
      if (upTo === newest && caller.role) await rooms.readChatNotice(caller.userId, roomLink(caller.role, b.room_id), nowIso());
      await app.realtime.publish([caller.userId]);
      return { error: false, data: upTo };
    },

    async listChatMessages(request) {
      const caller = await request.signedInCaller();
      const q = request.query;
      const roomId = Number(q.room_id);
      await membership(roomId, caller.userId, 'direct');
      const size = Math.min(Number(q.size ?? REALTIME.pageSize), 100);
      let beforeTime: string | undefined;
      if (q.date !== undefined) {
        const at = Date.parse(String(q.date));
        if (Number.isNaN(at)) throw badRequest('date must be an ISO-8601 time', { date: 'is not a time' });
        beforeTime = new Date(at).toISOString();
      }
      const rows = await rooms.messagesPage(roomId, { before: q.chat_id !== undefined ? Number(q.chat_id) : undefined, beforeTime }, size + 1);
      return { error: false, list: rows.slice(0, size), has_more: rows.length > size };
    },

    async sendChatMessage(request) {
      const caller = await request.signedInCaller();
      const b = request.body;
      const text = b.body.trim();
      if (!text) throw badRequest('Write a message first', { body: 'is empty' });
      await membership(b.room_id, caller.userId, 'direct');
      const { message, notices } = await rooms.postDirect(b.room_id, caller.userId, text, nowIso(), (o, sender) => ({
        user_id: o.id,
        type: 'chat',
        title: REALTIME_MESSAGES.chatTitle(name(sender)),
        message: text.length > 140 ? `${text.slice(0, 139)}…` : text,
        link: roomLink(o.role, b.room_id),
      }));
      await app.realtime.publish([caller.userId, ...(await rooms.memberIds(b.room_id))]);
      await app.notifier.deliver(notices);
      return { error: false, model: message };
    },

    // ---------- subscription/channel ----------

    async subscribeChannel(request) {
      const caller = await request.signedInCaller();
      const room = request.body.room;
      await assertMayJoin(caller, room);
      const id = await rooms.joinChannel(room, caller.userId, nowIso());
      return { error: false, data: id };
    },

    async unsubscribeChannel(request) {
      const caller = await request.signedInCaller();
      const id = await rooms.channelId(request.body.room);
      if (id === undefined) return { error: false, data: 0 };
      return { error: false, data: (await rooms.leave(id, caller.userId)) ? 1 : 0 };
    },

    async sendChannelEvent(request) {
      const caller = await request.signedInCaller();
      const b = request.body;
      const text = JSON.stringify(b.payload ?? null);
      if (Buffer.byteLength(text) > REALTIME.maxPayloadBytes) throw new HttpError(400, REALTIME_MESSAGES.payloadTooLarge(REALTIME.maxPayloadBytes / 1024), { payload: 'is too large' });
      const roomId = await rooms.channelId(b.room);
      if (roomId === undefined) throw forbidden(REALTIME_MESSAGES.notSubscribed);
      await dropLapsedChannels(caller);
      await membership(roomId, caller.userId, 'channel').catch(() => {
        throw forbidden(REALTIME_MESSAGES.notSubscribed);
      });
      const event = await rooms.postEvent(roomId, caller.userId, text, nowIso());
      await app.realtime.publish(await rooms.memberIds(roomId));
      return { error: false, model: { id: event.id, room: b.room, user_id: caller.userId, payload: b.payload ?? null, created_at: event.created_at } };
    },

    async pollChannels(request) {
      const caller = await request.signedInCaller();
      const q = request.query;
      await rooms.touch(caller.userId);
      await dropLapsedChannels(caller);
      const me = caller.userId;
      if (q.after === undefined) return { error: false, list: [], cursor: await rooms.newestEventId(me), timed_out: false };
      const after = Number(q.after);
      let list: ChannelEvent[] = [];
      const check = async () => {
        list = await rooms.eventsAfter(me, after);
        return list.length > 0;
      };
      const arrived = await waitFor(request, me, waitSeconds(q), check);
      return { error: false, list, cursor: Number(list.at(-1)?.id ?? after), timed_out: !arrived };
    },

    async listChannelOnline(request) {
      const caller = await request.signedInCaller();
      const room = String(request.query.room);
      await assertMayJoin(caller, room);
      const roomId = await rooms.channelId(room);
      if (roomId === undefined) return { error: false, list: [] };
      return { error: false, list: await rooms.onlineMembers(roomId) };
    },
  });
}
