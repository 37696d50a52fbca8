import moment from 'moment-timezone';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import { PlayerTag, TransactionType as T } from '../constants/codes';
import { RosterSlot } from '../constants/slots';
import type { League } from '../constants/types';
import { getPlayerFlags, prepareEligibilityContext, type PlayerEligibilityInput } from './player-eligibility';

const et = (s: string): number => moment.tz(s, 'America/New_York').unix();
const HOUR = 3600;
const league: League = {
  ...DEFAULT_LEAGUE,
  uid: 1,
  ext_date: et('2026-07-01 00:00'),
  free_agency_live_auction_start: et('2026-08-20 19:00'),
  free_agency_live_auction_end: et('2026-08-21 01:00'),
  tran_start: et('2026-03-01 00:00'),
  draft_start: et('2026-05-01 00:00'),
  draft_type: 'hour',
};
const FRIDAY = et('2026-09-25 12:00'); // week 3
const TUESDAY = et('2026-09-29 12:00');
const JUNE = et('2026-06-10 12:00');
const flags = (player: Partial<PlayerEligibilityInput>, now = FRIDAY, userTid: number | null = 1) =>
  getPlayerFlags({ pos: 'RB', nfl_status: 'ACT', ...player }, { league, now, userTid, lastPick: 36 });

describe('free agents: sign versus waivers', () => {
  it('signs directly in season outside the waiver period, waivers on Tuesday', () => {
    const f = flags({});
    expect(f).toMatchObject({ rostered: false, fa: true, active: false, starter: false, protected: false });
    expect(f.sign).toEqual({ active: true, practice: true });
    expect(f.waiver).toEqual({ active: false, practice: false, poach: false });
    expect(flags({}, TUESDAY).waiver).toMatchObject({ active: true, practice: true });
    expect(flags({}, TUESDAY).sign).toEqual({ active: false, practice: false });
  });
  it('a recent release goes through waivers', () => {
    const f = flags({ transactions: [{ type: T.RELEASE, timestamp: FRIDAY - 2 * HOUR }] });
    expect(f.waiver.active).toBe(true);
    expect(f.sign.active).toBe(false);
  });
  it('offseason: waivers; none during the live auction', () => {
    expect(flags({}, JUNE).waiver.active).toBe(true);
    const auction = flags({}, et('2026-08-20 20:00'));
    expect(auction.sign).toEqual({ active: false, practice: false });
    expect(auction.waiver).toEqual({ active: false, practice: false, poach: false });
  });
  it('this year rookies wait for the draft, then go through rookie waivers', () => {
    const during = flags({ nfl_draft_year: 2026 }, et('2026-05-03 12:00'));
    expect(during.sign.active || during.waiver.active).toBe(false);
    expect(flags({ nfl_draft_year: 2026 }, et('2026-05-09 12:00')).waiver.practice).toBe(true);
    expect(flags({ nfl_draft_year: 2025 }, et('2026-05-03 12:00')).waiver.active).toBe(true);
  });
});

