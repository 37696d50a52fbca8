/** Snackbar notices: a queue shown one at a time, each auto-hiding after 6 s (spec §9). */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Notice } from '@league/shared-rules/contracts';

export const snackbarAutoHideMs = 6000;

export interface QueuedNotice extends Notice {
  id: number;
}

interface NoticeState {
  queue: QueuedNotice[];
  notify(notice: Notice): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const noticeStore = createStore<NoticeState>()((set) => ({
  queue: [],
  notify(notice) {
    set((state) => ({ queue: [...state.queue, { ...notice, id: nextId++ }] }));
  },
  dismiss(id) {
    set((state) => ({ queue: state.queue.filter((notice) => notice.id !== id) }));
  },
}));

/** Shows a notice in the shell's snackbar; also handed to every remote as `notify`. */
export const notify = (notice: Notice) => noticeStore.getState().notify(notice);

export function useCurrentNotice(): QueuedNotice | undefined {
  return useStore(noticeStore, (state) => state.queue[0]);
}
