import type { RouteDef } from '../routes/route-types.ts';
import { panelHtml } from './panel-page.ts';

/** `/__mock/panel`: the simulator panel page (built on the control API of the same origin). */
export const panelRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/__mock/panel',
    summary: 'Simulator panel (HTML): reset, seed, simulator, bank transfer, deliver, faults',
    tags: ['control'],
    hidden: true,
    handler: (ctx) => ({
      status: 200,
      body: panelHtml(ctx.seed),
      contentType: 'text/html; charset=utf-8',
      headers: { 'cache-control': 'no-store' },
    }),
  },
];
