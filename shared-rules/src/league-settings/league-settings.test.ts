import { RosterSlot } from '../constants/slots';
import { PlayerTag } from '../constants/codes';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import type { League, RosterPlayer } from '../constants/types';
import { LEAGUE_FORMATS } from '../league-formats/league-formats';
import { canFillLineup, findLeagueBreaks, ROSTER_CHECKED_FIELDS } from './breaks';
import { LEAGUE_SETTING_FIELDS, LEAGUE_SETTING_LABELS } from './fields';
import { leagueHashes, leaguePresetPatch, scoringPresetPatch } from './presets';
import { validateLeagueSettings } from './validate';

const league: League = { ...DEFAULT_LEAGUE, uid: 1 };
let n = 0;
const player = (pos: string, slot: number, value = 10, tag: number = PlayerTag.REGULAR): RosterPlayer => ({ pid: `P${n++}`, pos, slot, value, tag });

/** A full default-league roster: 10 starters, 7 bench (17 active, $170), 2 signed practice squad, 1 IR. */
function fullRoster(): RosterPlayer[] {
  const starters = [['QB', RosterSlot.QB], ['RB', RosterSlot.RB], ['RB', RosterSlot.RB], ['WR', RosterSlot.WR], ['WR', RosterSlot.WR], ['TE', RosterSlot.TE], ['WR', RosterSlot.RBWRTE], ['QB', RosterSlot.QBRBWRTE], ['DST', RosterSlot.DST], ['K', RosterSlot.K]] as const;
  return [
    ...starters.map(([pos, slot]) => player(pos, slot)),
    ...['RB', 'WR', 'WR', 'TE', 'RB', 'QB', 'WR'].map((pos) => player(pos, RosterSlot.BENCH)),
    player('RB', RosterSlot.PS, 1), player('WR', RosterSlot.PS, 1), player('TE', RosterSlot.IR, 5),
  ];
}
const state = (players = fullRoster(), midSeason = false) => ({ rosters: [{ tid: 3, name: 'Team Three', players }], teamCount: 12, midSeason });

describe('findLeagueBreaks: changes the league as it stands cannot live with', () => {
  it('accepts a change every roster still fits', () => {
    expect(findLeagueBreaks(league, { ...league, bench: 8, cap: 250, name: 'Renamed' }, state())).toEqual([]);
  });

  it('refuses a bench that leaves a roster over the new roster limit', () => {
    const breaks = findLeagueBreaks(league, { ...league, bench: 6 }, state());
    expect(breaks).toEqual([{ field: 'bench', tid: 3, message: 'Team Three: 17 active players exceed the roster limit of 16' }]);
  });

  it('refuses practice squad and IR sizes below what rosters hold', () => {
    const breaks = findLeagueBreaks(league, { ...league, ps: 1, ir: 0 }, state());
    expect(breaks.map((b) => b.field)).toEqual(['ps', 'ir']);
  });

  it('refuses a cap below committed salaries, naming the amount', () => {
    const breaks = findLeagueBreaks(league, { ...league, cap: 150 }, state());
    expect(breaks).toEqual([{ field: 'cap', tid: 3, message: 'Team Three: committed salaries of $170 exceed a cap of $150' }]);
    expect(findLeagueBreaks(league, { ...league, cap: 170 }, state())).toEqual([]);
  });

  it('refuses a position maximum and a tag limit below current counts', () => {
    const players = [...fullRoster(), player('K', RosterSlot.BENCH, 1, PlayerTag.FRANCHISE)].filter((p) => p.slot !== RosterSlot.BENCH || p.pos !== 'QB');
    const breaks = findLeagueBreaks(league, { ...league, mk: 1, tag2: 0 }, state(players));
    expect(breaks.map((b) => b.field)).toEqual(['mk', 'tag2']);
  });

  it('mid-season, refuses starter slots the active roster can no longer fill; in the offseason it does not check', () => {
    const twoTe = { ...league, ste: 2, bench: 6 };
    const oneTe = fullRoster().filter((p) => !(p.pos === 'TE' && p.slot === RosterSlot.BENCH));
    // one TE on the active roster (the other is on IR): a second TE slot cannot be filled
    expect(findLeagueBreaks(league, twoTe, state(oneTe, true))).toEqual([
      { field: 'sqb', tid: 3, message: 'Team Three: the active roster can no longer fill the starting lineup mid-season' },
    ]);
    expect(findLeagueBreaks(league, twoTe, state(oneTe, false))).toEqual([]);
    // with the bench TE the same change is fine mid-season
    expect(findLeagueBreaks(league, twoTe, state(fullRoster(), true))).toEqual([]);
  });

  it('refuses fewer teams than the league has', () => {
    expect(findLeagueBreaks(league, { ...league, num_teams: 10 }, state())).toEqual([
      { field: 'num_teams', message: 'The league has 12 teams; delete teams before lowering the number of teams' },
    ]);
  });

  it('refuses re-timing a rookie draft that is running, not one that has not started or is complete', () => {
    const drafting = { ...league, draft_start: 1000, draft_type: 'hour', rookie_draft_completed_at: null };
    const later = { ...drafting, draft_start: 5000 };
    expect(findLeagueBreaks(drafting, later, { ...state(), now: 2000 })).toEqual([
      { field: 'draft_start', message: 'The rookie draft is under way; its timing cannot change until it completes' },
    ]);
    expect(findLeagueBreaks(drafting, later, { ...state(), now: 500 })).toEqual([]);
    const done = { ...drafting, rookie_draft_completed_at: 1500 };
    expect(findLeagueBreaks(done, { ...done, draft_start: 5000 }, { ...state(), now: 2000 })).toEqual([]);
  });

  it('checks only the fields that changed', () => {
    // the roster is already over a 3-player practice squad of a league that has ps 1; renaming still works
    const small = { ...league, ps: 1 };
    expect(findLeagueBreaks(small, { ...small, name: 'x' }, state())).toEqual([]);
  });
});

