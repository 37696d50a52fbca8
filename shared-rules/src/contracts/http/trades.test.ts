import { AcceptTradeBodySchema, ProposeTradeBodySchema, TradeParamsSchema, listTradesEndpoint } from './trades';
import { TradeSchema, isTradeOpen } from './entities/trade';

const A = 'JOSH-ALLE-2018-1996-05-21';
const B = 'JAMA-CHAS-2021-2000-03-01';

describe('trades contracts', () => {
  const proposal = { proposingTeamPlayers: [A], acceptingTeamPlayers: [B], propose_tid: 1, accept_tid: 2, leagueId: 1 };

  it('fills absent lists with empty ones', () => {
    expect(ProposeTradeBodySchema.parse(proposal)).toEqual({
      ...proposal,
      proposingTeamPicks: [],
      acceptingTeamPicks: [],
      releasePlayers: [],
    });
  });

  it('refuses a trade with oneself or an empty trade', () => {
    expect(ProposeTradeBodySchema.safeParse({ ...proposal, accept_tid: 1 }).success).toBe(false);
    expect(
      ProposeTradeBodySchema.safeParse({ ...proposal, proposingTeamPlayers: [], acceptingTeamPlayers: [] }).success,
    ).toBe(false);
    expect(
      ProposeTradeBodySchema.safeParse({ ...proposal, proposingTeamPlayers: [], acceptingTeamPlayers: [], proposingTeamPicks: [7] })
        .success,
    ).toBe(true);
  });

  it('needs the trade id on accept and coerces path ids', () => {
    expect(AcceptTradeBodySchema.safeParse({ releasePlayers: [] }).success).toBe(false);
    expect(TradeParamsSchema.parse({ leagueId: '1', tradeId: '42' })).toEqual({ leagueId: 1, tradeId: 42 });
    expect(listTradesEndpoint.query?.parse({ teamId: '2' })).toEqual({ teamId: 2 });
  });

  it('tells an open trade from a closed one', () => {
    const trade = TradeSchema.parse({
      uid: 1,
      propose_tid: 1,
      accept_tid: 2,
      lid: 1,
      year: 2026,
      offered: 1_700_000_000,
      accepted: null,
      cancelled: null,
      rejected: null,
      vetoed: null,
      proposingTeamPlayers: [A],
      acceptingTeamPlayers: [B],
      proposingTeamPicks: [],
      acceptingTeamPicks: [],
      proposingTeamReleasePlayers: [],
      acceptingTeamReleasePlayers: [],
    });
    expect(isTradeOpen(trade)).toBe(true);
    expect(isTradeOpen({ ...trade, rejected: 1_700_000_100 })).toBe(false);
  });
});
