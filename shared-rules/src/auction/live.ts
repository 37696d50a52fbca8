/** League calendar fields the auction reads (unix seconds, as stored on the league). */
export interface AuctionLeagueDates {
  free_agency_live_auction_start?: number | null;
  free_agency_live_auction_end?: number | null;
  /** End of the league season window (unix seconds), when known. */
  season_end?: number | null;
}

/**
 * §4 live definition: live when the start time has passed, it is not complete, the league season end
 * has not passed, and no auction end time is set.
 */
export function isAuctionLive(league: AuctionLeagueDates, isComplete: boolean, nowMs: number): boolean {
  const start = league.free_agency_live_auction_start;
  if (!start || start * 1000 > nowMs) return false;
  if (isComplete) return false;
  if (league.season_end && league.season_end * 1000 <= nowMs) return false;
  return !league.free_agency_live_auction_end;
}

/** §4: complete when isComplete is set or the season window has ended. */
export function isAuctionComplete(league: AuctionLeagueDates, isComplete: boolean, nowMs: number): boolean {
  if (isComplete) return true;
  return Boolean(league.season_end && league.season_end * 1000 <= nowMs);
}

export interface AuctionBarInput {
  league: AuctionLeagueDates;
  isComplete: boolean;
  isPaused: boolean;
  nominatingTid: number | null;
  /** Name of the nominating team, for the waiting text. */
  nominatingTeamName: string | null;
  hasNomination: boolean;
  /** The user's team in this league (null for visitors). */
  teamId: number | null;
  nowMs: number;
}

/** Built on first use: a formatter is costly to make and this one never changes. */
let newYorkHour: Intl.DateTimeFormat | null = null;

/**
 * The New York start-time format used in the bar: weekday, month day year, hour am/pm (moment's
 * `dddd, MMMM D YYYY, h a`). Built from Intl's parts rather than moment-timezone so that the
 * embeddable widget, which shows this text, carries no date library and no zone data: the
 * runtime's own time-zone database answers (rules.test.ts checks it against moment-timezone).
 */
export function formatAuctionStart(unixSeconds: number): string {
  newYorkHour ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', hourCycle: 'h12',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of newYorkHour.formatToParts(unixSeconds * 1000)) part[p.type] = p.value;
  return `${part.weekday}, ${part.month} ${part.day} ${part.year}, ${part.hour} ${(part.dayPeriod ?? '').toLowerCase()}`;
}

/**
 * The auction bar status text (§2), to the letter; `null` while a player is up for auction
 * (the player card and timer speak then).
 */
export function auctionBarText(input: AuctionBarInput): string | null {
  const start = input.league.free_agency_live_auction_start;
  if (!start) return 'Auction is not scheduled.';
  if (start * 1000 > input.nowMs) return `Auction will begin on ${formatAuctionStart(start)}.`;
  if (isAuctionComplete(input.league, input.isComplete, input.nowMs) || input.league.free_agency_live_auction_end) {
    return 'Auction is complete.';
  }
  if (input.isPaused) return 'Auction is paused.';
  if (input.hasNomination) return null;
  if (input.teamId !== null && input.teamId === input.nominatingTid) return 'Your turn to nominate a player.';
  if (input.nominatingTid !== null) return `Waiting for a nomination by ${input.nominatingTeamName ?? `team ${input.nominatingTid}`}.`;
  return null;
}

/** What {@link mayNominate} needs to know of the room (the stored state or its HTTP summary). */
export interface NominationWindow {
  startsAt: number | null;
  paused: boolean;
  complete: boolean;
  nominatingTid: number | null;
  lotPid: string | null;
}

/**
 * Whether the user may nominate now (spec §2 "Select For Nomination (when the user may nominate)"):
 * the auction has started, is running and between lots, and it is the user's team's turn — or the
 * user is the commissioner, who may nominate for the team on the clock.
 */
export function mayNominate(room: NominationWindow, you: { teamId: number | null; isCommissioner: boolean }, nowMs: number): boolean {
  if (room.startsAt === null || room.startsAt > nowMs || room.paused || room.complete || room.lotPid !== null) return false;
  if (room.nominatingTid === null) return false;
  return you.isCommissioner || (you.teamId !== null && you.teamId === room.nominatingTid);
}
