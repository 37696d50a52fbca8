import { useEffect, useState } from 'react';
import type { TeamSeasonlogs } from '@league/shared-rules/contracts';
import { getShownMessage } from '@league/shared-rules/client';
import type { ApiContext } from '../data/http';
import { loadPlayStats, type PlayStats } from '../data/play-stats-api';
import { loadSchedule, loadSeasonlogs } from '../data/research-api';
import { playFamily, type ViewId } from './views';
import { weekMatchups, type WeekMatchups } from './week-model';

/** What a view needs beyond the players list: the week's games and defences, or the play stats. */
export interface ViewData {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  message?: string;
  matchups?: WeekMatchups;
  defence?: TeamSeasonlogs;
  playStats?: PlayStats;
}

/**
 * Loads the week view's schedule and defensive lines, or a stats-by-play view's columns, when the
 * view (or week) is chosen. The answers are cached by key (spec §5 "Caching"), so switching back is
 * instant. The projection views need nothing more.
 */
export function useViewData(ctx: ApiContext, view: ViewId, year: number, week: number, leagueId: number): { data: ViewData; retry: () => void } {
  const [data, setData] = useState<ViewData>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const family = playFamily(view);
    let load: Promise<ViewData> | null = null;
    if (family) load = loadPlayStats(ctx, family).then((playStats) => ({ status: 'loaded', playStats }));
    else if (view === 'week') {
      load = Promise.all([loadSchedule(ctx, year), loadSeasonlogs(ctx, leagueId)]).then(([schedule, defence]) => ({
        status: 'loaded',
        matchups: weekMatchups(schedule.games.filter((game) => game.week === week && game.seas_type === 'REG')),
        defence,
      }));
    }
    if (!load) {
      setData({ status: 'idle' });
      return;
    }
    setData({ status: 'loading' });
    load
      .then((next) => live && setData(next))
      .catch((error: unknown) => live && setData({ status: 'error', message: getShownMessage(error) }));
    return () => {
      live = false;
    };
  }, [ctx, view, year, week, leagueId, attempt]);

  return { data, retry: () => setAttempt((n) => n + 1) };
}
