/**
 * A tiny toast store (requirements §3 "Notification toast", §8, §9): at most 5 visible (the oldest goes first),
 * 5000 ms by default (an error 4000 ms), top-right. The full toast system (notistack or react-admin's notifier) comes
 * with the web-shell issue; until then this is the app's one place for corner notices.
 */
import { TOASTS } from '../config/constants';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** requirements §9: toasts last 5000 ms by default. */
export const TOAST_DEFAULT_MS = TOASTS.defaultMs;
/** requirements §2/§9: at most 5 toasts per position. */
export const TOAST_MAX_VISIBLE = TOASTS.maxPerPosition;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  action: () => void;
}

export interface Toast {
  id: string;
  type: ToastType;
  title?: string;
  message: string;
  /** When it was shown (epoch ms); a repeat of a visible toast renews it. */
  timestamp: number;
  /** Stays until closed. */
  persistent: boolean;
  durationMs: number;
  actions?: ToastAction[];
}

export interface ToastInput {
  type?: ToastType;
  title?: string;
  message: string;
  persistent?: boolean;
  /** Default TOAST_DEFAULT_MS (5 s), an error's TOASTS.errorMs (4 s). */
  durationMs?: number;
  actions?: ToastAction[];
}

export interface ToastState {
  toasts: Toast[];
  /** Shows a toast (or renews the same one already visible) and answers its id. */
  show(input: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
}

export type ToastStore = StoreApi<ToastState>;

let nextId = 0;

export function createToastStore(): ToastStore {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  return createStore<ToastState>()((set, get) => {
    const arm = (toast: Toast) => {
      stopTimer(toast.id);
      if (!toast.persistent) timers.set(toast.id, setTimeout(() => get().dismiss(toast.id), toast.durationMs));
    };

    return {
      toasts: [],

      show(input) {
        const type = input.type ?? 'info';
        const now = Date.now();
        // One notice per text: the same words already showing are renewed, whatever the second one's type (a refused
        // action of a deactivated account is one warning, not a warning and a red error with the same words).
        const same = get().toasts.find((t) => t.message === input.message && t.title === input.title);
        if (same) {
          const renewed = { ...same, timestamp: now };
          set({ toasts: get().toasts.map((t) => (t.id === same.id ? renewed : t)) });
          arm(renewed);
          return same.id;
        }
        const toast: Toast = {
          id: `toast-${++nextId}`,
          type,
          title: input.title,
          message: input.message,
          timestamp: now,
          persistent: input.persistent ?? false,
          durationMs: input.durationMs ?? (type === 'error' ? TOASTS.errorMs : TOAST_DEFAULT_MS),
          actions: input.actions,
        };
        const all = [...get().toasts, toast];
        const dropped = all.slice(0, Math.max(0, all.length - TOAST_MAX_VISIBLE));
        for (const old of dropped) stopTimer(old.id);
        set({ toasts: all.slice(dropped.length) });
        arm(toast);
        return toast.id;
      },

      dismiss(id) {
        stopTimer(id);
        if (get().toasts.some((t) => t.id === id)) set({ toasts: get().toasts.filter((t) => t.id !== id) });
      },

      clear() {
        for (const id of [...timers.keys()]) stopTimer(id);
        set({ toasts: [] });
      },
    };
  });
}

/** The app's toasts. */
export const toastStore: ToastStore = createToastStore();

/** Shows a toast in the app's corner; answers its id. */
export function showToast(input: ToastInput): string {
  return toastStore.getState().show(input);
}

/** React: a slice of the app's toasts. */
export function useToasts<T>(selector: (state: ToastState) => T): T {
  return useStore(toastStore, selector);
}
