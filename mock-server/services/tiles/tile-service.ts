import type { RouteResponse } from '#mock/routes/route-types.ts';
import { OFFLINE_TILE_MAX_ZOOM } from '#shared/map-config.ts';
import { isValidTile } from '#shared/web-mercator.ts';
import { renderTile } from './render-tile.ts';

const INTEGER = /^\d{1,7}$/;

/** `GET /__mock/tiles/:z/:x/:y.svg` (the `.svg` may arrive inside `y`, depending on the router). */
export async function tileResponse(
  params: Record<string, string | undefined>,
): Promise<RouteResponse> {
  const z = params.z ?? '';
  const x = params.x ?? '';
  const y = (params.y ?? '').replace(/\.svg$/, '');
  if (!INTEGER.test(z) || !INTEGER.test(x) || !INTEGER.test(y)) {
    return { status: 400, body: { message: 'Tile numbers must be non-negative integers' } };
  }
  const [zn, xn, yn] = [Number(z), Number(x), Number(y)];
  // Deeper tiles would only enlarge the same drawing: the client's maps stop at this zoom too.
  if (!isValidTile(zn, xn, yn) || zn > OFFLINE_TILE_MAX_ZOOM) {
    return { status: 404, body: { message: `No tile ${zn}/${xn}/${yn}` } };
  }
  return {
    status: 200,
    body: await renderTile(zn, xn, yn),
    contentType: 'image/svg+xml',
    headers: { 'cache-control': 'public, max-age=86400' },
  };
}
