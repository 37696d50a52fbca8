/**
 * Row windowing for the players table: every row has the same height, so the rows in view follow
 * from the scroll offset alone (no measuring, no library: the page's bundle budget is tight).
 */
export const ROW_HEIGHT = 41;
/** Rows rendered beyond each edge of the viewport, so a quick scroll does not show blank space. */
export const OVERSCAN = 8;

/** The [start, end) slice of `count` rows to render for a viewport at `scrollTop` of `height` pixels. */
export function visibleWindow(count: number, scrollTop: number, height: number, rowHeight = ROW_HEIGHT, overscan = OVERSCAN): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const inView = Math.ceil(Math.max(0, height) / rowHeight) + 1;
  const start = Math.max(0, Math.min(first - overscan, count - inView - overscan));
  const end = Math.min(count, first + inView + overscan);
  return { start: Math.max(0, start), end };
}
