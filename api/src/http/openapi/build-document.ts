import { z } from 'zod';
import * as contracts from '@league/shared-rules/contracts';
import { ErrorBodySchema, errorStatus, type Endpoint, type EndpointAccess, type ErrorCode } from '@league/shared-rules/contracts';
import { jsonSchemaOf, objectParts } from './json-schema';
import type { MountedRoute } from './collect-routes';

/** Where the api is mounted; the document's paths are relative to it. */
export const API_BASE = '/api';

/** The roles the document names, and which of them each access level lets in. */
export const ROLES = ['visitor', 'owner', 'commissioner'] as const;
export type Role = (typeof ROLES)[number];
const ALLOWED: Record<EndpointAccess, Role[]> = {
  visitor: ['visitor', 'owner', 'commissioner'],
  user: ['owner', 'commissioner'],
  owner: ['owner'],
  commissioner: ['commissioner'],
};
const ACCESS_TEXT: Record<EndpointAccess, string> = {
  visitor: 'Anyone may call it; a bearer token is optional and may change what is shown.',
  user: 'Needs a bearer token of any account.',
  owner: "Needs a bearer token of the team's owner (or the league's, for league calls); the commissioner acts through the roster calls instead.",
  commissioner: "Needs a bearer token of the league's commissioner.",
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Operation = Record<string, any>;

/** Express `:name` parameters as OpenAPI `{name}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** Each endpoint object exported by the contracts, by its export name (the operationId). */
function endpointNames(): Map<Endpoint, string> {
  const names = new Map<Endpoint, string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'response' in value) {
      names.set(value as Endpoint, name.replace(/Endpoint$/, ''));
    }
  }
  return names;
}

/** The document's section for a path: its first literal segment after a league or team id. */
export function tagOf(path: string): string {
  const literal = path.split('/').filter((s) => s && !s.startsWith(':'));
  const pick = (literal[0] === 'leagues' || literal[0] === 'teams') && literal.length > 1 ? literal[1] : literal[0] === 'me' ? 'auth' : literal[0];
  return pick.charAt(0).toUpperCase() + pick.slice(1).replace(/-/g, ' ');
}

function errorResponse(codes: ErrorCode[]): Operation {
  const schema = z.object({ error: ErrorBodySchema.shape.error.extend({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]) }) });
  return {
    description: `Refused: ${codes.join(', ')} (the body's \`error.code\`; clients branch on it, never on the message).`,
    content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } },
  };
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query', example: Record<string, unknown> | undefined): Operation[] {
  if (!schema) return [];
  // Required-ness from the input side (a field with a default may be left out); each value's schema
  // from the output side, where a coerced string shows the range and enum the contract holds it to.
  const { properties: inputs, required } = objectParts(jsonSchemaOf(schema, 'input'));
  const { properties: outputs } = objectParts(jsonSchemaOf(schema, 'output'));
  return Object.entries(inputs).map(([name, input]) => {
    const s = outputs[name] ?? input;
    const { description, ...rest } = s;
    const param: Operation = { name, in: where, required: where === 'path' || required.includes(name), schema: rest };
    if (typeof description === 'string') param.description = description;
    // Lists travel comma-joined (`types=1,2`), as the typed client sends them; repeated keys work too.
    if (rest.type === 'array') Object.assign(param, { style: 'form', explode: false });
    if (example && example[name] !== undefined) param.example = example[name];
    return param;
  });
}

/** Every code an operation may answer, grouped by HTTP status. */
export function errorCodesByStatus(endpoint: Endpoint): Map<number, ErrorCode[]> {
  const docs = endpoint.docs;
  const codes = new Set<ErrorCode>(['INVALID_PARAMS', 'PAYLOAD_TOO_LARGE', 'INTERNAL']);
  if (endpoint.auth || (docs && docs.access !== 'visitor')) codes.add('UNAUTHENTICATED');
  // an expired bearer token on a call that needs a user: refresh and retry
  if (endpoint.auth) codes.add('TOKEN_EXPIRED');
  if (docs?.rateLimited) codes.add('RATE_LIMITED');
  for (const code of docs?.errors ?? []) codes.add(code);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

/** The roles the document lets call an endpoint (an undocumented one: only what `auth` implies). */
export function allowedRoles(endpoint: Endpoint): Role[] {
  return ALLOWED[endpoint.docs?.access ?? (endpoint.auth ? 'user' : 'visitor')];
}

function operation(route: MountedRoute, endpoint: Endpoint, status: number, operationId: string): Operation {
  const docs = endpoint.docs;
  const access = docs?.access ?? (endpoint.auth ? 'user' : 'visitor');
  const op: Operation = {
    operationId,
    tags: [tagOf(endpoint.path)],
    summary: docs?.summary ?? `${route.method} ${endpoint.path}`,
    description: `${docs?.description ?? ''}\n\n**Who may call it:** ${ACCESS_TEXT[access]}`.trim(),
    'x-roles': allowedRoles(endpoint),
    security: access === 'visitor' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
  };
  const params = [
    ...parameters(endpoint.params, 'path', docs?.example?.params),
    ...parameters(endpoint.query, 'query', docs?.example?.query as Record<string, unknown> | undefined),
  ];
  if (params.length > 0) op.parameters = params;
  if (endpoint.body) {
    const media: Operation = { schema: jsonSchemaOf(endpoint.body, 'input') };
    if (docs?.example?.body !== undefined) media.example = docs.example.body;
    op.requestBody = { required: true, content: { 'application/json': media } };
  }
  const responses: Operation = {
    [String(status)]: { description: 'Done.', content: { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'output') } } },
  };
  for (const [code, list] of [...errorCodesByStatus(endpoint)].sort((a, b) => a[0] - b[0])) responses[String(code)] = errorResponse(list);
  op.responses = responses;
  return op;
}

/**
 * The OpenAPI 3.1 document of every route the app mounts with a contract, generated from the same
 * zod schemas that parse its requests: nothing here is a copy of a schema. Routes mounted by hand
 * are left out (the route/document test names them).
 */
export function buildDocument(routes: MountedRoute[], version: string): OpenApiDocument {
  const names = endpointNames();
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of routes) {
    if (!route.contract || !route.path.startsWith(API_BASE + '/')) continue;
    const { endpoint, status } = route.contract;
    const path = openApiPath(endpoint.path);
    const operationId = names.get(endpoint) ?? `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, '_')}`;
    const op = operation(route, endpoint, status, operationId);
    tags.add(op.tags[0]);
    (paths[path] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'League API',
      version,
      description:
        'The HTTP api of the league app: dynasty and salary-cap fantasy football leagues. Every call answers JSON; every refusal is `{ "error": { "code", "message" } }` with a code from one vocabulary. Log in with `POST /auth/login` and send the token as `Authorization: Bearer <token>`. The live auction room speaks over the `/ws` websocket, described in `/api/asyncapi.json`. The demo league is league 1: `commish` is its commissioner and `owner1` … `owner12` own teams 1 … 12 (password `league-demo`).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: API_BASE, description: 'This server' }],
    tags: [...tags].sort().map((name) => ({ name, description: `${name} calls.` })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token `POST /auth/login` answers.' },
      },
    },
  };
}
