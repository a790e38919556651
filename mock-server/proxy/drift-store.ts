// What the proxy has seen, per endpoint of the spine (method and path template): how many answers,
// what each was checked against (a contract interaction, the client's schema only, or nothing it
// could check), how many drifted, and the first few problems — each once, with how often it
// recurred, the status and the request path it was first seen on. Beside them: each write the
// read-only proxy refused, by endpoint, and the answers it could not get.

/** Different problems kept per endpoint (later ones are counted, not kept). */
const PROBLEMS_KEPT = 5;
/** Endpoints kept that are not in the spine (a backend may answer paths the mock never knew). */
const UNKNOWN_KEPT = 100;

export type DriftProblem = {
  /** `spine`: the client's zod schema (and the endpoint's declared statuses); `contract`: the
   * Pact contract's matchers. */
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

/** What one answer was checked against: a contract interaction (and the schema), the client's
 * schema only, or nothing (a path outside the spine, a body no schema describes). */
export type CheckedBy = 'contract' | 'schema' | 'none';

/** A field of an endpoint's answer whose shape passes whatever it means (the spine says why). */
type UnjudgedField = { field: string; why: string };

export type EndpointDrift = {
  method: string;
  /** The spine's path template (`/api/users/find/:id`), or the path itself when not in it. */
  route: string;
  inSpine: boolean;
  seen: number;
  drifted: number;
  /** Answers a contract interaction covered. */
  contractChecked: number;
  /** Answers checked against the client's schema only (no interaction covered them). */
  schemaOnly: number;
  /** Answers nothing could check. */
  notCheckable: number;
  statuses: Record<string, number>;
  problems: DriftProblem[];
  /** Problems beyond the first few (not kept). */
  moreProblems: number;
  /** Fields of its answers the checks cannot judge. */
  unjudged: UnjudgedField[];
  lastAt: string;
};

export type ProxyTotals = {
  /** Answers seen (forwarded and answered). */
  forwarded: number;
  checkedByContract: number;
  checkedBySchemaOnly: number;
  notCheckable: number;
  drifted: number;
  refusedWrites: number;
  unreachable: number;
};

/** Requests of one endpoint the read-only proxy refused (nothing was sent). */
export type RefusedCall = { method: string; route: string; times: number; lastAt: string };

/** One answer of the backend, with what the checks found in it. */
export type CheckedAnswer = {
  method: string;
  route: string;
  inSpine: boolean;
  path: string;
  status: number;
  checkedBy: CheckedBy;
  unjudged?: readonly UnjudgedField[];
  problems: Omit<DriftProblem, 'times' | 'firstAt' | 'status' | 'path'>[];
};

const zeroTotals = (): ProxyTotals => ({
  forwarded: 0,
  checkedByContract: 0,
  checkedBySchemaOnly: 0,
  notCheckable: 0,
  drifted: 0,
  refusedWrites: 0,
  unreachable: 0,
});

const newEntry = (a: CheckedAnswer): EndpointDrift => ({
  method: a.method,
  route: a.route,
  inSpine: a.inSpine,
  seen: 0,
  drifted: 0,
  contractChecked: 0,
  schemaOnly: 0,
  notCheckable: 0,
  statuses: {},
  problems: [],
  moreProblems: 0,
  unjudged: [...(a.unjudged ?? [])],
  lastAt: '',
});

const COUNTER = {
  contract: 'contractChecked',
  schema: 'schemaOnly',
  none: 'notCheckable',
} as const;
const TOTAL = {
  contract: 'checkedByContract',
  schema: 'checkedBySchemaOnly',
  none: 'notCheckable',
} as const;

/** Adds one answer's findings to its endpoint's entry. */
function addTo(entry: EndpointDrift, a: CheckedAnswer, at: string): void {
  entry.seen++;
  entry.lastAt = at;
  entry.statuses[a.status] = (entry.statuses[a.status] ?? 0) + 1;
  entry[COUNTER[a.checkedBy]]++;
  if (a.problems.length) entry.drifted++;
  for (const p of a.problems) {
    const known = entry.problems.find((k) => k.text === p.text && k.source === p.source);
    if (known) known.times++;
    else if (entry.problems.length < PROBLEMS_KEPT)
      entry.problems.push({ ...p, status: a.status, path: a.path, times: 1, firstAt: at });
    else entry.moreProblems++;
  }
}

const byDriftThenRoute = (a: EndpointDrift, b: EndpointDrift) =>
  Number(b.drifted > 0) - Number(a.drifted > 0) ||
  a.route.localeCompare(b.route) ||
  a.method.localeCompare(b.method);

/** What a drift store holds: the endpoints seen, the refused calls, the totals. */
type DriftState = {
  endpoints: Map<string, EndpointDrift>;
  refused: Map<string, RefusedCall>;
  totals: ProxyTotals;
  /** Entries kept for endpoints outside the spine (at most UNKNOWN_KEPT). */
  unknown: number;
};

/** The answer's endpoint entry, made on its first answer; none past the unknown endpoints kept. */
function entryOf(state: DriftState, a: CheckedAnswer): EndpointDrift | undefined {
  const key = `${a.method} ${a.route}`;
  let entry = state.endpoints.get(key);
  if (!entry) {
    if (!a.inSpine && state.unknown >= UNKNOWN_KEPT) return undefined;
    if (!a.inSpine) state.unknown++;
    entry = newEntry(a);
    state.endpoints.set(key, entry);
  }
  return entry;
}

/** Adds one answer to the totals and, when it is kept, to its endpoint's entry. */
function recordIn(state: DriftState, answer: CheckedAnswer, now: () => Date): void {
  const { totals } = state;
  totals.forwarded++;
  totals[TOTAL[answer.checkedBy]]++;
  if (answer.problems.length) totals.drifted++;
  const entry = entryOf(state, answer);
  if (entry) addTo(entry, answer, now().toISOString());
}

/** Counts one refused request of the endpoint. */
function refuseIn(state: DriftState, method: string, route: string, at: string): void {
  state.totals.refusedWrites++;
  const key = `${method} ${route}`;
  const call = state.refused.get(key) ?? { method, route, times: 0, lastAt: '' };
  call.times++;
  call.lastAt = at;
  state.refused.set(key, call);
}

/** Copies of the endpoints' entries, drifted ones first, then by path and method. */
const endpointCopies = (endpoints: Map<string, EndpointDrift>): EndpointDrift[] =>
  [...endpoints.values()]
    .map((e) => ({
      ...e,
      statuses: { ...e.statuses },
      problems: e.problems.map((p) => ({ ...p })),
      unjudged: e.unjudged.map((u) => ({ ...u })),
    }))
    .sort(byDriftThenRoute);

/** Copies of the refused calls, the most refused first. */
const refusedCopies = (refused: Map<string, RefusedCall>): RefusedCall[] =>
  [...refused.values()]
    .map((c) => ({ ...c }))
    .sort((a, b) => b.times - a.times || a.route.localeCompare(b.route));

export function createDriftStore(now: () => Date = () => new Date()) {
  const state: DriftState = {
    endpoints: new Map(),
    refused: new Map(),
    totals: zeroTotals(),
    unknown: 0,
  };
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };

  return {
    record(answer: CheckedAnswer): void {
      recordIn(state, answer, now);
      changed();
    },
    /** A request the read-only proxy did not send (`route`: the spine's template). */
    refused(method: string, route: string): void {
      refuseIn(state, method, route, now().toISOString());
      changed();
    },
    unreachable(): void {
      state.totals.unreachable++;
      changed();
    },
    /** Every endpoint seen, drifted ones first, then by path and method. */
    endpoints: (): EndpointDrift[] => endpointCopies(state.endpoints),
    /** Each refused endpoint, the most refused first. */
    refusedCalls: (): RefusedCall[] => refusedCopies(state.refused),
    totals: (): ProxyTotals => ({ ...state.totals }),
    version: () => version,
    clear(): void {
      state.endpoints.clear();
      state.refused.clear();
      state.unknown = 0;
      Object.assign(state.totals, zeroTotals());
      changed();
    },
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DriftStore = ReturnType<typeof createDriftStore>;
