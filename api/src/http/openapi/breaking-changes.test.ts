import { breakingChanges, majorOf } from './breaking-changes';
import type { OpenApiDocument, Operation } from './build-document';

function doc(paths: Record<string, Record<string, Operation>>): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1.0.0', description: '', license: { name: 'x', identifier: 'MIT' } },
    servers: [],
    tags: [],
    paths,
    components: { securitySchemes: {} },
  };
}

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const team = { type: 'object', properties: { tid: { type: 'integer' }, name: { type: 'string' }, kind: { type: 'string', enum: ['a', 'b'] } }, required: ['tid', 'name'] };
const body = { type: 'object', properties: { pid: { type: 'string', maxLength: 50 }, bid: { type: 'integer', minimum: 0 } }, required: ['pid'] };
const base = doc({
  '/teams/{teamId}': {
    get: { parameters: [{ name: 'teamId', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: json(team) } },
    post: { requestBody: { required: true, ...json(body) }, responses: { 200: json(team) } },
  },
});
const clone = (): OpenApiDocument => JSON.parse(JSON.stringify(base));

describe('breakingChanges', () => {
  it('finds nothing between a document and itself, or when only things are added', () => {
    expect(breakingChanges(base, clone())).toEqual([]);
    const grown = clone();
    grown.paths['/teams/{teamId}'].get.responses[200].content['application/json'].schema.properties.extra = { type: 'string' };
    grown.paths['/teams/{teamId}'].get.parameters.push({ name: 'year', in: 'query', required: false, schema: { type: 'integer' } });
    grown.paths['/teams/{teamId}'].post.requestBody.content['application/json'].schema.properties.bid.minimum = -5;
    grown.paths['/other'] = { get: { responses: { 200: json({ type: 'object' }) } } };
    expect(breakingChanges(base, grown)).toEqual([]);
  });

  it('finds a removed operation', () => {
    const after = clone();
    delete after.paths['/teams/{teamId}'].post;
    expect(breakingChanges(base, after)).toEqual(['POST /teams/{teamId}: operation removed']);
  });

  it('finds a removed response field and a removed enum value', () => {
    const after = clone();
    const schema = after.paths['/teams/{teamId}'].get.responses[200].content['application/json'].schema;
    delete schema.properties.name;
    schema.properties.kind.enum = ['a'];
    expect(breakingChanges(base, after)).toEqual(
      expect.arrayContaining(['GET /teams/{teamId} → 200: field name removed', 'GET /teams/{teamId} → 200.kind: enum value "b" removed']),
    );
  });

  it('finds a narrowed request type and range', () => {
    const after = clone();
    const schema = after.paths['/teams/{teamId}'].post.requestBody.content['application/json'].schema;
    schema.properties.pid = { type: 'integer' };
    schema.properties.bid.minimum = 1;
    expect(breakingChanges(base, after)).toEqual([
      'POST /teams/{teamId} body.pid: type narrowed from string to integer',
      'POST /teams/{teamId} body.bid: minimum narrowed from 0 to 1',
    ]);
  });

  it('finds a new required parameter and a new required body field', () => {
    const after = clone();
    after.paths['/teams/{teamId}'].get.parameters.push({ name: 'leagueId', in: 'query', required: true, schema: { type: 'integer' } });
    after.paths['/teams/{teamId}'].post.requestBody.content['application/json'].schema.required = ['pid', 'bid'];
    expect(breakingChanges(base, after)).toEqual([
      'GET /teams/{teamId}: new required parameter query:leagueId',
      'POST /teams/{teamId} body: new required field bid',
    ]);
  });

  it('reads the major version', () => {
    expect(majorOf('0.1.0')).toBe(0);
    expect(majorOf('2.3.4')).toBe(2);
  });
});
