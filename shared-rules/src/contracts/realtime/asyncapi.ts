import { z } from 'zod';
import { ErrorCodeSchema } from '../errors';
import { ClientMessageSchema } from './client-messages';
import {
  REALTIME_AUTH_SUBPROTOCOL_PREFIX,
  REALTIME_AUTH_WAIT_MS,
  REALTIME_KEEPALIVE_MS,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_PRESENCE_DETECT_MS,
  REALTIME_PROTOCOL_VERSION,
  REALTIME_SUBPROTOCOL,
  RealtimeCloseCodes,
} from './protocol';
import { ServerMessageSchema } from './server-messages';

type Json = Record<string, unknown>;

const messageName = (side: 'client' | 'server', type: string) => `${side}_${type}`;

function messages(side: 'client' | 'server', options: readonly z.ZodObject[]): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const schema of options) {
    const type = (schema.shape.type as z.ZodLiteral<string>).value;
    out[messageName(side, type)] = { name: type, title: type, payload: z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) };
  }
  return out;
}

/**
 * The `/ws` protocol as an AsyncAPI 3.0 document, generated from the zod contracts (so it cannot
 * drift from what the server parses and sends). The api serves it at `GET /api/asyncapi.json`.
 */
export function buildAsyncApiDocument(): Json {
  const client = messages('client', ClientMessageSchema.options as unknown as z.ZodObject[]);
  const server = messages('server', ServerMessageSchema.options as unknown as z.ZodObject[]);
  const ref = (name: string) => ({ $ref: `#/channels/league/messages/${name}` });
  const operations: Record<string, Json> = {};
  for (const name of Object.keys(client)) operations[`send_${name.slice('client_'.length)}`] = { action: 'receive', channel: { $ref: '#/channels/league' }, messages: [ref(name)], summary: `Client sends ${client[name].name}` };
  for (const name of Object.keys(server)) operations[`receive_${name.slice('server_'.length)}`] = { action: 'send', channel: { $ref: '#/channels/league' }, messages: [ref(name)], summary: `Server sends ${server[name].name}` };
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'League live auction (/ws)',
      version: String(REALTIME_PROTOCOL_VERSION),
      description: [
        'One websocket per league room. Text frames, one JSON message each, discriminated by `type`.',
        `Authentication: offer the subprotocols \`${REALTIME_SUBPROTOCOL}\` and \`${REALTIME_AUTH_SUBPROTOCOL_PREFIX}<token>\` (the server answers \`${REALTIME_SUBPROTOCOL}\`), or offer \`${REALTIME_SUBPROTOCOL}\` alone and send \`auth\` as the first message (within ${REALTIME_AUTH_WAIT_MS} ms; any other first message seats you as a visitor), or pass \`?token=\` (legacy). No token: a watching visitor. A present but invalid or expired token is answered with error UNAUTHENTICATED and closed with 4401; it is never downgraded to a visitor.`,
        'The server sends `init` exactly once, when the socket is seated. Every command (`auth`, `join`, `bid`, `nomination`, `pause`, `resume`, `toggle_pause_on_disconnect`) gets exactly one reply to its sender only, carrying its `requestId`: `ack` (with `changed: false` for a no-op), `error`, or `sync` for `join`. `keepalive` is not a command and gets no reply. Broadcasts never carry a `requestId` and never a user id, only team ids.',
        'Room broadcasts carry the room `version` after the change; several messages of one change share it. A client that sees a gap sends `join` and gets a `sync`. `connected` (presence) carries no version: presence is not part of the ordered log.',
        `Presence: a team is connected while any of its sockets on any api instance is open; a dead instance\'s teams count as disconnected within ${REALTIME_PRESENCE_DETECT_MS} ms. With auto-pause on, the auction pauses only when a team's last socket is gone.`,
        'Time: every instant is epoch milliseconds (also in the auction HTTP routes); timer lengths are milliseconds. Money and counts are integers.',
        `Frames over ${REALTIME_MAX_MESSAGE_BYTES} bytes are answered with error PAYLOAD_TOO_LARGE, then the socket is closed with 1009. The server pings every ${REALTIME_KEEPALIVE_MS} ms; a client sends \`keepalive\` as often.`,
      ].join('\n\n'),
    },
    servers: { api: { host: '{host}', protocol: 'wss', pathname: '/ws', variables: { host: { default: 'localhost:8080' } } } },
    channels: {
      league: {
        address: '/ws?leagueId={leagueId}',
        parameters: { leagueId: { description: 'The league whose auction room to join (integer ≥ 1).' } },
        messages: { ...client, ...server },
        bindings: { ws: { query: { type: 'object', properties: { leagueId: { type: 'integer', minimum: 1 }, token: { type: 'string', description: 'Legacy: prefer the subprotocol or the auth message.' } }, required: ['leagueId'] } } },
      },
    },
    operations,
    components: {},
    'x-close-codes': Object.fromEntries(Object.entries(RealtimeCloseCodes).map(([name, c]) => [name, c])),
    'x-error-codes': ErrorCodeSchema.options,
    'x-subprotocols': { protocol: REALTIME_SUBPROTOCOL, authPrefix: REALTIME_AUTH_SUBPROTOCOL_PREFIX },
  };
}
