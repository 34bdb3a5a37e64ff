/** The chat room on screen (the chat page sets it): its messages are read as they come, with no toast for them. */
import { createStore } from 'zustand/vanilla';

export const activeRoomStore = createStore<{ roomId: number | null }>()(() => ({ roomId: null }));
