import type { EndpointDrift, ProxyTotals, RefusedCall } from './drift-store.ts';
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
  /** Each endpoint whose requests the read-only proxy refused, with how often. */
  refused: RefusedCall[];
  /** The fields of the endpoints seen that shape checks cannot judge, and why. */
  unjudged: { method: string; route: string; field: string; why: string }[];
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
      totals: {
        forwarded: 0,
        checkedByContract: 0,
        checkedBySchemaOnly: 0,
        notCheckable: 0,
        drifted: 0,
        refusedWrites: 0,
        unreachable: 0,
      },
      endpoints: [],
      refused: [],
      unjudged: [],
      report: null,
    };
  }
  const info = proxy.info();
  const endpoints = proxy.drift.endpoints();
  return {
    on: true,
    upstream: info.upstream,
    allowWrites: info.allowWrites,
    startedAt: info.startedAt,
    contractInteractions: info.contractInteractions,
    totals: proxy.drift.totals(),
    endpoints,
    refused: proxy.drift.refusedCalls(),
    unjudged: endpoints.flatMap((e) =>
      e.unjudged.map((u) => ({ method: e.method, route: e.route, ...u })),
    ),
    report: reportFile ?? null,
  };
}
