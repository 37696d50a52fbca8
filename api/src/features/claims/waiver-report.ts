import { waiverReport } from '@league/shared-rules';
import type { WaiverReport, WaiverReportQuery } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import { loadLeague } from '../rosters/team-context';
import type { ClaimDeps } from './deps';
import { toWaiver } from './waiver-claims';

/**
 * The waiver report (spec §4): one processing run of a waiver type — the latest unless `processed` names
 * another — per player, the successful claim and the failed ones with their reasons, plus every run of
 * that type to choose from. Processed claims are public, as the league's transactions are; pending ones
 * never show here. A `processed` that is not a run of this type answers 404.
 */
export async function getWaiverReport(deps: ClaimDeps, lid: number, query: WaiverReportQuery): Promise<WaiverReport> {
  await loadLeague(deps, lid);
  const processed = await deps.claims.processingTimes(lid, query.type);
  const run = query.processed ?? processed[0];
  if (run === undefined) return { processed, players: [] };
  if (!processed.includes(run)) throw AppError.notFound('No waiver run at that time');
  const claims = (await deps.claims.processedWaivers(lid, { type: query.type, processed: run })).map(toWaiver);
  return { processed, players: waiverReport(claims) };
}
