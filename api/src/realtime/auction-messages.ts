import type { AuctionEvent } from '@league/shared-rules';
import type { ServerMessage } from '@league/shared-rules/contracts';

/**
 * Turns the machine's events of one commit into wire messages (all carrying that commit's version).
 * A voided lot rides on the nomination info message that follows it.
 */
export function eventsToMessages(events: AuctionEvent[], version: number, serverNow: number, requestId?: string): ServerMessage[] {
  const out: ServerMessage[] = [];
  let voided: Extract<AuctionEvent, { type: 'voided' }>['entry'] | undefined;
  for (const e of events) {
    switch (e.type) {
      case 'bid':
        out.push({ type: 'bid', version, serverNow, entry: e.entry, timerExpiresAt: e.timerExpiresAt, ...(requestId ? { requestId } : {}) });
        break;
      case 'processed':
        out.push({ type: 'processed', version, entry: e.entry });
        break;
      case 'voided':
        voided = e.entry;
        break;
      case 'nomination':
        out.push({ type: 'nomination', version, serverNow, nominatingTid: e.nominatingTid, timerExpiresAt: e.timerExpiresAt, ...(voided ? { voided } : {}) });
        voided = undefined;
        break;
      case 'paused':
        out.push({ type: 'paused', version });
        break;
      case 'start':
        out.push({ type: 'start', version, serverNow, timerExpiresAt: e.timerExpiresAt, timerKind: e.timerKind });
        break;
      case 'config':
        out.push({ type: 'config', version, pauseOnTeamDisconnect: e.pauseOnTeamDisconnect });
        break;
      case 'connected':
        out.push({ type: 'connected', version, connected: e.connected });
        break;
      case 'complete':
        out.push({ type: 'complete', version, completedAt: e.completedAt });
        break;
    }
  }
  return out;
}
