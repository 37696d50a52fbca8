/**
 * MongoDB wire protocol framing: OP_MSG (2013) for all commands and OP_QUERY (2004) / OP_REPLY (1) for the
 * legacy handshake some drivers send first. OP_COMPRESSED is never advertised, so it never arrives.
 */
import { deserialize, serialize, Long } from 'bson';
import { Doc } from './values';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const MSG_CHECKSUM_PRESENT = 1;
/** OP_MSG flag: the sender expects no reply (unacknowledged write or exhaust stream). */
export const MSG_MORE_TO_COME = 2;

/** OP_MSG flag: the client accepts an exhaust stream (several replies to one request, each with moreToCome). */
export const MSG_EXHAUST_ALLOWED = 1 << 16;

/** Deserialization keeps Long, Decimal128 and Binary as BSON classes so stored types survive unchanged. */
export const bsonReadOptions = { promoteLongs: false, promoteBuffers: false, promoteValues: true } as const;

/** One decoded request. */
export interface WireRequest {
  requestId: number;
  opCode: number;
  flags: number;
  /** Command body; for OP_MSG, kind-1 document sequences are merged in as arrays. */
  command: Doc;
  /** Database name ($db for OP_MSG, the prefix of `<db>.$cmd` for OP_QUERY). */
  db: string;
}

/** Splits complete messages off the front of a buffer; returns them and the unconsumed rest. */
export function splitMessages(buf: Buffer): { messages: Buffer[]; rest: Buffer } {
  const messages: Buffer[] = [];
  let offset = 0;
  while (buf.length - offset >= 4) {
    const len = buf.readInt32LE(offset);
    if (len < 16) throw new Error(`invalid message length ${len}`);
    if (buf.length - offset < len) break;
    messages.push(buf.subarray(offset, offset + len));
    offset += len;
  }
  return { messages, rest: offset ? buf.subarray(offset) : buf };
}

/** Decodes one complete message. */
export function decodeMessage(msg: Buffer): WireRequest {
  const requestId = msg.readInt32LE(4);
  const opCode = msg.readInt32LE(12);
  if (opCode === OP_MSG) {
    const flags = msg.readUInt32LE(16);
    const end = flags & MSG_CHECKSUM_PRESENT ? msg.length - 4 : msg.length;
    let offset = 20;
    let command: Doc | null = null;
    const sequences: Array<[string, Doc[]]> = [];
    while (offset < end) {
      const kind = msg[offset++];
      if (kind === 0) {
        const size = msg.readInt32LE(offset);
        command = deserialize(msg.subarray(offset, offset + size), bsonReadOptions);
        offset += size;
      } else if (kind === 1) {
        const size = msg.readInt32LE(offset);
        const sectionEnd = offset + size;
        let p = offset + 4;
        const nul = msg.indexOf(0, p);
        const identifier = msg.toString('utf8', p, nul);
        p = nul + 1;
        const docs: Doc[] = [];
        while (p < sectionEnd) {
          const dsize = msg.readInt32LE(p);
          docs.push(deserialize(msg.subarray(p, p + dsize), bsonReadOptions));
          p += dsize;
        }
        sequences.push([identifier, docs]);
        offset = sectionEnd;
      } else throw new Error(`unknown OP_MSG section kind ${kind}`);
    }
    if (!command) throw new Error('OP_MSG without a body section');
    for (const [id, docs] of sequences) command[id] = docs;
    return { requestId, opCode, flags, command, db: String(command.$db ?? 'admin') };
  }
  if (opCode === OP_QUERY) {
    const flags = msg.readInt32LE(16);
    const nul = msg.indexOf(0, 20);
    const fullName = msg.toString('utf8', 20, nul);
    let p = nul + 1 + 8;
    const size = msg.readInt32LE(p);
    let command = deserialize(msg.subarray(p, p + size), bsonReadOptions) as Doc;
    p += size;
    // Legacy drivers may wrap the command as { $query: {...}, $readPreference: ... }.
    if (command.$query && typeof command.$query === 'object') command = command.$query;
    return { requestId, opCode, flags, command, db: fullName.split('.')[0] };
  }
  return { requestId, opCode, flags: 0, command: {}, db: 'admin' };
}

let nextResponseId = 1;

/** Encodes an OP_MSG reply. */
export function encodeMsg(responseTo: number, body: Doc, flags = 0): Buffer {
  const doc = serialize(body);
  const header = Buffer.allocUnsafe(21);
  header.writeInt32LE(21 + doc.length, 0);
  header.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(OP_MSG, 12);
  header.writeUInt32LE(flags, 16);
  header[20] = 0;
  return Buffer.concat([header, doc], 21 + doc.length);
}

/** Encodes an OP_REPLY carrying one document (answer to OP_QUERY). */
export function encodeReply(responseTo: number, body: Doc): Buffer {
  const doc = serialize(body);
  const header = Buffer.alloc(36);
  header.writeInt32LE(36 + doc.length, 0);
  header.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(OP_REPLY, 12);
  header.writeInt32LE(0, 16);
  header.writeBigInt64LE(0n, 20);
  header.writeInt32LE(0, 28);
  header.writeInt32LE(1, 32);
  return Buffer.concat([header, doc]);
}

/** Cursor id 0 means "exhausted" to drivers. */
export const NO_CURSOR = Long.fromNumber(0);
