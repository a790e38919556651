import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { createRouteTable } from '../route-table.ts';
import type { RouteDef } from '../routes/route-types.ts';
import { matchRoutePath, routeMatcher } from './route-match.ts';

// The pipeline routes the fetch transports' requests (MSW's handlers, the static demo's worker) and
// what Fastify's own router leaves: it must pick the same route with the same params as MSW's
// matching did for every path of the table.
const routes = createRouteTable();
const samples = routes.flatMap((route) => {
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => `${name}-1%20a`);
  return [path, `${path}/`, `${path}/extra`, path.replace(/\/[^/]+$/, '')];
});

const mswParams = (path: string, template: string) => {
  const match = matchRequestUrl(new URL(`http://localhost${path}`), `*${template}`);
  if (!match.matches) return undefined;
  // MSW names the `*` before the path (the origin) "0": not a route param.
  const { 0: _origin, ...params } = match.params ?? {};
  return params;
};

describe('the pipeline’s router', () => {
  it('matches every path of the table as MSW does: the same first route, the same params', () => {
    const match = routeMatcher(routes);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      const table = routes.filter((r) => r.method === method);
      for (const path of samples) {
        const ours = match(method, path);
        const theirs = table.find((r) => mswParams(path, r.path));
        expect(ours?.route.path, `${method} ${path}`).toBe(theirs?.path);
        if (ours) expect(ours.params).toEqual(mswParams(path, ours.route.path));
      }
    }
  });

  it('decodes params and keeps a literal after a param (tiles)', () => {
    const tiles = routes.find((r) => r.path === '/__mock/tiles/:z/:x/:y.svg');
    expect(tiles && matchRoutePath(tiles, '/__mock/tiles/12/2089/1983.svg')).toEqual({
      z: '12',
      x: '2089',
      y: '1983',
    });
    expect(tiles && matchRoutePath(tiles, '/__mock/tiles/12/2089/1983.png')).toBeUndefined();
  });

  it('falls back on the route `unrouted` makes, and on nothing', () => {
    const made: RouteDef = {
      method: 'GET',
      path: '/api/elsewhere',
      summary: 'made',
      tags: [],
      handler: () => ({ status: 404, body: null }),
    };
    const match = routeMatcher(routes, (method, path) =>
      method === 'GET' && path === '/api/elsewhere' ? made : undefined,
    );
    expect(match('GET', '/api/elsewhere')).toEqual({ route: made, params: {} });
    expect(match('POST', '/api/elsewhere')).toBeUndefined();
    expect(match('GET', '/api/users/stores')?.route.path).toBe('/api/users/stores');
  });
});