describe('own players', () => {
  it('bench player: active, ps eligible until activated, franchise tag for QB/RB/WR/TE', () => {
    const f = flags({ tid: 1, slot: RosterSlot.BENCH });
    expect(f).toMatchObject({ rostered: true, fa: false, active: true, starter: false });
    expect(f.eligible).toMatchObject({ ps: true, activate: false, franchiseTag: false, poach: false, protect: false });
    expect(flags({ tid: 1, slot: RosterSlot.BENCH }, JUNE).eligible.franchiseTag).toBe(true);
    expect(f.sign).toEqual({ active: false, practice: false });
    expect(flags({ tid: 1, slot: RosterSlot.BENCH, transactions: [{ type: T.ACTIVATE, timestamp: 1 }] }).eligible.ps).toBe(false);
    expect(flags({ tid: 1, slot: RosterSlot.RB }).starter).toBe(true);
    expect(flags({ tid: 1, slot: RosterSlot.K, pos: 'K' }, JUNE).eligible.franchiseTag).toBe(false);
  });
  it('franchise tag: offseason only (past the final week, or week 0 before the extension deadline), never three in a row', () => {
    expect(flags({ tid: 1, slot: RosterSlot.BENCH }, et('2026-11-27 12:00')).eligible.franchiseTag).toBe(false); // week 12
    expect(flags({ tid: 1, slot: RosterSlot.BENCH }, et('2027-01-20 12:00')).eligible.franchiseTag).toBe(true); // past week 17
    expect(flags({ tid: 1, slot: RosterSlot.BENCH }, et('2026-06-30 12:00')).eligible.franchiseTag).toBe(true);
    expect(flags({ tid: 1, slot: RosterSlot.BENCH }, et('2026-07-02 12:00')).eligible.franchiseTag).toBe(false);
    expect(flags({ tid: 1, slot: RosterSlot.BENCH, franchiseTaggedYears: [2024, 2025] }, et('2026-06-30 12:00')).eligible.franchiseTag).toBe(false);
  });
  it('rookie tag for current or prior year draftees, in the offseason tag window', () => {
    expect(flags({ tid: 1, slot: RosterSlot.BENCH, nfl_draft_year: 2026 }, JUNE).eligible.rookieTag).toBe(true);
    expect(flags({ tid: 1, slot: RosterSlot.BENCH, nfl_draft_year: 2025 }, JUNE).eligible.rookieTag).toBe(true);
    expect(flags({ tid: 1, slot: RosterSlot.BENCH, nfl_draft_year: 2024 }, JUNE).eligible.rookieTag).toBe(false);
    expect(flags({ tid: 1, slot: RosterSlot.BENCH }, JUNE).eligible.rookieTag).toBe(false);
    expect(flags({ tid: 1, slot: RosterSlot.BENCH, nfl_draft_year: 2026 }).eligible.rookieTag).toBe(false);
  });
  it('practice squad: activate, protect after 24 h in season unless a poach exists', () => {
    const joined = [{ type: T.DEACTIVATE, timestamp: FRIDAY - 30 * HOUR }];
    const ps = flags({ tid: 1, slot: RosterSlot.PS, transactions: joined });
    expect(ps.eligible).toMatchObject({ activate: true, protect: true, ps: false });
    expect(flags({ tid: 1, slot: RosterSlot.PS, transactions: [{ type: T.DEACTIVATE, timestamp: FRIDAY - 2 * HOUR }] }).eligible.protect).toBe(false);
    expect(flags({ tid: 1, slot: RosterSlot.PS, transactions: joined, hasPoachClaim: true }).eligible.protect).toBe(false);
    expect(flags({ tid: 1, slot: RosterSlot.PS, transactions: joined }, JUNE).eligible.protect).toBe(false);
    const psp = flags({ tid: 1, slot: RosterSlot.PSP });
    expect(psp.protected).toBe(true);
    expect(psp.eligible.activate).toBe(false);
    expect(flags({ tid: 1, slot: RosterSlot.PSDP }, JUNE).eligible.activate).toBe(true);
  });
  it('reserve: IR activates any time, long-term IR only in the offseason', () => {
    expect(flags({ tid: 1, slot: RosterSlot.IR }).eligible.activate).toBe(true);
    expect(flags({ tid: 1, slot: RosterSlot.COV }).eligible.activate).toBe(true);
    expect(flags({ tid: 1, slot: RosterSlot.IR_LONG_TERM }).eligible.activate).toBe(false);
    expect(flags({ tid: 1, slot: RosterSlot.IR_LONG_TERM }, JUNE).eligible.activate).toBe(true);
    expect(flags({ tid: 1, slot: RosterSlot.IR, nfl_status: 'RES' }).reserve).toEqual({ ir: true, ir_long_term: true, cov: false });
  });
  it('restricted free agency tag while the transition period is open', () => {
    expect(flags({ tid: 1, slot: RosterSlot.BENCH }, et('2026-03-05 12:00')).eligible.restrictedFreeAgencyTag).toBe(true);
    expect(flags({ tid: 1, slot: RosterSlot.BENCH, tag: PlayerTag.RESTRICTED_FREE_AGENCY }, et('2026-03-05 12:00')).eligible.restrictedFreeAgencyTag).toBe(false);
    expect(flags({ tid: 1, slot: RosterSlot.BENCH }, JUNE).eligible.restrictedFreeAgencyTag).toBe(false);
  });
});

