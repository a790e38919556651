import type { RouteDef } from '../routes/route-types.ts';

// Which route of the table serves a request: the pipeline's routing, the same for every transport
// (docs/decisions/0016-demo-own-service-worker.md). `:name` is one path segment; a
// trailing slash is allowed (as Express, the hosted API's framework, and MSW allow it); the first
// route that matches, in the table's order, serves.

/** A route of the table and the params its path gives a request's path. */
export type RouteMatch = { route: RouteDef; params: Record<string, string> };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new WeakMap<RouteDef, { regexp: RegExp; names: string[] }>();

/** A route's path as a pattern (made once per route). */
function patternOf(route: RouteDef): { regexp: RegExp; names: string[] } {
  let pattern = patterns.get(route);
  if (pattern) return pattern;
  const names: string[] = [];
  const source = route.path
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return literal(part);
      names.push(part.slice(1));
      return '([^/]+?)';
    })
    .join('');
  pattern = { regexp: new RegExp(`^${source}/?$`), names };
  patterns.set(route, pattern);
  return pattern;
}

/** The params of `pathname` when it is `route`'s path (decoded), else undefined. */
export function matchRoutePath(
  route: RouteDef,
  pathname: string,
): Record<string, string> | undefined {
  const { regexp, names } = patternOf(route);
  const found = regexp.exec(pathname);
  if (!found) return undefined;
  const params: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const raw = found[i + 1] ?? '';
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      params[name] = raw;
    }
  }
  return params;
}

/**
 * The router of a route table: the first route of `method` whose path matches, with its params;
 * else the route `unrouted` makes for the request (proxy mode: an `/api` path the backend may
 * know), without params; else undefined (the pipeline's not-found answer).
 */
export function routeMatcher(
  routes: readonly RouteDef[],
  unrouted?: (method: string, path: string) => RouteDef | undefined,
): (method: string, path: string) => RouteMatch | undefined {
  const byMethod = new Map<string, RouteDef[]>();
  for (const route of routes) {
    const list = byMethod.get(route.method) ?? [];
    list.push(route);
    byMethod.set(route.method, list);
  }
  return (method, path) => {
    for (const route of byMethod.get(method) ?? []) {
      const params = matchRoutePath(route, path);
      if (params) return { route, params };
    }
    const made = unrouted?.(method, path);
    return made ? { route: made, params: {} } : undefined;
  };
}
