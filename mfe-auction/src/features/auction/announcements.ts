import type { AuctionRoomStateWire } from '@league/shared-rules/contracts';

/** The clock's last seconds are announced once per running timer, at this many seconds left. */
export const LAST_SECONDS = 5;

/** What the announcer has already said, so each event is spoken once. */
export interface AnnouncerMemory {
  seen: boolean;
  /** The open lot, by the sequence number of its nomination. */
  lotSeq: number | null;
  leader: number | null;
  saleSeq: number | null;
  /** The timer whose last seconds were announced (its expiry instant). */
  warnedTimer: number | null;
}

export const initialMemory: AnnouncerMemory = { seen: false, lotSeq: null, leader: null, saleSeq: null, warnedTimer: null };

export interface AnnounceInput {
  state: AuctionRoomStateWire | null;
  /** The viewer's team; null for a visitor (never outbid). */
  teamId: number | null;
  /** Server time now, in epoch ms. */
  serverNow: number;
  playerName(pid: string): string;
  teamName(tid: number): string;
}

/**
 * The sentence a screen reader should hear for what changed since `memory`: a new lot, the viewer
 * outbid, a sale (or an unsold lot), and the clock's last seconds. The first state seen only sets
 * the memory (a viewer joining mid-lot hears the lot, not old sales). Pure: the caller keeps the
 * memory and passes the time.
 */
export function announce(memory: AnnouncerMemory, input: AnnounceInput): { memory: AnnouncerMemory; message: string | null } {
  const s = input.state;
  if (!s) return { memory, message: null };
  const parts: string[] = [];
  const lot = s.lot;
  const lotSeq = lot ? (lot.bids[0]?.seq ?? null) : null;
  const latestSale = s.sales[0] ?? null;

  if (memory.seen && latestSale && latestSale.seq !== memory.saleSeq) {
    parts.push(
      latestSale.kind === 'processed'
        ? `${input.playerName(latestSale.pid)} sold to ${input.teamName(latestSale.tid)} for $${latestSale.value}.`
        : `${input.playerName(latestSale.pid)} not sold.`,
    );
  }
  if (lot && lotSeq !== memory.lotSeq) {
    parts.push(`New lot: ${input.playerName(lot.pid)}, nominated by ${input.teamName(lot.nominatedBy)} at $${lot.bid}.`);
  } else if (lot && input.teamId !== null && memory.leader === input.teamId && lot.leader !== input.teamId) {
    parts.push(`You have been outbid on ${input.playerName(lot.pid)}: $${lot.bid} by ${input.teamName(lot.leader)}.`);
  }
  const timer = s.paused ? null : s.timerExpiresAt;
  let warnedTimer = memory.warnedTimer;
  if (timer !== null && timer !== memory.warnedTimer) {
    const left = Math.ceil((timer - input.serverNow) / 1000);
    if (left > 0 && left <= LAST_SECONDS) {
      parts.push(`${left} seconds left.`);
      warnedTimer = timer;
    }
  }
  return {
    memory: { seen: true, lotSeq, leader: lot?.leader ?? null, saleSeq: latestSale?.seq ?? null, warnedTimer },
    message: parts.length > 0 ? parts.join(' ') : null,
  };
}
