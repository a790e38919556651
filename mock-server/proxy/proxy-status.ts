import type { EndpointDrift, ProxyTotals } from './drift-store.ts';
import type { MockProxy } from './proxy.ts';

// What `GET /__mock/proxy` answers: the proxy's setup, its totals and every endpoint seen — or,
// on a mock that is not proxying, that it is off.

export type ProxyStatus = {
  on: boolean;
  upstream: string | null;
  allowWrites: boolean;
  startedAt: string | null;
  contractInteractions: number;
  totals: ProxyTotals;
  endpoints: EndpointDrift[];
  /** The file the report is kept in (`--report FILE`), if any. */
  report: string | null;
};

export function proxyStatus(proxy: MockProxy | undefined, reportFile?: string): ProxyStatus {
  if (!proxy) {
    return {
      on: false,
      upstream: null,
      allowWrites: false,
      startedAt: null,
      contractInteractions: 0,
      totals: { forwarded: 0, drifted: 0, refusedWrites: 0, unreachable: 0 },
      endpoints: [],
      report: null,
    };
  }
  const info = proxy.info();
  return {
    on: true,
    upstream: info.upstream,
    allowWrites: info.allowWrites,
    startedAt: info.startedAt,
    contractInteractions: info.contractInteractions,
    totals: proxy.drift.totals(),
    endpoints: proxy.drift.endpoints(),
    report: reportFile ?? null,
  };
}
