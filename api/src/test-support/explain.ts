/**
 * The indexes an `explain` says a query reads: every index scan's `indexName` anywhere in the answer (mongod
 * nests plans differently for find, aggregate `$cursor` stages and SBE `queryPlan`s; the embedded server
 * answers the classic shape), or `COLLSCAN` when a plan scans the collection.
 */
export function accessPaths(explain: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    // IXSCAN, and mongod's COUNT_SCAN / DISTINCT_SCAN for counts and distincts served by an index alone
    if (typeof o.stage === 'string' && /^(IXSCAN|COUNT_SCAN|DISTINCT_SCAN)$/.test(o.stage) && typeof o.indexName === 'string') out.push(o.indexName);
    if (o.stage === 'COLLSCAN') out.push('COLLSCAN');
    // rejected plans are not what runs
    for (const [k, child] of Object.entries(o)) if (k !== 'rejectedPlans') visit(child);
  };
  visit(explain);
  return out;
}
