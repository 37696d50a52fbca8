/**
 * Routes the app mounts on purpose without a contract, so they are not operations of the OpenAPI
 * document: the documents themselves, the reference page, and the built apps. Express paths. Each
 * needs its reason; the route/document test (routes-match-document.test.ts) fails on any other route
 * mounted by hand, and on any entry here that is no longer mounted.
 */
export const NOT_OPERATIONS: ReadonlyArray<{ route: string; reason: string }> = [
  { route: 'GET /api/openapi.json', reason: 'the document itself' },
  { route: 'GET /api/docs', reason: 'the reference page (HTML)' },
  { route: 'GET /api/docs/scalar.js', reason: "the reference page's script" },
  { route: 'GET /api/docs/init.js', reason: "the reference page's script" },
  { route: 'GET /config.json', reason: "the shell's runtime remote map, not an api call" },
  { route: 'GET /api/asyncapi.json', reason: 'the AsyncAPI document of the /ws protocol' },
  { route: 'GET /healthz', reason: 'liveness probe for the process manager (text)' },
  { route: 'GET /readyz', reason: 'readiness probe for the load balancer' },
  { route: 'GET /metrics', reason: 'Prometheus metrics (text exposition format)' },
  { route: 'GET /{*splat}', reason: "the shell's page for client-side routes (HTML)" },
];

/** True for an url the document does not describe on purpose (its answers are not checked against it). */
export function isNotOperation(method: string, pathname: string): boolean {
  return NOT_OPERATIONS.some(({ route }) => {
    const [m, p] = route.split(' ');
    return m === method.toUpperCase() && p.startsWith('/api/') && (pathname === p || pathname.startsWith(p + '?'));
  });
}
