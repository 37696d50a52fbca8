import {
  activatePlayerEndpoint,
  ActivatePlayerBodySchema,
  AddFreeAgentBodySchema,
  ReleasePlayerResponseSchema,
  ReservePlayerBodySchema,
  SetCutlistBodySchema,
  UpdateRosterPlayerBodySchema,
  releasePlayerEndpoint,
} from './rosters-write';
import { buildPath } from './define-endpoint';

const PID = 'JOSH-ALLE-2018-1996-05-21';
const OTHER = 'JAMA-CHAS-2021-2000-03-01';

describe('rosters-write contracts', () => {
  it('coerces the team id of the path', () => {
    expect(releasePlayerEndpoint.params?.parse({ teamId: '3' })).toEqual({ teamId: 3 });
    expect(buildPath(releasePlayerEndpoint.path, { teamId: 3 })).toBe('/teams/3/release');
  });

  it('defaults release to none and slot to bench when signing a free agent', () => {
    expect(AddFreeAgentBodySchema.parse({ pid: PID })).toEqual({ pid: PID, release: [], slot: 11 });
    expect(AddFreeAgentBodySchema.parse({ pid: PID, slot: 12, release: [OTHER] }).release).toEqual([OTHER]);
    expect(AddFreeAgentBodySchema.safeParse({ pid: PID, slot: 13 }).success).toBe(false);
    expect(AddFreeAgentBodySchema.safeParse({ release: [] }).success).toBe(false);
  });

  it('keeps the spec wire names on activate and requires a slot with reserve_pid', () => {
    expect(ActivatePlayerBodySchema.parse({ activate_pid: PID, release_pid: OTHER })).toEqual({
      activate_pid: PID,
      release_pid: OTHER,
    });
    expect(ActivatePlayerBodySchema.safeParse({ activate_pid: PID, reserve_pid: OTHER }).success).toBe(false);
    expect(ActivatePlayerBodySchema.safeParse({ activate_pid: PID, reserve_pid: OTHER, slot: 13 }).success).toBe(true);
    expect(activatePlayerEndpoint.auth).toBe(true);
  });

  it('only accepts reserve slots on reserve', () => {
    expect(ReservePlayerBodySchema.safeParse({ reserve_pid: PID, slot: 18 }).success).toBe(true);
    expect(ReservePlayerBodySchema.safeParse({ reserve_pid: PID, slot: 11 }).success).toBe(false);
    expect(ReservePlayerBodySchema.safeParse({ reserve_pid: PID, slot: '13' }).success).toBe(false);
  });

  it('requires something to change on a commissioner edit', () => {
    expect(UpdateRosterPlayerBodySchema.safeParse({ pid: PID, teamId: 1 }).success).toBe(false);
    expect(UpdateRosterPlayerBodySchema.safeParse({ pid: PID, teamId: 1, value: 0 }).success).toBe(true);
    expect(UpdateRosterPlayerBodySchema.safeParse({ pid: PID, teamId: 1, value: -1 }).success).toBe(false);
  });

  it('takes pids, team and league on the cutlist post', () => {
    expect(SetCutlistBodySchema.safeParse({ pids: [PID, OTHER], teamId: 1, leagueId: 1 }).success).toBe(true);
    expect(SetCutlistBodySchema.safeParse({ pids: [''], teamId: 1, leagueId: 1 }).success).toBe(false);
  });

  it('answers a release with the transaction and the roster', () => {
    const transaction = { uid: 9, tid: 1, lid: 1, pid: PID, type: 1, value: 0, timestamp: 1_700_000_000, year: 2026 };
    const roster = { tid: 1, lid: 1, week: 3, year: 2026, last_updated: 1_700_000_000, players: [], availableCap: 200, availableSpace: 3 };
    expect(ReleasePlayerResponseSchema.parse({ transaction, roster }).transaction.type).toBe(1);
    expect(ReleasePlayerResponseSchema.safeParse({ transaction: { ...transaction, type: 20 }, roster }).success).toBe(
      false,
    );
  });
});
