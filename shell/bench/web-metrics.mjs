/**
 * The web bench's measures (web-bench.mjs): what runs in the page, and the pure arithmetic over what it
 * recorded, tested in web-metrics.test.mjs (`node --test shell/bench`).
 */

/** Runs in the page before its scripts: records paints, layout shifts and long tasks as they happen. */
export function pageMetricsScript() {
  const m = (window.__benchMetrics = { lcp: 0, fcp: 0, shifts: [], longTasks: [] });
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not know: that measure stays empty
    }
  };
  observe('largest-contentful-paint', (e) => (m.lcp = e.renderTime || e.loadTime || e.startTime));
  observe('paint', (e) => e.name === 'first-contentful-paint' && (m.fcp = e.startTime));
  observe('layout-shift', (e) => !e.hadRecentInput && m.shifts.push([e.startTime, e.value]));
  observe('longtask', (e) => m.longTasks.push([e.startTime, e.duration]));
}

/** Evaluated in the page at the end of a visit. */
export function readPageMetrics() {
  return window.__benchMetrics ?? { lcp: 0, fcp: 0, shifts: [], longTasks: [] };
}

/**
 * Cumulative layout shift as the web defines it: the largest session window of shifts, a window ending at
 * a 1 s gap or after 5 s.
 */
export function cumulativeLayoutShift(shifts) {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const [at, value] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (at - last > 1000 || at - first > 5000) {
      first = at;
      sum = 0;
    }
    sum += value;
    last = at;
    best = Math.max(best, sum);
  }
  return best;
}

/** Total blocking time: the part over 50 ms of every long task after first contentful paint. */
export function totalBlockingTime(longTasks, fcp) {
  let total = 0;
  for (const [start, duration] of longTasks) {
    const end = start + duration;
    if (end <= fcp) continue;
    const blocking = end - Math.max(start, fcp) - 50;
    if (blocking > 0) total += blocking;
  }
  return Math.round(total);
}

/** Requests made and bytes on the wire (kB = 1024 bytes, as in the bundle checks); JS separately. */
export function wireTotals(requests) {
  const kb = (n) => Math.round(n / 102.4) / 10;
  const bytes = (list) => list.reduce((s, r) => s + (r.bytes ?? 0), 0);
  const js = requests.filter((r) => /\.m?js(\?|$)/.test(r.url));
  return { requests: requests.length, wireKB: kb(bytes(requests)), jsKB: kb(bytes(js)) };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One visit's page record as the table's measures. */
export function visitMeasures(raw) {
  return { lcpMs: Math.round(raw.lcp), tbtMs: totalBlockingTime(raw.longTasks, raw.fcp), cls: Number(cumulativeLayoutShift(raw.shifts).toFixed(4)) };
}
