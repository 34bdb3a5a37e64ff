/**
 * The one long-poll of a signed-in tab (server: realtime `room/poll`, 25 s): new chat messages go into their rooms'
 * loaded pages and the rooms' unread counts are read again (the headers' Messages badge with them); new
 * notifications refresh the header's bell (athletes' and trainers') and show a toast (a chat message in the room on
 * screen shows none). Paused while offline; after a failed poll it waits 1 s,
 * doubling up to 30 s. Its own chunk, started right after the first render (src/main.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../src/api/client';
import { isApiError } from '../../../src/api/errors';
import { onPath } from '../../../src/api/lambda';
import { queryClient } from '../../../src/api/query-client';
import { showToast } from '../../../src/ui/toasts';
import { NOTIFICATIONS_KEY } from '../notifications/unread-count';
import { offlineStatusStore } from '../../../src/offline/status-store';
import { sessionStore } from '../../../src/session/store';
import { activeRoomStore } from './active-room';
import { addMessages, type PollResponse } from './api';
import { ROOMS_KEY } from './rooms';

const BACKOFF = { firstMs: 1000, maxMs: 30_000 } as const;

export class RealtimePoller {
  private running = false;
  private controller: AbortController | null = null;
  private cursor: PollResponse['cursor'] | null = null;
  private failures = 0;

  constructor(private readonly userId: number) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.loop();
  }

  stop(): void {
    this.running = false;
    this.controller?.abort();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      if (!offlineStatusStore.getState().online) {
        await waitUntilOnline();
        continue;
      }
      this.controller = new AbortController();
      try {
        // The first poll asks for the cursor at once (wait_s=0); every later one waits with it, so nothing between is missed.
        const query = this.cursor
          ? { user_id: this.userId, after_chat: this.cursor.chat, after_notification: this.cursor.notification }
          : { user_id: this.userId, wait_s: 0 };
        const answer = await unwrap(api.GET('/v1/api/{project}/{role}/realtime/room/poll', { params: { path: onPath(), query }, signal: this.controller.signal }));
        this.failures = 0;
        const first = this.cursor === null;
        this.cursor = answer.cursor;
        if (!first) this.deliver(answer);
      } catch (error) {
        if (!this.running) return;
        if (isApiError(error) && (error.status === 401 || error.status === 403)) return this.stop(); // the session is over
        this.failures++;
        await sleep(Math.min(BACKOFF.firstMs * 2 ** (this.failures - 1), BACKOFF.maxMs));
      }
    }
  }

  private deliver(answer: PollResponse): void {
    deliver(queryClient, answer, activeRoomStore.getState().roomId, showToast);
  }
}

/**
 * What a poll brought, put where the screens read it: messages into their rooms' loaded pages, and the rooms (with
 * the headers' Messages badge) read again; notifications refresh the list and the bell, each with a toast but a chat
 * message of the room on screen (`openRoom`).
 */
export function deliver(client: QueryClient, answer: PollResponse, openRoom: number | null, toast: (t: { type: 'info'; title: string; message: string }) => void): void {
  if (answer.messages.length) {
    addMessages(client, answer.messages);
    void client.invalidateQueries({ queryKey: ROOMS_KEY });
  }
  if (answer.notifications.length) {
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    for (const n of answer.notifications) {
      if (n.type === 'chat' && openRoom !== null && n.link?.endsWith(`room=${openRoom}`)) continue;
      toast({ type: 'info', title: n.title, message: n.message });
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function waitUntilOnline(): Promise<void> {
  return new Promise((resolve) => {
    const stop = offlineStatusStore.subscribe((s) => {
      if (s.online) {
        stop();
        resolve();
      }
    });
  });
}

let current: RealtimePoller | null = null;

/** Polls for the signed-in user, from now on following sign-in and sign-out. */
export function startRealtime(): void {
  const follow = (user: number | null, authenticated: boolean) => {
    if (current && (!authenticated || user === null)) {
      current.stop();
      current = null;
    }
    if (authenticated && user !== null && !current) {
      current = new RealtimePoller(user);
      current.start();
    }
  };
  const s = sessionStore.getState();
  follow(s.user, s.isAuthenticated);
  sessionStore.subscribe((state, before) => {
    if (state.user !== before.user || state.isAuthenticated !== before.isAuthenticated) {
      current?.stop();
      current = null;
      follow(state.user, state.isAuthenticated);
    }
  });
}
