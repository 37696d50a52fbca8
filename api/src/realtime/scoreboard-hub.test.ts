import type { RoomSocket } from './auction-room';
import { ScoreboardHub, type ScoreboardKey, type ScoreboardMessage, type ScoreboardSource } from './scoreboard-hub';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;

/** A scoreboard source whose points the test moves, counting computations. */
function source(start = { year: 2025, week: 5 }) {
  const state = { points: 10, updated: 100, computed: 0, gate: null as Promise<void> | null };
  const src: ScoreboardSource = {
    defaultWeek: async () => start,
    scoreboard: async (key: ScoreboardKey): Promise<ScoreboardMessage> => {
      state.computed++;
      if (state.gate) await state.gate;
      return {
        type: 'scoreboard',
        year: key.year,
        week: key.week,
        last_updated: state.updated,
        teams: [{ tid: 1, points: state.points, projected: 100, minutes: 60, matchup: 7 }],
      };
    },
  };
  return { src, state };
}

function socket(): RoomSocket & { got: ScoreboardMessage[] } {
  const got: ScoreboardMessage[] = [];
  return { got, send: (data: Buffer) => got.push(JSON.parse(data.toString())) };
}

describe('ScoreboardHub', () => {
  it('answers a registration whose marker is older, and not one that is current', async () => {
    const { src } = source();
    const hub = new ScoreboardHub({ source: src, log });
    const fresh = socket();
    const current = socket();
    await hub.register(1, fresh, 0);
    await hub.register(1, current, 100);
    expect(fresh.got.map((m) => m.teams[0].points)).toEqual([10]);
    expect(current.got).toEqual([]);
  });

  it('pushes a change of points to every socket of the week, and nothing for other weeks or no change', async () => {
    const { src, state } = source();
    const hub = new ScoreboardHub({ source: src, log });
    const a = socket();
    const b = socket();
    const other = socket();
    await hub.register(1, a, 100);
    await hub.register(2, b, 100);
    await hub.register(1, other, 100, { year: 2025, week: 6 });
    state.points = 16.5;
    state.updated = 130;
    await hub.onStats({ year: 2025, week: 5 });
    expect(a.got.map((m) => [m.teams[0].points, m.last_updated])).toEqual([[16.5, 130]]);
    expect(b.got.map((m) => m.teams[0].points)).toEqual([16.5]);
    expect(other.got).toEqual([]);
    await hub.onStats({ year: 2025, week: 5 });
    expect(a.got).toHaveLength(1);
  });

  it('coalesces a burst of signals into one more computation that sees the last play', async () => {
    const { src, state } = source();
    const hub = new ScoreboardHub({ source: src, log });
    const a = socket();
    await hub.register(1, a, 100);
    const before = state.computed;
    let open!: () => void;
    state.gate = new Promise<void>((resolve) => (open = resolve));
    const burst = [1, 2, 3, 4, 5].map((i) => {
      state.points = 10 + i;
      state.updated = 100 + i;
      return hub.onStats({ year: 2025, week: 5 });
    });
    open();
    state.gate = null;
    await Promise.all(burst);
    expect(state.computed - before).toBe(2);
    expect(a.got.at(-1)?.teams[0].points).toBe(15);
  });

  it('forgets a socket that unregisters, and moves a socket that registers for another week', async () => {
    const { src, state } = source();
    const hub = new ScoreboardHub({ source: src, log });
    const a = socket();
    await hub.register(1, a, 100);
    await hub.register(1, a, 100, { year: 2025, week: 6 });
    expect(hub.sockets).toBe(1);
    state.points = 20;
    await hub.onStats({ year: 2025, week: 5 });
    expect(a.got).toEqual([]);
    hub.unregister(a);
    expect(hub.sockets).toBe(0);
  });
});
