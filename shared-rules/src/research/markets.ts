import { americanOddsToImpliedProbability } from '../format/odds';

/**
 * Betting-market outcomes, hit rates and edges (spec §2 "Betting Markets tab", §3 "Betting market").
 * Pure: the caller passes the outcomes it knows (from real game results or stat lines).
 */

/** The five windows of the tab, as the §3 selection fields name them. */
export const MARKET_WINDOWS = ['current_season', 'last_season', 'last_five', 'last_ten', 'overall'] as const;
export type MarketWindow = (typeof MARKET_WINDOWS)[number];

/** Labels the tab shows for the windows (spec §2). */
export const MARKET_WINDOW_LABELS: Readonly<Record<MarketWindow, string>> = {
  current_season: 'This Season',
  last_season: 'Last Season',
  last_five: 'Last 5',
  last_ten: 'Last 10',
  overall: 'Overall',
};

/** One settled (or unsettled) selection: did it hit? null for a push or a game not played yet. */
export interface MarketOutcome {
  year: number;
  /** Unix seconds of the event (orders the history). */
  timestamp: number;
  hit: boolean | null;
}

export interface WindowRate {
  /** Share of decided outcomes that hit (0..1), null when none is decided. */
  hit_rate: number | null;
  /** hit_rate minus the odds' implied probability, null when either is missing. */
  edge: number | null;
  /** Decided outcomes counted. */
  games: number;
}

/** Share of decided outcomes that hit; null when none is decided (pushes and open games do not count). */
export function hitRate(outcomes: readonly Pick<MarketOutcome, 'hit'>[]): number | null {
  let decided = 0;
  let hits = 0;
  for (const o of outcomes) {
    if (o.hit === null) continue;
    decided++;
    if (o.hit) hits++;
  }
  return decided === 0 ? null : hits / decided;
}

/**
 * Edge of a selection: how much more often it hit than its price says (hit rate minus the implied
 * probability of the American odds). Positive means the history beat the price.
 */
export function marketEdge(rate: number | null, oddsAmerican: number | null): number | null {
  if (rate === null || oddsAmerican === null) return null;
  const implied = americanOddsToImpliedProbability(oddsAmerican);
  return Number.isFinite(implied) ? rate - implied : null;
}

/**
 * Hit rate and edge per window for a selection priced at `oddsAmerican`, over the `history` before it
 * (any order): This Season = `year`, Last Season = `year - 1`, Last 5 / Last 10 = the latest decided
 * outcomes, Overall = all decided outcomes.
 */
export function marketWindowRates(
  history: readonly MarketOutcome[],
  year: number,
  oddsAmerican: number | null,
): Record<MarketWindow, WindowRate> {
  const decided = history.filter((o) => o.hit !== null).sort((a, b) => b.timestamp - a.timestamp);
  const pick = (rows: readonly MarketOutcome[]): WindowRate => {
    const rate = hitRate(rows);
    return { hit_rate: rate, edge: marketEdge(rate, oddsAmerican), games: rows.length };
  };
  return {
    current_season: pick(decided.filter((o) => o.year === year)),
    last_season: pick(decided.filter((o) => o.year === year - 1)),
    last_five: pick(decided.slice(0, 5)),
    last_ten: pick(decided.slice(0, 10)),
    overall: pick(decided),
  };
}

/** A schedule row's closing lines and result (nflverse games: lines from the home side). */
export interface GameLines {
  h: string;
  v: string;
  home_score: number | null;
  away_score: number | null;
  home_moneyline: number | null;
  away_moneyline: number | null;
  /** > 0: the home team is favoured by that many points. */
  spread_line: number | null;
  home_spread_odds: number | null;
  away_spread_odds: number | null;
  total_line: number | null;
  over_odds: number | null;
  under_odds: number | null;
}

