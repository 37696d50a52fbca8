import { PlayerTag, TransactionType } from '../constants/codes';
import { RosterSlot } from '../constants/slots';
import { rollOverRosterRow } from './rollover';

const league = { fqb: 40, frb: 35, fwr: 38, fte: 20 };

describe('season rollover of a roster row (§9 salary by tag)', () => {
  it('regular contracts grow by 5 × (extensions + 1) and count one more extension', () => {
    expect(rollOverRosterRow({ pid: 'a', pos: 'RB', slot: RosterSlot.BENCH, value: 10, extensions: 1 }, league)).toEqual({
      pid: 'a', pos: 'RB', slot: RosterSlot.BENCH, tag: PlayerTag.REGULAR, value: 20, extensions: 2,
      transaction: { pid: 'a', type: TransactionType.EXTENSION, value: 20 },
    });
  });
  it('franchise pays the position value, rookie keeps value, RFA its bid; every tag resets to regular', () => {
    const f = rollOverRosterRow({ pid: 'q', pos: 'QB', slot: RosterSlot.QB, value: 12, tag: PlayerTag.FRANCHISE }, league);
    expect(f).toMatchObject({ value: 40, tag: PlayerTag.REGULAR, extensions: 1, slot: RosterSlot.QB });
    expect(rollOverRosterRow({ pid: 'r', pos: 'WR', slot: RosterSlot.BENCH, value: 4, tag: PlayerTag.ROOKIE }, league)).toMatchObject({ value: 4, tag: 1 });
    expect(rollOverRosterRow({ pid: 's', pos: 'WR', slot: RosterSlot.BENCH, value: 4, tag: PlayerTag.RESTRICTED_FREE_AGENCY, bid: 22 }, league))
      .toMatchObject({ value: 22, tag: 1 });
  });
  it('practice squad and reserve players stay where they are; the practice squad keeps its value, unextended', () => {
    expect(rollOverRosterRow({ pid: 'p', pos: 'WR', slot: RosterSlot.PSD, value: 3, extensions: 0 }, league))
      .toEqual({ pid: 'p', pos: 'WR', slot: RosterSlot.PSD, tag: 1, value: 3, extensions: 0, transaction: null });
    expect(rollOverRosterRow({ pid: 'i', pos: 'RB', slot: RosterSlot.IR, value: 8 }, league)).toMatchObject({ slot: RosterSlot.IR, value: 13 });
  });
});
