import { calculateSeasonStandings, getSeason, REGULAR_SEASON_FINAL_WEEK, teamSeasonLines } from '@league/shared-rules';
import type { BracketRound, SeasonRecord, Standings, TeamOdds, TeamSeasonStats } from '@league/shared-rules/contracts';
import type { LeagueDoc, TeamDoc } from '../../db/models/league.model';
import type { MatchupDoc, SeasonDoc, TeamOddsDoc } from '../../db/models/season-play.model';
import type { WeekPointsRow } from '../../db/repositories/season-play.repository';
import { AppError } from '../../errors/app-error';
import { countedPoints, PLAYOFF_BYES, PLAYOFF_TEAMS, regularResults, seasonBracket } from './finalize-week';
import { loadLeagueTeams, type SeasonPlayRepos } from './league-week';
import { playoffRounds } from './matchups';

function toOdds(o: TeamOddsDoc): TeamOdds {
  const { playoff_odds, division_odds, bye_odds, championship_odds, playoff_odds_with_win, playoff_odds_with_loss, division_odds_with_win,
    division_odds_with_loss, bye_odds_with_win, bye_odds_with_loss, championship_odds_with_win, championship_odds_with_loss } = o;
  return { playoff_odds, division_odds, bye_odds, championship_odds, playoff_odds_with_win, playoff_odds_with_loss, division_odds_with_win,
    division_odds_with_loss, bye_odds_with_win, bye_odds_with_loss, championship_odds_with_win, championship_odds_with_loss };
}

/** What a caller that read them already hands getStandings (careerlogs: the league once, each season's points once). */
export interface KnownSeason {
  league: LeagueDoc;
  teams: TeamDoc[];
  rows?: WeekPointsRow[];
  matchups?: MatchupDoc[];
  /** The season record; null: the league has none for the year. */
  season?: SeasonDoc | null;
  odds?: TeamOddsDoc[];
}

/**
 * A season's standings in one read: each team's season line from the final weeks (regular season;
 * counted points include the commissioner's corrections), standings order with the tiebreaks, §9
 * playoff seeds, the newest simulated odds, and the postseason bracket with the champion.
 */
export async function getStandings(repos: SeasonPlayRepos, lid: number, yearQuery: number | undefined, now: number, known?: KnownSeason): Promise<Standings> {
  const { league, teams } = known ?? (await loadLeagueTeams(repos, lid));
  const year = yearQuery ?? getSeason(now).year;
  const [matchups, rows, season, odds] = await Promise.all([
    known?.matchups ?? repos.seasonPlay.matchups(lid, year),
    known?.rows ?? repos.seasonPlay.weekPoints(lid, year),
    known?.season !== undefined ? known.season : repos.seasonPlay.findSeason(lid, year),
    known?.odds ?? repos.seasonPlay.latestOdds(lid, year),
  ]);
  // a deleted (archived) team keeps its place in the seasons it played (DELETE /leagues/:lid/teams keeps history)
  const live = new Set(teams.map((t) => t.uid));
  const gone = [...new Set(matchups.flatMap((m) => [m.hid, m.aid, ...m.tids]))].filter((t): t is number => t !== null && !live.has(t));
  const seasonTeams = gone.length ? [...teams, ...(await repos.leagues.findTeams(gone)).filter((t) => t.lid === lid)] : teams;
  const standingsTeams = seasonTeams.map((t) => ({ tid: t.uid, div: t.div }));
  const results = regularResults(matchups);
  const { standings, seeding } = calculateSeasonStandings(standingsTeams, results, { playoffTeams: PLAYOFF_TEAMS, byeTeams: PLAYOFF_BYES });
  const finalRows = rows.filter((r) => r.final);
  const weeksPlayed = new Set(finalRows.filter((r) => r.week <= REGULAR_SEASON_FINAL_WEEK).map((r) => r.week)).size;
  const rounds = season ?? { ...playoffRounds(league), lid, year, champion: null, finalized: false, weeks_final: [] };
  const seeds = seeding.playoffTeams.map((r) => r.tid);
  const bracket = weeksPlayed >= REGULAR_SEASON_FINAL_WEEK ? seasonBracket(rounds, seeds, rows) : null;
  const lines = teamSeasonLines({
    teams: standingsTeams, lid, year, matchups: results,
    potential: finalRows.map((r) => ({ tid: r.tid, week: r.week, points: r.potential ?? countedPoints(r) })),
    regularSeasonFinalWeek: REGULAR_SEASON_FINAL_WEEK,
    postseason: bracket?.finish ?? [],
    playoffTeams: PLAYOFF_TEAMS, byeTeams: PLAYOFF_BYES,
  });
  const lineOf = new Map(lines.map((l) => [l.tid, l]));
  const oddsOf = new Map(odds.map((o) => [o.tid, toOdds(o)]));
  const divOf = new Map(seasonTeams.map((t) => [t.uid, t.div]));
  const seedOf = (tid: number) => (weeksPlayed > 0 ? seeding.seedOf.get(tid) ?? null : null);
  return {
    year,
    weeks_played: weeksPlayed,
    odds_computed_at: odds[0]?.computed_at ?? null,
    odds_simulations: odds[0]?.sims ?? null,
    teams: standings.map((r) => ({ ...lineOf.get(r.tid)!, div: divOf.get(r.tid) ?? null, seed: seedOf(r.tid), odds: oddsOf.get(r.tid) ?? null })),
    champion: season?.champion ?? bracket?.champion ?? null,
    bracket: (bracket?.rounds ?? []).map((round): BracketRound => {
      const seed = (tid: number) => seeding.seedOf.get(tid) ?? null;
      if (round.kind === 'wildcard') {
        return {
          name: 'Wildcard',
          weeks: [round.week],
          teams: round.games.flatMap((g) => [{ tid: g.home, seed: seed(g.home), points: g.homePoints }, { tid: g.away, seed: seed(g.away), points: g.awayPoints }]),
          games: round.games.map((g) => ({ tids: [g.home, g.away], winner: g.winner })),
        };
      }
      return {
        name: 'Championship',
        weeks: round.weeks,
        teams: round.standings.map((s) => ({ tid: s.tid, seed: seed(s.tid), points: s.points })),
        games: [{ tids: round.teams, winner: round.complete ? round.standings[0].tid : null }],
      };
    }),
  };
}

/** GET /leagues/:lid/team-stats: every team's season line (the standings' lines, in team order). */
export async function getTeamStats(repos: SeasonPlayRepos, lid: number, year: number | undefined, now: number): Promise<TeamSeasonStats[]> {
  const standings = await getStandings(repos, lid, year, now);
  return standings.teams
    .map(({ div: _div, seed: _seed, odds: _odds, ...line }) => line)
    .sort((a, b) => a.tid - b.tid);
}

/** GET /leagues/:lid/seasons/:year: the season record (404 when the league has none for that year). */
export async function getSeasonRecord(repos: SeasonPlayRepos, lid: number, year: number): Promise<SeasonRecord> {
  await loadLeagueTeams(repos, lid);
  const season = await repos.seasonPlay.findSeason(lid, year);
  if (!season) throw AppError.notFound(`No ${year} season for this league`);
  return { lid, year, wildcard_round: season.wildcard_round, championship_round: season.championship_round, champion: season.champion, finalized: season.finalized };
}
