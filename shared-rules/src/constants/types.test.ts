import { DEFAULT_LEAGUE as CONTRACT_DEFAULT_LEAGUE, type League as ContractLeague } from '../contracts/http/entities/league';
import type { RosterPlayer as ContractRosterPlayer } from '../contracts/http/entities/roster';
import type { Team as ContractTeam } from '../contracts/http/entities/team';
import { createRoster } from '../roster/roster';
import { DEFAULT_LEAGUE } from './default-league';
import type { League, RosterPlayer, Team } from './types';

// The api and the UIs hold leagues, rosters and teams as the contract (zod) types and pass them
// straight to the rules: these assignments fail to compile (tsc -b) if the shapes drift apart.
const contractLeague: ContractLeague = { ...CONTRACT_DEFAULT_LEAGUE, years: [2026] };
const asLeague: League = contractLeague;
const contractPlayer: ContractRosterPlayer = {
  pid: 'JOSH-ALLE-2018-1996-05-21', pos: 'QB', slot: 1, tag: 1, value: 40, extensions: 0, tid: 1, lid: 1,
  year: 2026, type: null, timestamp: null, name: 'Josh Allen', team: 'BUF',
};
const asPlayer: RosterPlayer = contractPlayer;
const contractTeam: ContractTeam = {
  uid: 1, lid: 1, year: 2026, div: null, name: 'Team', image: null, abbrv: 'TM', cap: 200, faab: 200,
  waiver_order: null, draft_order: null, pc: null, ac: null,
};
const asTeam: Team = contractTeam;

describe('rules types accept the contract types', () => {
  it('builds a roster from contract shapes', () => {
    const roster = createRoster(asLeague, [asPlayer], { tid: asTeam.uid });
    expect(roster.availableCap).toBe(160);
    expect(roster.tid).toBe(1);
  });
  it('has the same default league numbers as the contract default', () => {
    for (const [key, value] of Object.entries(DEFAULT_LEAGUE)) {
      if (key in CONTRACT_DEFAULT_LEAGUE && key !== 'exclude_qb_kneels') {
        expect([key, value]).toEqual([key, (CONTRACT_DEFAULT_LEAGUE as Record<string, unknown>)[key]]);
      }
    }
  });
});
