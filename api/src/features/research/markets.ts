import {
  americanOddsToImpliedProbability,
  gameSelections,
  getSeason,
  MARKET_WINDOWS,
  marketWindowRates,
  propHit,
  type MarketOutcome,
} from '@league/shared-rules';
import type { BettingMarket, MarketSelection, PlayerMarkets } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import type { PropMarketDoc } from '../../db/models/prop-market.model';
import type { Row } from '../../db/repositories/nfl.repository';
import { AppError } from '../../errors/app-error';
import { kickoffOf } from '../stats-ingest/lines';
import { gameIndex, num } from './games';
import { propActual } from './prop-metrics';

/** The schedule's closing lines come from nflverse (schedules.csv, api/data/README.md). */
export const SCHEDULE_SOURCE = 'NFLVERSE';

interface Priced {
  market: Omit<BettingMarket, 'selections'>;
  selection: Omit<MarketSelection, `${string}_hard` | 'implied_probability' | 'result'>;
  hit: boolean | null;
  /** Selections that share a history (same market and side). */
  series: string;
  /** One outcome per event in the history. */
  event: string;
}

/** Adds implied probability, result and each window's hit rate and edge over the series' earlier events. */
function settle(priced: Priced[]): BettingMarket[] {
  priced.sort((a, b) => a.selection.timestamp - b.selection.timestamp);
  const history = new Map<string, Map<string, MarketOutcome>>();
  const markets = new Map<string, BettingMarket>();
  for (const p of priced) {
    const past = [...(history.get(p.series)?.values() ?? [])].filter((o) => o.timestamp < p.selection.timestamp);
    const windows = marketWindowRates(past, p.market.year, p.selection.odds_american);
    const implied = americanOddsToImpliedProbability(p.selection.odds_american);
    const selection = {
      ...p.selection,
      implied_probability: Number.isFinite(implied) ? implied : null,
      result: p.hit === null ? null : p.hit ? 'hit' : 'miss',
    } as MarketSelection;
    for (const w of MARKET_WINDOWS) {
      selection[`${w}_hit_rate_hard`] = windows[w].hit_rate;
      selection[`${w}_edge_hard`] = windows[w].edge;
    }
    const key = `${p.market.source_id}|${p.market.market_type}|${p.event}`;
    let market = markets.get(key);
    if (!market) markets.set(key, (market = { ...p.market, selections: [] }));
    market.selections.push(selection);
    let series = history.get(p.series);
    if (!series) history.set(p.series, (series = new Map()));
    // the latest price of an event stands for it in later windows
    series.set(p.event, { year: p.market.year, timestamp: p.selection.timestamp, hit: p.hit });
  }
  return [...markets.values()];
}

function gamePriced(team: string, games: Row[]): Priced[] {
  const out: Priced[] = [];
  for (const g of games) {
    const kickoff = kickoffOf(g);
    if (kickoff === null) continue;
    const lines = {
      h: String(g.h),
      v: String(g.v),
      home_score: num(g, 'home_score'),
      away_score: num(g, 'away_score'),
      home_moneyline: num(g, 'home_moneyline'),
      away_moneyline: num(g, 'away_moneyline'),
      spread_line: num(g, 'spread_line'),
      home_spread_odds: num(g, 'home_spread_odds'),
      away_spread_odds: num(g, 'away_spread_odds'),
      total_line: num(g, 'total_line'),
      over_odds: num(g, 'over_odds'),
      under_odds: num(g, 'under_odds'),
    };
    for (const s of gameSelections(lines, team)) {
      out.push({
        market: {
          source_id: SCHEDULE_SOURCE,
          source_market_name: s.market_type.replace('GAME_', '').toLowerCase(),
          market_type: s.market_type,
          year: Number(g.year),
          week: Number(g.week),
          event_date: typeof g.date === 'string' ? g.date : null,
          event_time_est: typeof g.time_est === 'string' ? g.time_est : null,
          home_team: lines.h,
          away_team: lines.v,
          esbid: String(g.esbid),
        },
        selection: {
          selection_name: s.selection_name,
          selection_type: s.selection_type,
          selection_metric_line: s.selection_metric_line,
          odds_american: s.odds_american,
          timestamp: kickoff,
        },
        hit: s.hit,
        series: `${s.market_type}|${s.selection_type}`,
        event: String(g.esbid),
      });
    }
  }
  return out;
}

async function propPriced(repos: Repositories, pid: string, rows: PropMarketDoc[], now: number): Promise<Priced[]> {
  if (rows.length === 0) return [];
  const lines = await repos.research.playerLines(pid);
  const season = getSeason(now).year;
  return rows.map((r) => {
    const event = r.esbid ?? `${r.year}:${r.week ?? 'season'}:${r.event_date ?? ''}`;
    return {
      market: {
        source_id: r.source_id,
        source_market_name: r.source_market_name,
        market_type: r.market_type,
        year: r.year,
        week: r.week,
        event_date: r.event_date,
        event_time_est: r.event_time_est,
        home_team: r.home_team,
        away_team: r.away_team,
        esbid: r.esbid,
      },
      selection: {
        selection_name: r.selection_name,
        selection_type: r.selection_type,
        selection_metric_line: r.selection_metric_line,
        odds_american: r.odds_american,
        timestamp: r.timestamp,
      },
      hit: propHit(r.selection_type, r.selection_metric_line, propActual(r, lines, season)),
      series: `${r.source_id}|${r.market_type}|${r.selection_type}|${r.selection_metric_line ?? ''}`,
      event,
    };
  });
}

/** GET /players/:pid/markets — the team's game markets from the schedule plus any loaded props. */
export async function getPlayerMarkets(repos: Repositories, pid: string, now: number): Promise<PlayerMarkets> {
  const player = await repos.players.findByPid(pid);
  if (!player) throw AppError.notFound(`Player ${pid} not found`);
  const games = await gameIndex(repos);
  const team = games.byTeam.has(player.team) ? player.team : null;
  const props = await repos.research.propMarkets(pid);
  const markets = [
    ...settle(team ? gamePriced(team, games.byTeam.get(team)!) : []),
    ...settle(await propPriced(repos, pid, props, now)),
  ];
  markets.sort((a, b) => (a.selections[0]?.timestamp ?? 0) - (b.selections[0]?.timestamp ?? 0));
  return { pid, team, prop_markets: props.length, markets };
}
