import { controlRoutes } from '../control/control-routes.ts';
import { type ProxySlot, proxyRoutes } from '../control/proxy-routes.ts';
import { recordingRoutes } from '../recording/recording-routes.ts';
import { serviceRoutes } from '../services/service-routes.ts';
import type { WorldRegistry } from '../worlds/world-registry.ts';
import { worldRoutes } from '../worlds/world-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { buildOpenApi, docsPage } from './openapi.ts';
import { orderRoutes } from './orders-routes.ts';
import { paymentRoutes } from './payments-routes.ts';
import { productRoutes } from './products-routes.ts';
import { reviewRoutes } from './reviews-routes.ts';
import { riderRoutes } from './riders-routes.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';
import { storeRoutes } from './stores-routes.ts';
import { transactionRoutes } from './transactions-routes.ts';
import { vendorRoutes } from './vendors-routes.ts';
import { walletRoutes } from './wallet-routes.ts';

/**
 * Hosted API emulation, control API, media and docs: the table every transport serves. The world
 * and recording routes close over `worlds`, the registry of a mock with more than one world
 * (without it they serve the one world there is); the proxy's over `proxy` (proxy mode).
 */
export function createRouteTable(worlds?: WorldRegistry, proxy?: ProxySlot): RouteDef[] {
  const routes: RouteDef[] = [
    // The hosted API, one file per resource (src/api/schemas/<resource>.ts describes each).
    ...authRoutes,
    ...storeRoutes,
    ...vendorRoutes,
    ...riderRoutes,
    ...reviewRoutes,
    ...productRoutes,
    ...orderRoutes,
    ...paymentRoutes,
    ...walletRoutes,
    ...transactionRoutes,
    ...controlRoutes,
    ...worldRoutes(worlds),
    ...recordingRoutes(worlds),
    ...proxyRoutes(proxy),
    ...mediaRoutes,
    ...serviceRoutes,
  ];
  let openapi: unknown;
  routes.push(
    defineRoute({
      method: 'GET',
      path: '/__mock/openapi.json',
      summary: 'This document',
      tags: ['docs'],
      hidden: true,
      handler: () => {
        openapi ??= buildOpenApi(routes);
        return ok(openapi);
      },
    }),
    defineRoute({
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
    }),
  );
  return routes;
}
