import { scoringFormatFromLeague, type ScoringFormat, type StartingSlots } from '@league/shared-rules';
import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { AppError } from '../../errors/app-error';

/** What the research numbers depend on in a league: scoring, starting slots and team count. */
export interface LeagueScoring {
  format: ScoringFormat;
  slots: StartingSlots;
  numTeams: number;
  /** Equal for leagues that score alike (cache key). */
  key: string;
}

type LeagueFields = Parameters<typeof scoringFormatFromLeague>[0] & StartingSlots & { num_teams: number };

function scoringOf(league: LeagueFields): LeagueScoring {
  const format = scoringFormatFromLeague(league);
  const slots: StartingSlots = {
    sqb: league.sqb,
    srb: league.srb,
    swr: league.swr,
    ste: league.ste,
    srbwr: league.srbwr,
    srbwrte: league.srbwrte,
    sqbrbwrte: league.sqbrbwrte,
    swrte: league.swrte,
    sdst: league.sdst,
    sk: league.sk,
  };
  return { format, slots, numTeams: league.num_teams, key: JSON.stringify([format, slots, league.num_teams]) };
}

/** League 0 is the default league of spec §9; another id must exist (404 otherwise). */
export async function leagueScoring(repos: Repositories, leagueId: number): Promise<LeagueScoring> {
  if (leagueId === 0) return scoringOf(DEFAULT_LEAGUE as unknown as LeagueFields);
  const league = await repos.leagues.findById(leagueId);
  if (!league) throw AppError.notFound(`League ${leagueId} not found`);
  return scoringOf({ ...(DEFAULT_LEAGUE as unknown as LeagueFields), ...(league as unknown as Partial<LeagueFields>) } as LeagueFields);
}
