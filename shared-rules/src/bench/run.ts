/**
 * `npm run bench -w @league/shared-rules [-- --smoke]`: the rules bench alone, printed. `npm run bench` at
 * the root runs it with every other bench and writes the one results file.
 */
import { rulesBench } from './rules.bench';
import { runBench } from './report';

runBench('rules', rulesBench, { smoke: process.argv.includes('--smoke') }, (text) => process.stdout.write(text)).catch((e: Error) => {
  process.stderr.write(`${e.stack ?? e.message}\n`);
  process.exit(1);
});
