import { z } from 'zod';
import { ErrorCodeSchema } from '../errors';
import { buildAsyncApiDocument } from './asyncapi';
import { ClientMessageSchema } from './client-messages';
import { RealtimeCloseCodes } from './protocol';
import { ServerMessageSchema } from './server-messages';

type Doc = {
  asyncapi: string;
  channels: { league: { messages: Record<string, { name: string; payload: { properties: Record<string, { description?: string }>; required?: string[] } }> } };
  operations: Record<string, { action: string; messages: Array<{ $ref: string }> }>;
  'x-close-codes': Record<string, { code: number; reason: string }>;
  'x-error-codes': string[];
};

const doc = buildAsyncApiDocument() as unknown as Doc;
const messages = doc.channels.league.messages;
const types = (u: { options: readonly unknown[] }) => u.options.map((o) => ((o as z.ZodObject).shape.type as z.ZodLiteral<string>).value);

describe('the /ws AsyncAPI document', () => {
  it('is AsyncAPI 3 with one message per contract message, each payload the contract\'s JSON schema', () => {
    expect(doc.asyncapi).toBe('3.0.0');
    for (const [side, union] of [['client', ClientMessageSchema], ['server', ServerMessageSchema]] as const) {
      for (const schema of union.options as unknown as z.ZodObject[]) {
        const type = (schema.shape.type as z.ZodLiteral<string>).value;
        expect(messages[`${side}_${type}`]?.payload).toEqual(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
      }
    }
    expect(Object.keys(messages)).toHaveLength(types(ClientMessageSchema).length + types(ServerMessageSchema).length);
  });

  it('has an operation per message in the right direction, and every ref resolves', () => {
    for (const [name, op] of Object.entries(doc.operations)) {
      const target = op.messages[0].$ref.split('/').pop()!;
      expect(messages[target]).toBeDefined();
      expect(op.action).toBe(target.startsWith('client_') ? 'receive' : 'send');
      expect(name.endsWith(messages[target].name)).toBe(true);
    }
    expect(Object.keys(doc.operations)).toHaveLength(Object.keys(messages).length);
  });

  it('lists every error code and close code, and says the unit of every time field', () => {
    expect(doc['x-error-codes']).toEqual(ErrorCodeSchema.options);
    expect(doc['x-close-codes']).toEqual(RealtimeCloseCodes);
    const timeFields = ['serverNow', 'timerExpiresAt', 'completedAt', 'at', 'startsAt', 'startedAt'];
    let checked = 0;
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const props = (node as { properties?: Record<string, unknown> }).properties ?? {};
      for (const [k, v] of Object.entries(props)) {
        if (!timeFields.includes(k)) continue;
        expect(JSON.stringify(v)).toMatch(/epoch milliseconds/);
        checked += 1;
      }
      for (const v of Object.values(node)) walk(v);
    };
    walk(messages);
    expect(checked).toBeGreaterThan(10);
  });
});
