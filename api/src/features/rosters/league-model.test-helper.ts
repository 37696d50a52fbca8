import { LeagueModel } from '../../db/models/league.model';
import { RosterPlayerModel } from '../../db/models/roster.model';

/**
 * Test-only writes the api has no endpoint for yet: opening the league's transition (RFA) period
 * (league settings are another feature's) and announcing an RFA player (a background job).
 */
export const LeagueModelForTests = {
  async openTransition(lid: number, start: number, end: number) {
    await LeagueModel.updateOne({ uid: lid }, { $set: { tran_start: start, tran_end: end } });
  },
  async announce(tid: number, pid: string, at: number) {
    await RosterPlayerModel.updateOne({ tid, pid }, { $set: { restricted_free_agency_tag_announced: at } });
  },
};
