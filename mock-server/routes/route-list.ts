import { controlRoutes } from '../control/control-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { buildOpenApi, docsPage } from './openapi.ts';
import { ordersRoutes } from './orders-routes.ts';
import { productsRoutes } from './products-routes.ts';
import type { RouteDef } from './route-types.ts';
import { usersRoutes } from './users-routes.ts';

// The emulated third parties (geocoder, tiles, Paystack) live in services/service-routes.ts,
// written by another engineer; loaded when present.
const SERVICE_ROUTES = '../services/service-routes.ts';

async function loadServiceRoutes(): Promise<RouteDef[]> {
  try {
    const mod = (await import(/* @vite-ignore */ SERVICE_ROUTES)) as { serviceRoutes?: RouteDef[] };
    return mod.serviceRoutes ?? [];
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && !String(error).includes('service-routes')) {
      console.warn('[mock] services/service-routes.ts failed to load:', error);
    }
    return [];
  }
}

/** Hosted API emulation, control API, media and docs: the table every transport serves. */
export async function createRouteTable(): Promise<RouteDef[]> {
  const routes: RouteDef[] = [
    ...usersRoutes,
    ...productsRoutes,
    ...ordersRoutes,
    ...controlRoutes,
    ...mediaRoutes,
    ...(await loadServiceRoutes()),
  ];
  let openapi: unknown;
  routes.push(
    {
      method: 'GET',
      path: '/__mock/openapi.json',
      summary: 'This document',
      tags: ['docs'],
      hidden: true,
      handler: () => {
        openapi ??= buildOpenApi(routes);
        return { status: 200, body: openapi };
      },
    },
    {
      method: 'GET',
      path: '/__mock/docs',
      summary: 'Browsable route list',
      tags: ['docs'],
      hidden: true,
      handler: () => ({
        status: 200,
        body: docsPage(routes),
        contentType: 'text/html; charset=utf-8',
      }),
    },
  );
  return routes;
}
