import { PERCENTILE_QUALIFIERS, percentileSet, type PercentileSet } from '@league/shared-rules';
import { PERCENTILE_KEY_PATTERN, type Percentiles } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { AppError } from '../../errors/app-error';
import { leagueScoring } from './league-scoring';
import { seasonTable } from './season-tables';

type Stats = Record<string, number | undefined>;
interface Field {
  name: string;
  value: (s: Stats) => number | null;
  lowerIsBetter?: boolean;
}

const n = (s: Stats, k: string) => s[k] ?? 0;
const stat = (name: string, lowerIsBetter = false): Field => ({ name, value: (s) => n(s, name), lowerIsBetter });
const ratio = (name: string, num: string, den: string, scale = 1): Field => ({
  name,
  value: (s) => (n(s, den) > 0 ? (n(s, num) / n(s, den)) * scale : null),
});

/**
 * The stat groups (spec §3 "Percentile"): who may have them, which games qualify (spec §9 minimums)
 * and their fields. Kicker and defence games all count.
 */
const GROUPS: Record<string, { positions: readonly string[]; qualifies: (s: Stats) => boolean; fields: Field[] }> = {
  PASSING: {
    positions: ['QB', 'RB', 'WR', 'TE'],
    qualifies: (s) => n(s, 'pa') >= PERCENTILE_QUALIFIERS.pa,
    fields: [stat('pa'), stat('pc'), stat('py'), stat('tdp'), stat('ints', true), ratio('pc_pct', 'pc', 'pa', 100), ratio('py_per_pa', 'py', 'pa')],
  },
  RUSHING: {
    positions: ['QB', 'RB', 'WR', 'TE'],
    qualifies: (s) => n(s, 'ra') >= PERCENTILE_QUALIFIERS.ra,
    fields: [stat('ra'), stat('ry'), stat('tdr'), stat('fuml', true), ratio('ry_per_ra', 'ry', 'ra')],
  },
  RECEIVING: {
    positions: ['QB', 'RB', 'WR', 'TE'],
    qualifies: (s) => n(s, 'trg') >= PERCENTILE_QUALIFIERS.trg,
    fields: [stat('trg'), stat('rec'), stat('recy'), stat('tdrec'), ratio('catch_pct', 'rec', 'trg', 100), ratio('recy_per_trg', 'recy', 'trg')],
  },
  KICKER: { positions: ['K'], qualifies: () => true, fields: [stat('fgm'), stat('fgy'), stat('xpm')] },
  DEFENSE: {
    positions: ['DST'],
    qualifies: () => true,
    fields: [stat('dsk'), stat('dint'), stat('drf'), stat('dtd'), stat('dpa', true), stat('dya', true)],
  },
};

/** Answers by key, kept while no season's stat lines change (each drawer asks for its position's groups). */
const answers = new Map<string, { signature: string; answer: Percentiles }>();

/** GET /percentiles/:key — over every season's single-game lines (default league points as `pts`). */
export async function getPercentiles(repos: Repositories, key: string): Promise<Percentiles> {
  const match = PERCENTILE_KEY_PATTERN.exec(key.toUpperCase());
  const group = match ? GROUPS[match[2]] : undefined;
  if (!match || !group || !group.positions.includes(match[1])) throw AppError.notFound(`Unknown percentile key ${key}`);
  const id = `${match[1]}_${match[2]}`;
  const [years, signatures] = await Promise.all([repos.research.lineYears(), repos.research.yearSignatures()]);
  const signature = years.map((y) => `${y}:${signatures.get(y) ?? ''}`).join('|');
  const known = answers.get(id);
  if (known && known.signature === signature) return known.answer;
  const answer = await compute(repos, match[1], match[2], group, years, signatures);
  answers.set(id, { signature, answer });
  return answer;
}

async function compute(
  repos: Repositories,
  pos: string,
  groupName: string,
  group: (typeof GROUPS)[string],
  years: number[],
  signatures: Map<number, string>,
): Promise<Percentiles> {
  const scoring = await leagueScoring(repos, 0);
  const values = new Map<string, number[]>([...group.fields.map((f) => [f.name, []] as [string, number[]]), ['pts', []]]);
  let games = 0;
  for (const year of years) {
    const table = await seasonTable(repos, year, scoring, signatures.get(year) ?? '');
    for (const line of table.lines) {
      if (line.pos !== pos) continue;
      const s = line.stats as Stats;
      if (!group.qualifies(s)) continue;
      games++;
      for (const f of group.fields) {
        const v = f.value(s);
        if (v !== null) values.get(f.name)!.push(v);
      }
      values.get('pts')!.push(table.points.get(`${line.week}:${line.pid}`) ?? 0);
    }
  }
  const fields: Record<string, PercentileSet> = {};
  const lower = new Set(group.fields.filter((f) => f.lowerIsBetter).map((f) => f.name));
  for (const [name, list] of values) {
    const set = percentileSet(list, lower.has(name));
    if (set) fields[name] = set;
  }
  return { percentile_key: `${pos}_${groupName}`, years, games, fields };
}