describe('other teams\' players', () => {
  const ps = (hoursAgo: number, extra: Partial<PlayerEligibilityInput> = {}) =>
    flags({ tid: 2, slot: RosterSlot.PS, transactions: [{ type: T.PRACTICE_ADD, timestamp: FRIDAY - hoursAgo * HOUR }], ...extra });
  it('poach after 24 h on the practice squad; poach waivers within 48 h', () => {
    expect(ps(10).eligible.poach).toBe(false);
    expect(ps(10).waiver.poach).toBe(true);
    expect(ps(30).eligible.poach).toBe(true);
    expect(ps(30).waiver.poach).toBe(true);
    expect(ps(50).eligible.poach).toBe(true);
    expect(ps(50).waiver.poach).toBe(false);
    expect(ps(50, { hasPoachClaim: true }).eligible.poach).toBe(false);
    expect(ps(50, { slot: RosterSlot.PSP }).eligible.poach).toBe(false);
    expect(ps(50, { slot: RosterSlot.PSD }).eligible.poach).toBe(true);
    expect(ps(50).eligible).toMatchObject({ activate: false, protect: false, ps: false });
  });
  it('no poaching in sanctuary periods', () => {
    const june = flags({ tid: 2, slot: RosterSlot.PS, transactions: [{ type: T.PRACTICE_ADD, timestamp: JUNE - 100 * HOUR }] }, et('2026-06-20 12:00'));
    expect(june.eligible.poach).toBe(false);
    const july = flags({ tid: 2, slot: RosterSlot.PS, transactions: [{ type: T.PRACTICE_ADD, timestamp: JUNE }] }, et('2026-07-20 12:00'));
    expect(july.eligible.poach).toBe(true);
  });
  it('logged out viewers see every rostered player as another team\'s', () => {
    expect(flags({ tid: 1, slot: RosterSlot.BENCH }, FRIDAY, null).eligible.ps).toBe(false);
  });
  it('RFA bids on another team\'s announced, unprocessed RFA player while the period is open, until the processing hour', () => {
    const rfa = { tid: 2, slot: RosterSlot.BENCH, tag: PlayerTag.RESTRICTED_FREE_AGENCY, restricted_free_agency_tag_announced: et('2026-03-05 00:00') };
    const march = et('2026-03-05 12:00');
    const f = flags(rfa, march);
    expect(f.eligible.restrictedFreeAgencyBid).toBe(true);
    expect(flags(rfa, et('2026-03-06 00:00')).eligible.restrictedFreeAgencyBid).toBe(false);
    expect(f.tagged).toEqual({ franchise: false, rookie: false, restrictedFreeAgency: true, restricted_free_agency_announced: true, restricted_free_agency_nominated: false });
    expect(flags({ ...rfa, restricted_free_agency_tag_processed: 5 }, march).eligible.restrictedFreeAgencyBid).toBe(false);
    expect(flags({ ...rfa, restricted_free_agency_tag_announced: null }, march).eligible.restrictedFreeAgencyBid).toBe(false);
    expect(flags(rfa, JUNE).eligible.restrictedFreeAgencyBid).toBe(false);
    expect(flags({ ...rfa, tid: 1 }, march).eligible.restrictedFreeAgencyBid).toBe(false);
  });
  it('tags and lock flags', () => {
    expect(flags({ tid: 2, slot: RosterSlot.QB, tag: PlayerTag.FRANCHISE }).tagged.franchise).toBe(true);
    expect(flags({ tid: 2, slot: RosterSlot.QB, tag: PlayerTag.ROOKIE, restricted_free_agency_tag_nominated: 3 }).tagged).toMatchObject({ rookie: true, restricted_free_agency_nominated: true });
    expect(flags({ gameStarted: true }).locked).toBe(true);
    expect(flags({ nfl_status: 'SUS' }).locked).toBe(true);
    expect(flags({}).locked).toBe(false);
  });
});

describe('prepared context', () => {
  it('gives the same flags as the raw context for many players', () => {
    const ctx = { league, now: FRIDAY, userTid: 1, lastPick: 36 };
    const prepared = prepareEligibilityContext(ctx);
    expect(prepared.season.week).toBe(3);
    const players: Array<Partial<PlayerEligibilityInput>> = [
      {}, { tid: 1, slot: RosterSlot.BENCH }, { tid: 2, slot: RosterSlot.PS, transactions: [{ type: T.PRACTICE_ADD, timestamp: FRIDAY - 30 * HOUR }] },
      { tid: 1, slot: RosterSlot.IR, nfl_status: 'RES' }, { nfl_draft_year: 2026 },
    ];
    for (const player of players) {
      const input = { pos: 'WR', ...player };
      expect(getPlayerFlags(input, prepared)).toEqual(getPlayerFlags(input, ctx));
    }
  });
});
