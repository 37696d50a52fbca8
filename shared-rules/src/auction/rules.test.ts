import moment from 'moment-timezone';
import { acceptTypedBid, checkBidAmount, checkServerBid, maxBid, stepBid } from './bid';
import { bidButtonState, type BidButtonInput } from './bid-button';
import { auctionBarText, formatAuctionStart, isAuctionComplete, isAuctionLive, mayNominate, type AuctionBarInput } from './live';
import { isNominationAllowed, nextNominatingTeam, noTeamCanNominate } from './nomination';
import { shouldPlayWarning, timerView } from './timer';

const team = (tid: number, openSpots = 5, draftOrder = tid) => ({ tid, name: `T${tid}`, draftOrder, availableCap: 200, openSpots });

describe('bid amount (§5)', () => {
  it('accepts 0 and integers up to the available cap', () => {
    expect(checkBidAmount({ value: 0, availableCap: 10, currentBid: null })).toBeNull();
    expect(checkBidAmount({ value: 10, availableCap: 10, currentBid: null })).toBeNull();
  });
  it('refuses missing, non-integer, negative, over-cap and not-higher bids', () => {
    expect(checkBidAmount({ value: undefined, availableCap: 10, currentBid: null })).toBe('MISSING');
    expect(checkBidAmount({ value: '', availableCap: 10, currentBid: null })).toBe('MISSING');
    expect(checkBidAmount({ value: 1.5, availableCap: 10, currentBid: null })).toBe('NOT_INTEGER');
    expect(checkBidAmount({ value: -1, availableCap: 10, currentBid: null })).toBe('NEGATIVE');
    expect(checkBidAmount({ value: 11, availableCap: 10, currentBid: null })).toBe('OVER_CAP');
    expect(checkBidAmount({ value: 5, availableCap: 10, currentBid: 5 })).toBe('NOT_HIGHER');
    expect(checkBidAmount({ value: 6, availableCap: 10, currentBid: 5 })).toBeNull();
  });
  it('max bid keeps the league minimum for every other open spot', () => {
    expect(maxBid(200, 10, 1)).toBe(191);
    expect(maxBid(200, 1, 1)).toBe(200);
    expect(maxBid(200, 0, 1)).toBe(-1);
    expect(checkServerBid({ value: 192, availableCap: 200, currentBid: null, openSpots: 10, minBid: 1 })).toBe('OVER_MAX_BID');
    expect(checkServerBid({ value: 1, availableCap: 200, currentBid: null, openSpots: 0, minBid: 1 })).toBe('NO_ROSTER_SPACE');
  });
  it('typing or stepping ignores non-integers and values above cap', () => {
    expect(acceptTypedBid(3, '4.5', 10)).toBe(3);
    expect(acceptTypedBid(3, '11', 10)).toBe(3);
    expect(acceptTypedBid(3, '7', 10)).toBe(7);
    expect(stepBid(10, 1, 10)).toBe(10);
    expect(stepBid(0, -1, 10)).toBe(0);
    expect(stepBid(4, 1, 10)).toBe(5);
  });
});

describe('bid button (§4)', () => {
  const base: BidButtonInput = {
    hasAuctionStart: true, started: true, complete: false, paused: false, locked: false, nominated: true, currentBid: 5,
    userIsWinning: false, availableCap: 100, eligible: true, isUsersTurn: false, isCommissioner: false, hasSelectedPlayer: false, amount: 6,
  };
  it('walks the states in the spec order', () => {
    expect(bidButtonState({ ...base, hasAuctionStart: false }).kind).toBe('none');
    expect(bidButtonState({ ...base, complete: true }).kind).toBe('none');
    expect(bidButtonState({ ...base, paused: true }).kind).toBe('none');
    expect(bidButtonState({ ...base, locked: true })).toEqual({ kind: 'locked', label: 'Locked', disabled: true });
    expect(bidButtonState({ ...base, userIsWinning: true })).toMatchObject({ label: 'Winning Bid', disabled: true });
    expect(bidButtonState({ ...base, currentBid: 100 })).toMatchObject({ label: 'Exceeded CAP', disabled: true });
    expect(bidButtonState(base)).toEqual({ kind: 'bid', label: 'Bid $6', disabled: false });
    expect(bidButtonState({ ...base, eligible: false })).toMatchObject({ label: 'Ineligible', disabled: true });
    expect(bidButtonState({ ...base, nominated: false, isUsersTurn: true, amount: 1 })).toEqual({ kind: 'nominate', label: 'Nominate $1', disabled: true });
    expect(bidButtonState({ ...base, nominated: false, isCommissioner: true, hasSelectedPlayer: true, amount: 0 })).toEqual({ kind: 'nominate', label: 'Nominate $0', disabled: false });
    expect(bidButtonState({ ...base, nominated: false })).toMatchObject({ kind: 'loading', disabled: true });
  });
});

