import type { MockProxy } from '../proxy/proxy.ts';
import { proxyReportHtml } from '../proxy/proxy-report.ts';
import { proxyStatus } from '../proxy/proxy-status.ts';
import { defineRoute, ok, type RouteDef } from '../routes/route-types.ts';
import { proxyEndpoints as api } from './proxy-endpoints.ts';

const tags = ['control'];

/** Where the routes find the proxy: set once the route table (which the proxy matches) exists. */
export type ProxySlot = { proxy?: MockProxy; reportFile?: string };

/** `/__mock/proxy`: the proxy's drifts (answered on every mock; `on: false` when not proxying). */
export function proxyRoutes(slot: ProxySlot = {}): RouteDef[] {
  return [
    defineRoute({
      ...api.proxy,
      summary:
        'Proxy mode (--proxy URL): per endpoint of the backend (method, path template), the answers seen, how many did not match the client’s schema or the Pact contract, and the first problems (field path, what was seen)',
      tags,
      handler: () => ok(proxyStatus(slot.proxy, slot.reportFile)),
    }),
    defineRoute({
      ...api.clearProxy,
      summary: 'Forget what the proxy has seen (counts and problems start again)',
      tags,
      handler: () => {
        slot.proxy?.drift.clear();
        return ok(proxyStatus(slot.proxy, slot.reportFile));
      },
    }),
    defineRoute({
      ...api.proxyReport,
      summary: 'The drift report as a self-contained HTML page (as --report FILE writes it)',
      tags,
      handler: () => ({
        status: 200,
        body: proxyReportHtml(proxyStatus(slot.proxy, slot.reportFile)),
        contentType: 'text/html; charset=utf-8',
        headers: { 'cache-control': 'no-store' },
      }),
    }),
  ];
}
