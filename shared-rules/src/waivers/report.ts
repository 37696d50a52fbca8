/** What the report needs of a processed claim. */
export interface ReportClaim {
  uid: number;
  pid: string;
  bid?: number | null;
  succ: boolean | null;
}

export interface WaiverReportEntry<C extends ReportClaim> {
  pid: string;
  successful: C | null;
  failed: C[];
}

/**
 * The waiver report of one processing run (spec §4 "Report: per player, the successful claim and the failed
 * ones"): claims grouped by player; within a player the failed claims run from the highest bid down (the
 * order they lost in). Players come in the order of their best bid, highest first — the run's biggest
 * stories on top — then by the first claim's uid, so the order is stable.
 */
export function waiverReport<C extends ReportClaim>(claims: readonly C[]): Array<WaiverReportEntry<C>> {
  const byPid = new Map<string, C[]>();
  for (const c of claims) byPid.set(c.pid, [...(byPid.get(c.pid) ?? []), c]);
  const rows = [...byPid.entries()].map(([pid, list]) => {
    const sorted = [...list].sort((a, b) => (b.bid ?? 0) - (a.bid ?? 0) || a.uid - b.uid);
    // one claim wins a player in a run; should the records say otherwise, the others are listed, never lost
    const successful = sorted.find((c) => c.succ === true) ?? null;
    return { pid, successful, failed: sorted.filter((c) => c !== successful) };
  });
  const top = (r: WaiverReportEntry<C>) => Math.max(...[r.successful, ...r.failed].filter((c): c is C => c !== null).map((c) => c.bid ?? 0));
  const first = (r: WaiverReportEntry<C>) => Math.min(...[r.successful, ...r.failed].filter((c): c is C => c !== null).map((c) => c.uid));
  return rows.sort((a, b) => top(b) - top(a) || first(a) - first(b));
}
