import { DEFAULT_LEAGUE } from '../constants/default-league';
import { RosterSlot } from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import {
  canAcceptTrade,
  canAddAcceptingTeamReleases,
  canCancelTrade,
  canRejectTrade,
  getTradeStatus,
  isTradeAcceptable,
  isTradeOpen,
} from './trade';

const trade = { propose_tid: 1, accept_tid: 2 };

describe('trade status and actions', () => {
  it('is open unless cancelled, rejected, accepted or vetoed', () => {
    expect(getTradeStatus(trade)).toBe('open');
    expect(getTradeStatus({ ...trade, cancelled: 5 })).toBe('cancelled');
    expect(getTradeStatus({ ...trade, rejected: 5 })).toBe('rejected');
    expect(getTradeStatus({ ...trade, accepted: 5 })).toBe('accepted');
    expect(getTradeStatus({ ...trade, accepted: 5, vetoed: 6 })).toBe('vetoed');
    expect(getTradeStatus({ ...trade, accepted: null, cancelled: null })).toBe('open');
    expect(isTradeOpen({ ...trade, accepted: 0 })).toBe(false);
  });
  it('only the accepting team accepts or adds releases, while open; either side cancels or rejects', () => {
    expect(canAcceptTrade(trade, 2)).toBe(true);
    expect(canAcceptTrade(trade, 1)).toBe(false);
    expect(canAcceptTrade({ ...trade, cancelled: 1 }, 2)).toBe(false);
    expect(canAddAcceptingTeamReleases(trade, 2)).toBe(true);
    expect(canAddAcceptingTeamReleases(trade, 1)).toBe(false);
    expect(canAddAcceptingTeamReleases({ ...trade, accepted: 1 }, 2)).toBe(false);
    expect(canCancelTrade(trade, 1)).toBe(true);
    expect(canCancelTrade(trade, 2)).toBe(true);
    expect(canCancelTrade(trade, 3)).toBe(false);
    expect(canRejectTrade(trade, 2)).toBe(true);
    expect(canRejectTrade({ ...trade, rejected: 1 }, 2)).toBe(false);
  });
});

describe('trade acceptance roster check (§5)', () => {
  const league: League = {
    ...DEFAULT_LEAGUE, sqb: 1, srb: 0, swr: 0, ste: 0, srbwrte: 0, sqbrbwrte: 0, sdst: 0, sk: 0, bench: 2, mk: 1,
  };
  const roster: RosterPlayer[] = [
    { pid: 'qb', pos: 'QB', slot: RosterSlot.QB, value: 10 },
    { pid: 'b1', pos: 'RB', slot: RosterSlot.BENCH, value: 5 },
    { pid: 'k', pos: 'K', slot: RosterSlot.BENCH, value: 1 },
  ];
  const incoming = (pos: string, pid = `in-${pos}`) => ({ pid, pos, value: 3 });
  it('needs an open bench slot per incoming player after releases and outgoing players', () => {
    expect(isTradeAcceptable(league, roster, { outgoing: [], release: [], incoming: [incoming('WR')] })).toBe(false);
    expect(isTradeAcceptable(league, roster, { outgoing: ['b1'], release: [], incoming: [incoming('WR')] })).toBe(true);
    expect(isTradeAcceptable(league, roster, { outgoing: ['b1'], release: [], incoming: [incoming('WR'), incoming('TE')] })).toBe(false);
    expect(isTradeAcceptable(league, roster, { outgoing: ['b1'], release: ['k'], incoming: [incoming('WR'), incoming('TE')] })).toBe(true);
    expect(isTradeAcceptable(league, roster, { outgoing: [], release: [], incoming: [] })).toBe(true);
  });
  it('respects position maximums', () => {
    expect(isTradeAcceptable(league, roster, { outgoing: ['b1'], release: [], incoming: [incoming('K')] })).toBe(false);
    expect(isTradeAcceptable(league, roster, { outgoing: ['k'], release: [], incoming: [incoming('K')] })).toBe(true);
  });
});
