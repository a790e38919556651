import type { RouteDef } from '../routes/route-types.ts';

// Which endpoint of the spine a proxied request is: matched by method and path template, the
// route with the most literal segments first (`/api/users/stores` before `/api/users/:id`), as
// the transports' routers pick.

type Compiled = { route: RouteDef; segments: string[]; literals: number };

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

export function createRouteMatcher(routes: readonly RouteDef[]) {
  const byMethod = new Map<string, Compiled[]>();
  for (const route of routes) {
    if (!route.path.startsWith('/api/')) continue;
    const segments = route.path.split('/').slice(1);
    const list = byMethod.get(route.method) ?? [];
    list.push({ route, segments, literals: segments.filter((s) => !s.startsWith(':')).length });
    byMethod.set(route.method, list);
  }
  for (const list of byMethod.values()) list.sort((a, b) => b.literals - a.literals);
  return (method: string, path: string): RouteMatch | undefined => {
    const parts = path.split('/').slice(1);
    for (const c of byMethod.get(method.toUpperCase()) ?? []) {
      if (c.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const seg = c.segments[i]!;
        const part = parts[i]!;
        if (seg.startsWith(':')) {
          if (part === '') ok = false;
          else params[seg.slice(1)] = safeDecode(part);
        } else ok = seg === part;
      }
      if (ok) return { route: c.route, params };
    }
    return undefined;
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