describe('ROSTER_CHECKED_FIELDS', () => {
  it('names every setting a roster is checked against, and no other', () => {
    for (const f of ['sqb', 'sk', 'sqbrbwrte', 'bench', 'ps', 'ir', 'cap', 'mk', 'mdst', 'tag2', 'tag4']) expect(ROSTER_CHECKED_FIELDS.has(f)).toBe(true);
    for (const f of ['name', 'rec', 'faab', 'draft_start', 'num_teams']) expect(ROSTER_CHECKED_FIELDS.has(f)).toBe(false);
  });
});

describe('canFillLineup', () => {
  it('matches flex slots without starving fixed ones (a greedy fill would fail here)', () => {
    const slots = { ...league, sqb: 0, srb: 1, swr: 1, ste: 0, srbwr: 1, srbwrte: 0, sqbrbwrte: 0, swrte: 0, sdst: 0, sk: 0 };
    expect(canFillLineup(slots, ['WR', 'RB', 'RB'])).toBe(true);
    expect(canFillLineup(slots, ['RB', 'RB', 'TE'])).toBe(false);
    expect(canFillLineup(slots, ['RB', 'WR'])).toBe(false);
  });
});

describe('validateLeagueSettings', () => {
  it('passes the default league', () => {
    expect(validateLeagueSettings({ ...league })).toEqual({});
  });
  it('names each field whose rule between fields fails', () => {
    const errors = validateLeagueSettings({
      ...league, free_agency_period_start: 200, free_agency_period_end: 100, tran_start: 10, tran_end: 10,
      draft_hour_min: 16, draft_hour_max: 11, cap: 100, min_bid: 101, wildcard_round: 16, championship_round: [16, 17],
    });
    expect(errors).toEqual({
      free_agency_period_end: 'Free agency must end after it starts',
      tran_end: 'The transition period must end after it starts',
      draft_hour_max: 'The last draft hour must be after the first',
      min_bid: 'The minimum bid cannot exceed the salary cap',
      wildcard_round: 'The wildcard week must come before the championship weeks',
    });
    expect(validateLeagueSettings({ ...league, sqb: 0, srb: 0, swr: 0, ste: 0, srbwrte: 0, sqbrbwrte: 0, sdst: 0, sk: 0 })).toEqual({ sqb: 'A lineup needs at least one starter' });
    expect(validateLeagueSettings({ ...league, championship_round: [16, 16] })).toEqual({ championship_round: 'Championship weeks must be different weeks' });
  });
});

describe('presets and hashes', () => {
  it('a league preset patch gives the preset\'s own hashes', () => {
    const preset = LEAGUE_FORMATS.genesis_10_team;
    const applied = { ...league, ...leaguePresetPatch('genesis_10_team') };
    expect(leagueHashes(applied)).toEqual({ scoring_format_hash: preset.scoring_format_hash, league_format_hash: preset.league_format_hash });
    expect(() => leaguePresetPatch('nope')).toThrow('Unknown league format: nope');
  });
  it('a scoring preset changes only scoring, and the scoring hash with it', () => {
    const before = leagueHashes(league);
    const patch = scoringPresetPatch('ppr');
    expect(patch.rec).toBe(1);
    expect(Object.keys(patch).every((k) => LEAGUE_SETTING_FIELDS.includes(k as never))).toBe(true);
    expect(leagueHashes({ ...league, ...patch }).scoring_format_hash).not.toBe(before.scoring_format_hash);
  });
  it('every editable field has a label', () => {
    expect(LEAGUE_SETTING_FIELDS.filter((f) => !LEAGUE_SETTING_LABELS[f])).toEqual([]);
  });
});
