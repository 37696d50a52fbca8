import { TransactionType } from '@league/shared-rules';
import type { DraftPickDetails } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import { loadLeague } from '../rosters/team-context';
import type { DraftDeps } from './draft-context';
import { toDraftPick, toRookie } from './get-draft';

/**
 * GET /leagues/:lid/draft/picks/:pickId: a pick with its details (spec §2). Trade history: the trade
 * transactions (type 4) naming the pick's uid in `pick`, oldest first — what a trade of the pick
 * writes. Historical picks: the same overall pick in the league's earlier drafts, with the player
 * taken there (decision: the league's own drafts only; the NFL's picks are a different pool and
 * order, and live in the pick value table instead).
 */
export async function getDraftPick(deps: DraftDeps, lid: number, uid: number): Promise<DraftPickDetails> {
  await loadLeague(deps, lid);
  const pick = await deps.draft.find(uid);
  if (!pick || pick.lid !== lid) throw AppError.notFound('Pick not found');
  const [trades, history] = await Promise.all([
    deps.transactions.list({ lid, types: [TransactionType.TRADE], pick: uid }),
    pick.pick !== null ? deps.draft.sameSlotBefore(lid, pick.pick, pick.year) : Promise.resolve([]),
  ]);
  const pids = [pick.pid, ...history.map((h) => h.pid)].filter((p): p is string => p !== null);
  const players = new Map((await deps.players.findByPids([...new Set(pids)])).map((p) => [p.pid, toRookie(p)]));
  return {
    ...toDraftPick(pick),
    player: pick.pid ? players.get(pick.pid) ?? null : null,
    trades: trades
      .sort((a, b) => a.timestamp - b.timestamp || a.uid - b.uid)
      .map((t) => ({ uid: t.uid, tid: t.tid, timestamp: t.timestamp, year: t.year })),
    history: history.map((h) => ({
      year: h.year, pick: h.pick!, pick_str: h.pick_str, tid: h.tid, otid: h.otid, player: h.pid ? players.get(h.pid) ?? null : null,
    })),
  };
}