export interface GameSelection {
  market_type: 'GAME_MONEYLINE' | 'GAME_SPREAD' | 'GAME_TOTAL';
  selection_name: string;
  selection_type: 'WIN' | 'COVER' | 'OVER' | 'UNDER';
  /** The team's line (spread from its side: negative when favoured) or the total; null for moneylines. */
  selection_metric_line: number | null;
  odds_american: number;
  /** null until the game has a score, and for a push (tie, landing on the line). */
  hit: boolean | null;
}

function decide(diff: number | null): boolean | null {
  if (diff === null || diff === 0) return null;
  return diff > 0;
}

/**
 * The selections of one team's game markets (moneyline, spread, total over and under) that the
 * schedule prices, each settled from the final score when there is one.
 */
export function gameSelections(game: GameLines, team: string): GameSelection[] {
  const home = game.h === team;
  if (!home && game.v !== team) return [];
  const scored = game.home_score !== null && game.away_score !== null;
  const margin = scored ? (home ? 1 : -1) * (game.home_score! - game.away_score!) : null;
  const total = scored ? game.home_score! + game.away_score! : null;
  const out: GameSelection[] = [];
  const ml = home ? game.home_moneyline : game.away_moneyline;
  if (ml !== null) {
    out.push({ market_type: 'GAME_MONEYLINE', selection_name: team, selection_type: 'WIN', selection_metric_line: null, odds_american: ml, hit: decide(margin) });
  }
  const spreadOdds = home ? game.home_spread_odds : game.away_spread_odds;
  if (game.spread_line !== null && spreadOdds !== null) {
    const line = home ? -game.spread_line : game.spread_line;
    out.push({
      market_type: 'GAME_SPREAD',
      selection_name: team,
      selection_type: 'COVER',
      selection_metric_line: line,
      odds_american: spreadOdds,
      hit: decide(margin === null ? null : margin + line),
    });
  }
  if (game.total_line !== null) {
    const line = game.total_line;
    if (game.over_odds !== null) {
      out.push({ market_type: 'GAME_TOTAL', selection_name: 'over', selection_type: 'OVER', selection_metric_line: line, odds_american: game.over_odds, hit: decide(total === null ? null : total - line) });
    }
    if (game.under_odds !== null) {
      out.push({ market_type: 'GAME_TOTAL', selection_name: 'under', selection_type: 'UNDER', selection_metric_line: line, odds_american: game.under_odds, hit: decide(total === null ? null : line - total) });
    }
  }
  return out;
}

/** A player prop's outcome from the player's actual value of the metric (null while unknown). */
export function propHit(selectionType: string, line: number | null, actual: number | null): boolean | null {
  if (actual === null || line === null) return null;
  const t = selectionType.toUpperCase();
  if (t === 'OVER' || t === 'YES') return decide(actual - line);
  if (t === 'UNDER' || t === 'NO') return decide(line - actual);
  return null;
}

/** Spec §2: group of a market name for the Select Market dropdown. */
export function marketGroup(name: string): 'Season' | 'Game' | 'Other' {
  if (name.startsWith('SEASON_')) return 'Season';
  if (name.startsWith('GAME_')) return 'Game';
  return 'Other';
}

/** Spec §2: labels have underscores replaced by spaces and are upper-cased. */
export function marketLabel(name: string): string {
  return name.replace(/_/g, ' ').toUpperCase();
}

/** Spec §2: a market with ALT in its name has an Alt Line selector. */
export function isAltMarket(name: string): boolean {
  return name.toUpperCase().includes('ALT');
}

/**
 * Spec §2: a game's weekly band starts at the preceding Thursday (the Thursday itself for a Thursday
 * game). The spec writes the offset as (weekday + 5) mod 7, which lands on Thursday for no usual
 * weekday numbering; the intent (the preceding Thursday) is kept: with Sunday = 0 it is (weekday + 3) mod 7.
 */
export function daysSinceThursday(weekday: number): number {
  return (weekday + 3) % 7;
}
