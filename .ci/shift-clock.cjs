/**
 * Moves this process's wall clock to `CLOCK_SHIFT_TO` (an ISO instant), so CI can prove that no test
 * depends on when it runs. Loaded with `node --require` (NODE_OPTIONS, so every node process of a run gets
 * it: jest workers, Playwright's web server) and as a jest setup file (jest gives each test file a fresh
 * global `Date`). Without `CLOCK_SHIFT_TO` it does nothing.
 *
 * Only `Date` moves: `new Date()`, `Date()` and `Date.now()` answer the shifted time and keep running;
 * monotonic timers (`performance.now`, `process.hrtime`) and timeouts are untouched, as they are when a
 * real machine's clock is set.
 */
'use strict';

const target = process.env.CLOCK_SHIFT_TO;
if (target && !globalThis.Date.__shiftedBy) {
  const RealDate = globalThis.Date;
  const targetMs = RealDate.parse(target);
  if (!Number.isFinite(targetMs)) throw new Error(`CLOCK_SHIFT_TO is not an instant: ${target}`);
  // One offset per run (CLOCK_SHIFT_BASE is set by the first process), so child processes agree.
  const base = Number(process.env.CLOCK_SHIFT_BASE) || RealDate.now();
  process.env.CLOCK_SHIFT_BASE = String(base);
  const offset = targetMs - base;
  const now = () => RealDate.now() + offset;
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length ? args : [now()], new.target);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  // libraries recognise Date by name (mongoose schema types)
  Object.defineProperty(ShiftedDate, 'name', { value: 'Date' });
  Object.defineProperty(ShiftedDate, '__shiftedBy', { value: offset });
  globalThis.Date = ShiftedDate;
}