describe('auction bar text (§2)', () => {
  const start = Date.UTC(2026, 7, 29, 23, 0, 0) / 1000; // 7 pm New York
  const base: AuctionBarInput = {
    league: { free_agency_live_auction_start: start }, isComplete: false, isPaused: false, nominatingTid: 2,
    nominatingTeamName: 'Bills', hasNomination: false, teamId: 1, nowMs: start * 1000 + 1,
  };
  it('gives every text to the letter', () => {
    expect(auctionBarText({ ...base, league: {} })).toBe('Auction is not scheduled.');
    expect(auctionBarText({ ...base, nowMs: start * 1000 - 1 })).toBe('Auction will begin on Saturday, August 29 2026, 7 pm.');
    expect(auctionBarText({ ...base, isComplete: true })).toBe('Auction is complete.');
    expect(auctionBarText({ ...base, isPaused: true })).toBe('Auction is paused.');
    expect(auctionBarText({ ...base, nominatingTid: 1 })).toBe('Your turn to nominate a player.');
    expect(auctionBarText(base)).toBe('Waiting for a nomination by Bills.');
    expect(auctionBarText({ ...base, hasNomination: true })).toBeNull();
  });
  it('writes the start as moment-timezone did, across DST changes and every hour and am/pm', () => {
    // every 197 minutes over two New York years: each hour of the day, minute offsets, all seasons
    const from = Date.UTC(2025, 0, 1) / 1000;
    const mismatches: string[] = [];
    for (let t = from; t < from + 2 * 366 * 86400; t += 197 * 60) {
      const expected = moment.unix(t).tz('America/New_York').format('dddd, MMMM D YYYY, h a');
      if (formatAuctionStart(t) !== expected) mismatches.push(`${t}: ${formatAuctionStart(t)} != ${expected}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(formatAuctionStart(Date.UTC(2026, 2, 8, 6, 59) / 1000)).toBe('Sunday, March 8 2026, 1 am');
    expect(formatAuctionStart(Date.UTC(2026, 2, 8, 7, 0) / 1000)).toBe('Sunday, March 8 2026, 3 am');
    expect(formatAuctionStart(Date.UTC(2026, 7, 29, 16, 0) / 1000)).toBe('Saturday, August 29 2026, 12 pm');
    expect(formatAuctionStart(Date.UTC(2026, 7, 30, 4, 0) / 1000)).toBe('Sunday, August 30 2026, 12 am');
  });
  it('live and complete definitions', () => {
    const league = { free_agency_live_auction_start: 100 };
    expect(isAuctionLive(league, false, 99_000)).toBe(false);
    expect(isAuctionLive(league, false, 100_000)).toBe(true);
    expect(isAuctionLive(league, true, 100_000)).toBe(false);
    expect(isAuctionLive({ ...league, free_agency_live_auction_end: 200 }, false, 150_000)).toBe(false);
    expect(isAuctionLive({ ...league, season_end: 120 }, false, 150_000)).toBe(false);
    expect(isAuctionComplete({ ...league, season_end: 120 }, false, 150_000)).toBe(true);
    expect(isAuctionComplete(league, false, 150_000)).toBe(false);
  });
});

describe('timer (§4, §9)', () => {
  it('shows two digits, hides at 0, warns under 5 s', () => {
    expect(timerView(null, 0).text).toBeNull();
    expect(timerView(15_000, 0)).toEqual({ text: '15', seconds: 15, warning: false });
    expect(timerView(15_000, 8_000)).toEqual({ text: '07', seconds: 7, warning: false });
    expect(timerView(15_000, 10_500)).toEqual({ text: '04', seconds: 4, warning: true });
    expect(timerView(15_000, 14_100).text).toBeNull();
    expect(timerView(15_000, 16_000).text).toBeNull();
  });
  it('plays the warning once, only for the nominating user or with a nomination', () => {
    const v = timerView(15_000, 11_000);
    expect(shouldPlayWarning(v, 15_000, null, { isNominatingUser: false, hasNomination: true })).toBe(true);
    expect(shouldPlayWarning(v, 15_000, 15_000, { isNominatingUser: false, hasNomination: true })).toBe(false);
    expect(shouldPlayWarning(v, 15_000, null, { isNominatingUser: false, hasNomination: false })).toBe(false);
    expect(shouldPlayWarning(v, 15_000, null, { isNominatingUser: true, hasNomination: false })).toBe(true);
  });
});

describe('nomination order', () => {
  it('rotates in draft order, skipping teams with no roster space', () => {
    const teams = [team(1), team(2, 0), team(3)];
    expect(nextNominatingTeam(teams, null)).toBe(1);
    expect(nextNominatingTeam(teams, 1)).toBe(3);
    expect(nextNominatingTeam(teams, 3)).toBe(1);
    expect(nextNominatingTeam([team(1, 0), team(2, 0)], 1)).toBeNull();
    expect(noTeamCanNominate([team(1, 0)])).toBe(true);
  });
  it('allows nomination only unpaused, with nothing nominated, for the team on the clock or the commissioner', () => {
    const s = { paused: false, lot: null, nominatingTid: 2, complete: false };
    expect(isNominationAllowed(s, { teamId: 2, isCommissioner: false })).toBe(true);
    expect(isNominationAllowed(s, { teamId: 1, isCommissioner: false })).toBe(false);
    expect(isNominationAllowed(s, { teamId: null, isCommissioner: true })).toBe(true);
    expect(isNominationAllowed({ ...s, paused: true }, { teamId: 2, isCommissioner: false })).toBe(false);
  });
});

describe('may nominate (§2 Select For Nomination)', () => {
  const now = 1_000_000;
  const open = { startsAt: now - 1, paused: false, complete: false, nominatingTid: 3, lotPid: null };
  const owner3 = { teamId: 3, isCommissioner: false };
  it('lets the team on the clock and the commissioner nominate between lots of a running auction', () => {
    expect(mayNominate(open, owner3, now)).toBe(true);
    expect(mayNominate(open, { teamId: null, isCommissioner: true }, now)).toBe(true);
    expect(mayNominate(open, { teamId: 4, isCommissioner: false }, now)).toBe(false);
    expect(mayNominate(open, { teamId: null, isCommissioner: false }, now)).toBe(false);
  });
  it('refuses before the start, while paused, during a lot, once complete and with nobody on the clock', () => {
    expect(mayNominate({ ...open, startsAt: now + 1 }, owner3, now)).toBe(false);
    expect(mayNominate({ ...open, startsAt: null }, owner3, now)).toBe(false);
    expect(mayNominate({ ...open, paused: true }, owner3, now)).toBe(false);
    expect(mayNominate({ ...open, lotPid: 'AAAA-BBBB-2020-1999-01-01' }, owner3, now)).toBe(false);
    expect(mayNominate({ ...open, complete: true }, owner3, now)).toBe(false);
    expect(mayNominate({ ...open, nominatingTid: null }, { teamId: null, isCommissioner: true }, now)).toBe(false);
  });
});
