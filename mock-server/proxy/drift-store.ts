// What the proxy has seen, per endpoint of the spine (method and path template): how many answers,
// how many drifted from the client's schema or the contract, and the first few problems — each
// once, with how often it recurred, the status and the request path it was first seen on.

/** Different problems kept per endpoint (later ones are counted, not kept). */
const PROBLEMS_KEPT = 5;
/** Endpoints kept that are not in the spine (a backend may answer paths the mock never knew). */
const UNKNOWN_KEPT = 100;

export type DriftProblem = {
  /** `spine`: the client's zod schema; `contract`: the Pact contract's matchers. */
  source: 'spine' | 'contract' | 'proxy';
  text: string;
  status: number;
  /** The request path it was first seen on (ids and all). */
  path: string;
  /** The contract's interaction it was checked against. */
  interaction?: string;
  times: number;
  firstAt: string;
};

export type EndpointDrift = {
  method: string;
  /** The spine's path template (`/api/users/find/:id`), or the path itself when not in it. */
  route: string;
  inSpine: boolean;
  seen: number;
  drifted: number;
  /** Answers a contract interaction covered. */
  contractChecked: number;
  statuses: Record<string, number>;
  problems: DriftProblem[];
  /** Problems beyond the first few (not kept). */
  moreProblems: number;
  lastAt: string;
};

export type ProxyTotals = {
  forwarded: number;
  drifted: number;
  refusedWrites: number;
  unreachable: number;
};

export function createDriftStore(now: () => Date = () => new Date()) {
  const endpoints = new Map<string, EndpointDrift>();
  const totals: ProxyTotals = { forwarded: 0, drifted: 0, refusedWrites: 0, unreachable: 0 };
  let version = 0;
  let unknown = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };

  const entryOf = (method: string, route: string, inSpine: boolean): EndpointDrift | undefined => {
    const key = `${method} ${route}`;
    let entry = endpoints.get(key);
    if (!entry) {
      if (!inSpine && unknown >= UNKNOWN_KEPT) return undefined;
      if (!inSpine) unknown++;
      entry = {
        method,
        route,
        inSpine,
        seen: 0,
        drifted: 0,
        contractChecked: 0,
        statuses: {},
        problems: [],
        moreProblems: 0,
        lastAt: '',
      };
      endpoints.set(key, entry);
    }
    return entry;
  };

  return {
    /** One answer of the backend, with what the checks found in it. */
    record(answer: {
      method: string;
      route: string;
      inSpine: boolean;
      path: string;
      status: number;
      contractChecked: boolean;
      problems: Omit<DriftProblem, 'times' | 'firstAt' | 'status' | 'path'>[];
    }): void {
      totals.forwarded++;
      const entry = entryOf(answer.method, answer.route, answer.inSpine);
      if (answer.problems.length) totals.drifted++;
      if (entry) {
        const at = now().toISOString();
        entry.seen++;
        entry.lastAt = at;
        entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
        if (answer.contractChecked) entry.contractChecked++;
        if (answer.problems.length) entry.drifted++;
        for (const p of answer.problems) {
          const known = entry.problems.find((k) => k.text === p.text && k.source === p.source);
          if (known) known.times++;
          else if (entry.problems.length < PROBLEMS_KEPT)
            entry.problems.push({
              ...p,
              status: answer.status,
              path: answer.path,
              times: 1,
              firstAt: at,
            });
          else entry.moreProblems++;
        }
      }
      changed();
    },
    refusedWrite(): void {
      totals.refusedWrites++;
      changed();
    },
    unreachable(): void {
      totals.unreachable++;
      changed();
    },
    /** Every endpoint seen, drifted ones first, then by method and path. */
    endpoints(): EndpointDrift[] {
      return [...endpoints.values()]
        .map((e) => ({
          ...e,
          statuses: { ...e.statuses },
          problems: e.problems.map((p) => ({ ...p })),
        }))
        .sort(
          (a, b) =>
            Number(b.drifted > 0) - Number(a.drifted > 0) ||
            a.route.localeCompare(b.route) ||
            a.method.localeCompare(b.method),
        );
    },
    totals: (): ProxyTotals => ({ ...totals }),
    version: () => version,
    clear(): void {
      endpoints.clear();
      unknown = 0;
      Object.assign(totals, { forwarded: 0, drifted: 0, refusedWrites: 0, unreachable: 0 });
      changed();
    },
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
