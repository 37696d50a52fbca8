import type { Application, RequestHandler } from 'express';
import { mountedEndpoint, type MountedContract } from '../validate';

/** One route the Express app answers, with the contract `mount` registered it with (null: mounted by hand). */
export interface MountedRoute {
  method: string;
  /** The full Express path, e.g. `/api/leagues/:leagueId/teams`. */
  path: string;
  contract: MountedContract | null;
}

// The parts of Express 5's router (the `router` package) this walk reads; not in @types/express.
interface RouteLike {
  path: string;
  methods: Record<string, boolean>;
  stack: Array<{ handle: RequestHandler }>;
}
interface LayerLike {
  rawPath?: string | string[];
  route?: RouteLike;
  handle: { stack?: LayerLike[] };
}

function joinPath(prefix: string, path: string | string[] | undefined): string {
  const part = typeof path === 'string' && path !== '/' ? path : '';
  return prefix + part;
}

function walk(stack: LayerLike[], prefix: string, out: MountedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const path = joinPath(prefix, layer.route.path);
      const contract = layer.route.stack.map((l) => mountedEndpoint.get(l.handle)).find((e) => e !== undefined) ?? null;
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') out.push({ method: method.toUpperCase(), path, contract });
      }
    } else if (Array.isArray(layer.handle.stack)) {
      walk(layer.handle.stack, joinPath(prefix, layer.rawPath), out);
    }
  }
}

/**
 * Every method + path the app routes, read from Express's own router (not from a list kept by hand),
 * in mounting order. Middleware that is not a route (static files, CORS, the body parser) is left out.
 */
export function collectRoutes(app: Application): MountedRoute[] {
  const out: MountedRoute[] = [];
  const router = (app as unknown as { router: { stack: LayerLike[] } }).router;
  walk(router.stack, '', out);
  return out;
}
