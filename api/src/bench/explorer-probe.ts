/**
 * The stats explorer's queries on the full data, each timed (not a bench row: a tool to see where the time
 * goes). Boots the app on the embedded database with every play (the import and the per-game totals take a
 * minute or two), runs the explorer view of the dataviews bench directly on the engine six times, printing
 * each aggregation's time (they overlap: the engine sends some at once), then runs each aggregation alone.
 *
 *   npx tsc -b shared-rules api && node api/dist/bench/explorer-probe.js
 */
import { createDataViewQueryRepository } from '../db/repositories/data-view-query.repository';
import { executeView } from '../features/data-views/engine/execute';
import { resolveColumns } from '../features/data-views/engine/params';
import { playFilterOf } from '../features/data-views/engine/sources';
import { bootTestApp } from '../test-support/boot';
import { EXPLORER_TABLE_STATE } from './dataviews-states';
import { NOW } from './dataviews-direct';

type Stage = Record<string, unknown>;

async function main() {
  const app = await bootTestApp({ importData: { only: ['players', 'schedules', 'plays'] }, clock: () => NOW, checkDocument: false, dataViews: { cache: false } });
  try {
    const repo = createDataViewQueryRepository();
    const state = EXPLORER_TABLE_STATE;
    const cells = resolveColumns(state, (await repo.lastStatsSeason()) ?? 2025);
    const log: Array<{ coll: string; pipeline: Stage[]; ms: number; rows: number }> = [];
    const aggregate = async (coll: string, pipeline: Stage[]) => {
      const t = performance.now();
      const rows = await repo.aggregate(coll, pipeline, 600_000);
      log.push({ coll, pipeline, ms: performance.now() - t, rows: rows.length });
      return rows;
    };
    for (let i = 0; i < 6; i++) {
      log.length = 0;
      const t = performance.now();
      await executeView(aggregate, cells, state.sort, { now: NOW, league: null, playFilter: playFilterOf(state.filters) }, { offset: 0, limit: 100 }, state.filters);
      console.log(`run ${i}: ${(performance.now() - t).toFixed(0)} ms; ${log.map((l) => `${l.coll} ${l.ms.toFixed(0)} ms/${l.rows} rows`).join(', ')}`);
    }
    for (const { coll, pipeline } of [...log]) {
      const times: string[] = [];
      for (let i = 0; i < 4; i++) {
        const t = performance.now();
        await repo.aggregate(coll, pipeline, 600_000);
        times.push((performance.now() - t).toFixed(0));
      }
      console.log(`alone: ${coll} ${JSON.stringify(pipeline).slice(0, 70)}… ${times.join(' ')} ms`);
    }
  } finally {
    await app.stop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
