import type { DataViewColumnId, DataViewRateType } from '@league/shared-rules/contracts';
import type { CareerLog } from '@league/shared-rules';
import type { PlayRole } from './play-measures';

/** A MongoDB aggregation expression. */
export type Expr = Record<string, unknown> | string | number | boolean | null | Date | Expr[];

/** A column's parameters after defaults: always a year, a season type and a week window. */
export interface ResolvedParams {
  year: number;
  seas_type: 'PRE' | 'REG' | 'POST';
  week_min: number;
  week_max: number;
  rate_type: DataViewRateType | null;
}

/** What a query knows beyond the table state: the clock, the league whose rosters fill league columns. */
export interface QueryScope {
  now: Date;
  /** Play filters of the table state (downs, yard line), applied by every play source. */
  playFilter?: Record<string, unknown>;
  /**
   * Game filters of the table state (schedule columns) as the ids of the games that pass them: every play
   * source keeps only these games' plays (or per-game totals). Absent: no game filter.
   */
  games?: string[];
  /** team_unit: the team columns count the offence's plays (off, the default) or the plays its defence faced. */
  teamUnit?: 'off' | 'def';
  /**
   * matchup_opponent_type: the team whose rows the team columns of a player's team read (its opponent of the
   * week); a team absent from the map has no value. Absent: each player's own team.
   */
  opponents?: Map<string, string>;
  /**
   * limit_to_player_active_games: the team play columns of each player sum only his team's games in which he
   * has a play (active-games.ts). Not with a matchup.
   */
  activeGames?: boolean;
  /**
   * The league's projected points per pid (projected.ts): this week's and the rest of the season's, null where the
   * calendar has none. Read once per query, when a projections column needs it. Absent: no league, no values.
   */
  projected?: () => Promise<ReadonlyMap<string, ProjectedPoints>>;
  /** Read play columns from the raw plays even without play filters (tests compare both paths). */
  rawPlays?: boolean;
  /** League id and its roster year when the caller may see league columns; null for visitors. */
  league: { lid: number; year: number } | null;
}

/** A player's projected points: this week's and from this week to the final one. */
export interface ProjectedPoints {
  week: number | null;
  ros: number | null;
}

/** Collections a column's values come from, and the key that joins their rows to a player. */
export type SourceId = 'players' | 'projections' | 'careerlogs' | 'points_added' | 'combine' | 'rosters' | 'player_weeks' | 'plays_pass' | 'plays_rush' | 'plays_rec' | 'plays_team' | 'games_lines';

/** A column read straight off the player document. */
export interface PlayerColumnSpec {
  id: DataViewColumnId;
  source: 'players';
  value(scope: QueryScope): Expr;
}

/**
 * A column computed by grouping a source collection per player. `acc` are $group accumulators (named
 * locally; the engine prefixes them per column) and `value` turns them into the cell, reading a local
 * name through `f` (e.g. f('att') → '$c3_att'). `rate` marks counts that a `rate_type` divides.
 */
export interface GroupColumnSpec {
  id: DataViewColumnId;
  source: Exclude<SourceId, ApiSourceId>;
  acc: Record<string, Expr>;
  value(f: (name: string) => string): Expr;
  rate?: boolean;
  /**
   * A share of the player's team: `value` divided by this team measure (play-measures.ts) of his current team in the
   * games he played for it (a red-zone target share: his red-zone targets over the team's red-zone pass attempts).
   */
  teamShare?: string;
  /** A $setWindowFields stage over the grouped rows (ranks), reading and writing local names through `f`. */
  window?(f: (name: string) => string): Record<string, unknown>;
}

/**
 * A column valued in the api, not by an aggregation: the league's projected points (the shared-rules valuation
 * of the projection rows under the league's scoring, kept per process: features/projections/pool-points.ts).
 */
export interface ProjectedColumnSpec {
  id: DataViewColumnId;
  source: 'projections';
  value(points: ProjectedPoints): number | null;
}

/** Sources valued in the api after their rows are read, not by a per-player aggregation (no `SOURCES` entry). */
export type ApiSourceId = 'players' | 'projections' | 'careerlogs' | 'points_added';

/**
 * A career log column (careers.ts): every player's regular seasons are read and the shared-rules career rules
 * (points added over a replacement starter, ranks, first seasons) need every player of a position at once.
 */
export interface CareerColumnSpec {
  id: DataViewColumnId;
  source: 'careerlogs';
  value(log: CareerLog): number | null;
}

/** A season log column over a replacement baseline (careers.ts): needs every player of the window at once. */
export interface PointsAddedColumnSpec {
  id: DataViewColumnId;
  source: 'points_added';
  value(season: { added: number; games: number }): number | null;
}

export type ColumnSpec = PlayerColumnSpec | GroupColumnSpec | ProjectedColumnSpec | CareerColumnSpec | PointsAddedColumnSpec;

/** One source collection grouped per player, for one set of parameters. */
export interface SourceSpec {
  id: Exclude<SourceId, ApiSourceId>;
  collection: string;
  /**
   * What the group key is: the league pid, the nflverse gsis id (joined through players.gsis_id), or an NFL
   * team (every player whose current team it is, through players.team).
   */
  key: 'pid' | 'gsis' | 'team';
  /** Whether the year/season/week parameters select the rows (false: one value per player). */
  seasonal: boolean;
  /** The leading $match (served by an index, see engine README), or null when the source has nothing to give. */
  match(p: ResolvedParams, scope: QueryScope): Record<string, unknown> | null;
  /** Stages between the $match and the $group (e.g. newest first before $first). */
  pre?: Record<string, unknown>[];
  groupKey: string;
  /** The $match terms keeping a page's keys, when the key is not a field the leading $match can read as is. */
  narrow?(ids: string[]): Record<string, unknown>;
  /** Whether the view's game filters (scope.games) keep this source's games (play sources and game lines). */
  gameScoped?: boolean;
  /** Accumulator counting the games behind a per-game rate. */
  games: Expr;
  /** Turns the games accumulator into a number. */
  gamesValue(field: string): Expr;
  /**
   * Play sources: the role whose rows of the pre-aggregated table (play_game_totals) answer this source
   * when the view has no play filter; its columns' accumulators are that role's measures.
   */
  role?: PlayRole;
}
