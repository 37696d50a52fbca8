import type { Season } from '@league/shared-rules';

/**
 * The players page views (spec §2 "Players page views"): the projection views, the week view and the
 * three stats-by-play views. Which exist and which is the default follow the season at `now`.
 */
export type ViewId = 'season' | 'ros' | 'week' | 'passing' | 'rushing' | 'receiving';

export type PlayFamily = 'passing' | 'rushing' | 'receiving';

export interface ViewInfo {
  id: ViewId;
  label: string;
}

export const VIEW_LABELS: Record<ViewId, string> = {
  season: 'Season Projections',
  ros: 'Rest of Season Projections',
  week: 'Week Projections',
  passing: 'Passing Stats by Play',
  rushing: 'Rushing Stats by Play',
  receiving: 'Receiving Stats by Play',
};

type SeasonAt = Pick<Season, 'week' | 'finalWeek'>;

/** In season: weeks 1 … the final fantasy week. */
export function isInSeason(season: SeasonAt): boolean {
  return season.week >= 1 && season.week <= season.finalWeek;
}

/** After the final fantasy week (the postseason; the offseason starts at the year rollover). */
export function isAfterFinalWeek(season: SeasonAt): boolean {
  return season.week > season.finalWeek;
}

/**
 * The views offered: Season Projections in the offseason or Rest of Season Projections in season;
 * Week Projections except after the final week; the three stats-by-play views always.
 */
export function availableViews(season: SeasonAt): ViewInfo[] {
  const ids: ViewId[] = [isInSeason(season) ? 'ros' : 'season'];
  if (!isAfterFinalWeek(season)) ids.push('week');
  ids.push('passing', 'rushing', 'receiving');
  return ids.map((id) => ({ id, label: VIEW_LABELS[id] }));
}

/** Passing stats by play after the final week, otherwise the season (or rest-of-season) projections. */
export function defaultView(season: SeasonAt): ViewId {
  if (isAfterFinalWeek(season)) return 'passing';
  return isInSeason(season) ? 'ros' : 'season';
}

export function playFamily(view: ViewId): PlayFamily | null {
  return view === 'passing' || view === 'rushing' || view === 'receiving' ? view : null;
}

/** The key of `PlayerRow.projection` a projection view reads: '0' season, 'ros', or the week. */
export function projectionKey(view: ViewId, week: number): string | null {
  if (view === 'season') return '0';
  if (view === 'ros') return 'ros';
  if (view === 'week') return String(week);
  return null;
}
