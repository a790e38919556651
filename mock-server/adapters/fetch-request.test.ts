import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { createRouteTable } from '../route-table.ts';
import { matchRoutePath } from './fetch-request.ts';

// The static demo's worker matches routes itself (msw cannot load there): it must pick the same
// route with the same params as the MSW handlers do for every path of the table.
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

describe('matchRoutePath', () => {
  it('matches every path of the table as MSW does: the same first route, the same params', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      const table = routes.filter((r) => r.method === method);
      for (const path of samples) {
        const ours = table.find((r) => matchRoutePath(r, path));
        const theirs = table.find((r) => mswParams(path, r.path));
        expect(ours?.path, `${method} ${path}`).toBe(theirs?.path);
        if (ours) expect(matchRoutePath(ours, path)).toEqual(mswParams(path, ours.path));
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
});
