/** The browser's time zone (the user's); tests pass a fixed one instead. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Kickoff as the user reads it, e.g. "Sun 1:00 PM", in `timeZone`. Intl, not moment-timezone: the
 * browser bundle carries only the league's zone data (shared-rules moment-browser), while Intl knows
 * every zone the browser does.
 */
export function formatKickoff(unixSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(unixSeconds * 1000);
}

/** A full local date and time, e.g. "Sun, Oct 5, 1:00 PM", with the zone's short name. */
export function formatDateTime(unixSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short',
  }).format(unixSeconds * 1000);
}

/** Wall clock in unix seconds, for pages whose tests pass a fixed `now`. */
export const wallClock = (): number => Math.floor(Date.now() / 1000);
