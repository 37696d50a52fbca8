/**
 * Quarter and game clock of nflverse plays, which carry only `game_seconds_remaining` (no `qtr`, no
 * clock string).
 *
 * Seconds alone do not decide two cases, so the quarter is read in game order (play_id):
 * - **Quarter boundaries.** 2700, 1800 and 900 seconds are both 0:00 of a quarter and 15:00 of the
 *   next. Every game of the shipped files has exactly one marker row (empty `play_type`) at each
 *   boundary — nflverse's END QUARTER rows — so a row at a boundary belongs to the earlier quarter
 *   until that marker is passed (untimed downs and the marker itself), to the later one after it.
 * - **Overtime.** nflverse restarts the seconds in overtime (600 or 900 down to 0), so they overlap the
 *   4th quarter: overtime starts at the first kickoff after the marker at 0 seconds (END QUARTER 4 —
 *   overtime always opens with a kickoff; a few games log a stray row after that marker, a kneel at
 *   0:33 or an administrative no_play, which stay in the 4th), and each later marker at 0 seconds
 *   ends an overtime period (5, then 6 in the playoffs).
 * A row without seconds takes the quarter of the row before it, and quarters never go back (a few rows
 * carry a stray clock one second above the boundary just passed).
 */
export type PlayRowLike = Readonly<Record<string, unknown>>;

const BOUNDARIES = new Set([2700, 1800, 900]);

function seconds(row: PlayRowLike): number | null {
  const v = row.game_seconds_remaining;
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

const isMarker = (row: PlayRowLike) => row.play_type === undefined || row.play_type === null || row.play_type === '';

/** Feeds one game's rows in play_id order; `next` answers each row's quarter (1-4, 5+ overtime). */
export function quarterTracker(): { next(row: PlayRowLike): number } {
  let quarter = 1;
  let overtime = false;
  let regulationOver = false;
  const passed = new Set<number>();
  return {
    next(row) {
      const g = seconds(row);
      const marker = isMarker(row);
      if (overtime) {
        const q = quarter;
        if (marker && g === 0) quarter += 1;
        return q;
      }
      if (regulationOver && row.play_type === 'kickoff') {
        overtime = true;
        return (quarter = 5);
      }
      if (g === null) return quarter;
      if (g === 0) {
        if (marker) regulationOver = true;
        return (quarter = 4);
      }
      if (BOUNDARIES.has(g)) {
        const earlier = 4 - g / 900;
        if (passed.has(g)) return (quarter = earlier + 1);
        if (marker) passed.add(g);
        return (quarter = earlier);
      }
      // quarters never go back: a stray clock (a no_play logged at 15:01 after a kickoff at 15:00)
      // stays in the quarter already reached
      if (g >= 3600) return quarter;
      return (quarter = Math.max(quarter, 4 - Math.floor(g / 900)));
    },
  };
}

/**
 * The game clock at the snap, `mm:ss`, from the quarter and the seconds remaining (regulation quarters
 * are 900 s; in overtime nflverse's seconds are the period's own).
 */
export function gameClock(quarter: number | null, gameSecondsRemaining: number | null): string | null {
  if (quarter === null || gameSecondsRemaining === null) return null;
  const left = quarter <= 4 ? gameSecondsRemaining - 900 * (4 - quarter) : gameSecondsRemaining;
  if (left < 0 || left > 900) return null;
  const m = Math.floor(left / 60);
  const s = Math.round(left - m * 60);
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * A row mapper for a stream of plays sorted by game then play_id (the shipped files are): sets `qtr`
 * on each row that has none, restarting the tracker at each new game.
 */
export function withQuarters<T extends Record<string, unknown>>(map: (row: T) => Record<string, unknown>): (row: T) => Record<string, unknown> {
  let game: unknown = undefined;
  let tracker = quarterTracker();
  return (row) => {
    const doc = map(row);
    if (doc.esbid !== game) {
      game = doc.esbid;
      tracker = quarterTracker();
    }
    const q = tracker.next(doc);
    if (doc.qtr === undefined || doc.qtr === null || doc.qtr === '') doc.qtr = q;
    return doc;
  };
}
