import { scoringFormatFromLeague } from '@league/shared-rules';
import type { GameStateDoc } from '../../db/models/stats.model';
import type { WeekLine } from '../../db/repositories/season-play.repository';
import type { ScoreboardKey, ScoreboardMessage, ScoreboardSource, StatUpdateSignal } from '../../realtime/scoreboard-hub';
import { loadLeagueTeams, loadTeamWeeks, type SeasonPlayRepos, type TeamWeek } from './league-week';
import { defaultScoreboardWeek } from './scoreboard';
import { buildScoringInputs, scoreTeamWeek, type WeekScoringInputs } from './week-scoring';
import { matchupOfTeam, scoreboardTeams } from './week-lineups';

/**
 * The scoreboard source of the /ws push, built for one ingested play at a time.
 *
 * A live week is watched by many leagues, and each play changes a handful of stat lines. So the work is
 * split by how often it changes:
 * - **the week** (its stat lines, game states and marker) is shared by every league and refreshed once per
 *   signal, reading only the lines of the players the signal names;
 * - **a league's context** (league, teams, lineups, names, projections' history, matchups) is read once
 *   and kept for {@link CONTEXT_TTL_MS}; a lineup or correction changed meanwhile reaches the push within
 *   that time (GET /scoreboard and the lineups page always read it fresh).
 * Scoring itself is the same pure code as GET /scoreboard (`scoreTeamWeek`), so both agree on the numbers.
 */
export const CONTEXT_TTL_MS = 30_000;

interface LiveWeek {
  lines: Map<string, WeekLine>;
  gamesByTeam: Map<string, GameStateDoc>;
  updated: number | null;
}

interface LeagueContext {
  loadedAt: number;
  teamWeeks: TeamWeek[];
  base: WeekScoringInputs;
  matchupOf: Map<number, number>;
}

const weekKey = (year: number, week: number) => `${year}:${week}`;

function byTeam(games: GameStateDoc[]): Map<string, GameStateDoc> {
  const map = new Map<string, GameStateDoc>();
  for (const g of games) {
    map.set(g.h, g);
    map.set(g.v, g);
  }
  return map;
}

export function liveScoreboardSource(repos: SeasonPlayRepos, now: () => number, clockMs: () => number = () => performance.now()): ScoreboardSource {
  const weeks = new Map<string, Promise<LiveWeek>>();
  const contexts = new Map<string, Promise<LeagueContext>>();

  function liveWeek(year: number, week: number): Promise<LiveWeek> {
    const key = weekKey(year, week);
    let entry = weeks.get(key);
    if (!entry) {
      entry = (async () => {
        const [lines, games, updated]: [WeekLine[], GameStateDoc[], number | null] = await Promise.all([
          repos.seasonPlay.weekLines(year, week),
          repos.seasonPlay.gameStates(year, week),
          repos.stats.lastUpdated(year, week),
        ]);
        return { lines: new Map(lines.map((l) => [l.pid, l])), gamesByTeam: byTeam(games), updated };
      })();
      entry.catch(() => weeks.delete(key));
      weeks.set(key, entry);
    }
    return entry;
  }

  function leagueContext(k: ScoreboardKey): Promise<LeagueContext> {
    const key = `${k.lid}:${k.year}:${k.week}`;
    const cached = contexts.get(key);
    if (cached) {
      // Stale contexts are replaced, not awaited twice: the first caller after expiry reloads.
      return cached.then((c) => (clockMs() - c.loadedAt < CONTEXT_TTL_MS ? c : reload()));
    }
    return reload();
    function reload(): Promise<LeagueContext> {
      const entry = (async (): Promise<LeagueContext> => {
        const { league, teams } = await loadLeagueTeams(repos, k.lid);
        const teamWeeks = await loadTeamWeeks(repos, k.lid, teams, k.year, k.week, now());
        const pids = [...new Set(teamWeeks.flatMap((t) => [...t.starters, ...t.bench].map((e) => e.pid)))];
        const [history, players, matchups] = await Promise.all([
          repos.seasonPlay.history(pids, k.year, k.week),
          repos.players.findByPids(pids),
          repos.seasonPlay.matchups(k.lid, k.year, k.week),
        ]);
        const names = new Map(players.map((p) => [p.pid, { name: `${p.fname} ${p.lname}`.trim(), team: p.team ?? null }]));
        const base = buildScoringInputs(k.year, k.week, scoringFormatFromLeague(league), [], [], history, names);
        return { loadedAt: clockMs(), teamWeeks, base, matchupOf: matchupOfTeam(matchups) };
      })();
      entry.catch(() => contexts.delete(key));
      contexts.set(key, entry);
      return entry;
    }
  }

  return {
    defaultWeek: async () => defaultScoreboardWeek(now()),

    /** Refreshes the week's shared state from the signal: the named players' lines and the games. */
    async onSignal(signal: StatUpdateSignal & { pids?: string[] }) {
      const entry = weeks.get(weekKey(signal.year, signal.week));
      if (!entry) return;
      const live = await entry;
      const pids = signal.pids ?? [];
      const [lines, games] = await Promise.all([
        repos.seasonPlay.weekLines(signal.year, signal.week, pids.length ? pids : undefined),
        repos.seasonPlay.gameStates(signal.year, signal.week),
      ]);
      if (!pids.length) live.lines.clear();
      for (const pid of pids) live.lines.delete(pid);
      for (const line of lines) live.lines.set(line.pid, line);
      live.gamesByTeam = byTeam(games);
      const at = (signal as { at?: number }).at;
      if (typeof at === 'number') live.updated = Math.max(live.updated ?? 0, at);
    },

    async scoreboard(k: ScoreboardKey): Promise<ScoreboardMessage> {
      const [live, ctx] = await Promise.all([liveWeek(k.year, k.week), leagueContext(k)]);
      const inputs: WeekScoringInputs = { ...ctx.base, lines: live.lines, games: live.gamesByTeam };
      const teams = scoreboardTeams(ctx.teamWeeks.map((t) => ({ ...t, scored: scoreTeamWeek(inputs, t.starters, t.bench) })), ctx.matchupOf);
      return { type: 'scoreboard', year: k.year, week: k.week, last_updated: live.updated, teams };
    },
  };
}
