import { PlayerTag, TransactionType } from '../constants/codes';
import { isPracticeSquadSlot } from '../constants/slots';
import type { League } from '../constants/types';
import { getSalaryByTag } from '../salaries/salary';

/** A roster row as the rollover reads it (the previous season's). */
export interface RolloverInput {
  pid: string;
  pos: string;
  slot: number;
  tag?: number | null;
  value: number;
  extensions?: number | null;
  bid?: number | null;
}

/** The row the player carries into the new season, and the transaction recording his contract. */
export interface RolledOver {
  pid: string;
  pos: string;
  slot: number;
  tag: number;
  value: number;
  extensions: number;
  /** An extension transaction (type 9) at the new salary; none for practice squad players. */
  transaction: { pid: string; type: number; value: number } | null;
}

/**
 * A kept player's contract for the new season (spec §9 "Salary by tag", DOMAIN-NOTES "Salaries,
 * tags, extensions"): he stays in his slot (practice squad and reserve included); his salary is his
 * salary by tag — regular value + 5 × (extensions + 1), franchise the league's position value,
 * rookie his value, restricted free agency his bid (else value), practice squad his value — and
 * every tag resets to regular, since a tag is for one season (the jobs list's tag resets). The
 * extension count rises for every player outside the practice squad, whose contract is not
 * extended; such a contract is recorded as an extension transaction.
 */
export function rollOverRosterRow(row: RolloverInput, league: Pick<League, 'fqb' | 'frb' | 'fwr' | 'fte'>): RolledOver {
  const practice = isPracticeSquadSlot(row.slot);
  const extensions = row.extensions ?? 0;
  const value = getSalaryByTag(
    { pos: row.pos, value: row.value, tag: row.tag ?? PlayerTag.REGULAR, extensions, bid: row.bid, slot: row.slot },
    league,
  );
  return {
    pid: row.pid,
    pos: row.pos,
    slot: row.slot,
    tag: PlayerTag.REGULAR,
    value,
    extensions: practice ? extensions : extensions + 1,
    transaction: practice ? null : { pid: row.pid, type: TransactionType.EXTENSION, value },
  };
}
