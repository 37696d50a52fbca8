import type { Repositories } from '../../db/repositories';

/**
 * What the research answers are built from, as one string: the import records (schedule, game files,
 * stat lines) and every week's stat marker. Each writer of those inputs moves one of them (an import
 * records itself; a stat-line write is followed by its week's marker, see StatsRepository.recordUpdate),
 * so an answer kept in memory under this string is current in any process that reads it again.
 */
export interface ResearchInputs {
  signature: string;
  /** The stat markers of each season (seasonTable's signature). */
  years: Map<number, string>;
}

/** Two small reads (a handful of import records, one marker per season-week), in parallel. */
export async function researchInputs(repos: Repositories): Promise<ResearchInputs> {
  const [imports, years] = await Promise.all([repos.nfl.listImports(), repos.research.yearSignatures()]);
  const parts = imports.map((i) => `${i.dataset}@${i.version}:${i.hash}:${i.imported_at}`);
  for (const [year, marks] of years) parts.push(`${year}=${marks}`);
  return { signature: parts.join('|'), years };
}

/**
 * A bounded in-process memo of answers keyed by {@link researchInputs}: a hit costs the two reads of
 * the signature, a miss (or a moved input) rebuilds. Least recently used entries go first.
 */
export class InputsMemo<T> {
  private readonly entries = new Map<string, { signature: string; value: Promise<T> }>();

  constructor(private readonly max: number) {}

  get(key: string, signature: string, build: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.signature === signature) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = build();
    const entry = { signature, value };
    this.entries.set(key, entry);
    // a failed build is not kept (the next request tries again)
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
