import { controlRoutes } from './control/control-routes.ts';
import { type ProxySlot, proxyRoutes } from './control/proxy-routes.ts';
import { recordingRoutes } from './control/recording-routes.ts';
import { worldRoutes } from './control/world-routes.ts';
import { cityRoutes } from './panel/city-routes.ts';
import { panelRoutes } from './panel/panel-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { mediaRoutes } from './routes/media-routes.ts';
import { buildOpenApi, docsPage } from './routes/openapi.ts';
import { orderRoutes } from './routes/orders-routes.ts';
import { paymentRoutes } from './routes/payments-routes.ts';
import { productRoutes } from './routes/products-routes.ts';
import { reviewRoutes } from './routes/reviews-routes.ts';
import { riderRoutes } from './routes/riders-routes.ts';
import { defineRoute, ok, type RouteDef } from './routes/route-types.ts';
import { storeRoutes } from './routes/stores-routes.ts';
import { transactionRoutes } from './routes/transactions-routes.ts';
import { vendorRoutes } from './routes/vendors-routes.ts';
import { walletRoutes } from './routes/wallet-routes.ts';
import { serviceRoutes } from './services/service-routes.ts';
import type { WorldRegistry } from './worlds/world-registry.ts';

/**
 * Hosted API emulation, control API, media and docs: the table every transport serves. The world
 * and recording routes close over `worlds`, the registry of a mock with more than one world
 * (without it they serve the one world there is); the proxy's over `proxy` (proxy mode).
 */
export function createRouteTable(worlds?: WorldRegistry, proxy?: ProxySlot): RouteDef[] {
  const routes: RouteDef[] = [
    // The hosted API, one file per resource (shared/schemas/<resource>.ts describes each).
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
    ...cityRoutes,
    ...panelRoutes(proxy),
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
