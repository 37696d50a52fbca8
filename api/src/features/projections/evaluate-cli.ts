/**
 * `npm run projections:evaluate -w @league/api [-- --calibrate]`
 * Scores the own projection model against the real weekly outcomes in api/data (no database):
 * - 2024, with history from 2023 (the season the parameters were chosen on);
 * - 2025, with history from 2023–2024 (held out: never used to choose anything).
 * `--calibrate` prints the 2024 error of a small grid of parameters (2025 is not read by the grid).
 */
import { DEFAULT_MODEL_PARAMS, type ModelParams } from '@league/shared-rules';
import { parseFlags, runCli } from '../stats-ingest/cli-support';
import { evaluateSeason, type SeasonError } from './evaluate';
import { readModelLines, readSchedule } from './model-data-files';

const USAGE = 'usage: npm run projections:evaluate -w @league/api [-- --calibrate]';

const show = (e: SeasonError) =>
  `${e.year}: model MAE ${e.modelMae.toFixed(3)} vs naive last-season average ${e.naiveMae.toFixed(3)} ` +
  `over ${e.playerWeeks} player-weeks; model over all ${e.modelPlayerWeeks} projected player-weeks ${e.modelMaeAll.toFixed(3)}\n` +
  Object.entries(e.byPosition)
    .map(([pos, p]) => `  ${pos}: model ${p.modelMae.toFixed(3)} vs naive ${p.naiveMae.toFixed(3)} over ${p.playerWeeks}\n`)
    .join('');

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), [], ['calibrate']);
  const schedule = await readSchedule();
  const all = await readModelLines(schedule);
  if (flags.has('calibrate')) {
    const train = all.filter((l) => l.year <= 2024);
    for (const decay of [0.8, 0.9, 0.95, 0.98])
      for (const priorSeason of [0.1, 0.25, 0.5, 1])
        for (const volumeElasticity of [0, 0.25, 0.5, 1])
          for (const touchdownElasticity of [0, 0.5, 1]) {
            const params: ModelParams = { ...DEFAULT_MODEL_PARAMS, decay, priorSeason, volumeElasticity, touchdownElasticity };
            const e = evaluateSeason(train, schedule, 2024, params);
            process.stdout.write(`${JSON.stringify({ decay, priorSeason, volumeElasticity, touchdownElasticity })} ${e.modelMaeAll.toFixed(4)} ${e.modelMae.toFixed(4)}\n`);
          }
    return;
  }
  process.stdout.write(show(evaluateSeason(all.filter((l) => l.year <= 2024), schedule, 2024)));
  process.stdout.write(show(evaluateSeason(all, schedule, 2025)));
}

runCli(USAGE, main);
