/** Auction timer display (spec §4, §9): 500 ms tick, two digits, hidden at 0 or below, warning under 5 s. */

export const TIMER_TICK_MS = 500;
export const LOCK_RELEASE_MS = 1500;
export const WARNING_UNDER_SECONDS = 5;

export interface TimerView {
  /** Whole seconds remaining, two digits ('07'); `null` hides the timer. */
  text: string | null;
  seconds: number;
  /** The last 4 seconds (remaining under 5 s) take the warning style. */
  warning: boolean;
}

/** What the countdown shows at `nowMs` for a server expiry instant (`expiresAtMs`, or null when no timer). */
export function timerView(expiresAtMs: number | null, nowMs: number): TimerView {
  if (expiresAtMs === null) return { text: null, seconds: 0, warning: false };
  const seconds = Math.floor((expiresAtMs - nowMs) / 1000);
  if (seconds <= 0) return { text: null, seconds: 0, warning: false };
  return { text: String(seconds).padStart(2, '0'), seconds, warning: seconds < WARNING_UNDER_SECONDS };
}

/**
 * The warning sound plays once per timer run, and only for the nominating user or when a
 * nomination exists (§4). `alreadyPlayedFor` is the expiry instant it last played for.
 */
export function shouldPlayWarning(
  view: TimerView,
  expiresAtMs: number | null,
  alreadyPlayedFor: number | null,
  opts: { isNominatingUser: boolean; hasNomination: boolean },
): boolean {
  if (!view.warning || expiresAtMs === null || alreadyPlayedFor === expiresAtMs) return false;
  return opts.isNominatingUser || opts.hasNomination;
}
