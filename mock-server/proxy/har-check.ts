import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createCtx } from '../domain/plumbing/context.ts';
import type { RequestAnswer } from '../pipeline/pipeline-types.ts';
import { routeMatcher } from '../pipeline/route-match.ts';
import {
  isRecording,
  type RecordingDocument,
  recordingDocument,
  startRecording,
  stopRecording,
} from '../recording/recorder.ts';
import type { RouteDef, RouteRequest, RouteResponse } from '../routes/route-types.ts';
import { driftCheck, type Forwarded } from './drift-check.ts';
import { createDriftStore } from './drift-store.ts';
import { type HarExchange, type HarSelection, selectExchanges } from './har-exchange.ts';
import type { HarEntry } from './har-file.ts';
import { type HarSecrets, harSecrets } from './har-secrets.ts';
import { readInteractions } from './pact-match.ts';
import { createProxyRecorder } from './proxy-recorder.ts';
import { type ProxyStatus, proxyStatus } from './proxy-status.ts';
import { jsonOf, routeAnswerOf } from './upstream.ts';

// A HAR's session checked as proxy mode checks a live one (docs/mock.md, "A HAR from the real
// site"): each `/api` exchange of the browser with the real backend is given to the proxy's own
// observers as if the proxy had just forwarded it — its route found in the route table as the
// transports find it (a path outside the spine gets a route of its own, reported as the proxy
// reports it), its answer read as the forwarder reads a backend's, then the drift check
// (drift-check.ts, findings kept per endpoint by drift-store.ts) and, when a scenario is asked
// for, the proxy's recorder on a world that records. What comes out is the proxy's status, with
// every secret of the HAR cut out of it.

export type HarCheckOptions = {
  entries: readonly HarEntry[];
  /** The route table (`createRouteTable()`): the endpoints of the spine. */
  routes: readonly RouteDef[];
  /** The Pact contracts to check answers against. */
  contractsDir: string;
  /** What the report calls the session (the HAR file's name). */
  source: string;
  /** Whether to keep the session as a recording (for a scenario). */
  record: boolean;
};

export type HarCheck = {
  selection: Omit<HarSelection, 'exchanges'>;
  /** How many `/api` exchanges were checked (with or without an answer). */
  exchanges: number;
  /** The proxy's status over the session, secrets cut out (what the report shows). */
  status: ProxyStatus;
  /** The session as the proxy's recorder kept it (secrets masked), when `record`. */
  recording: RecordingDocument | undefined;
  secrets: HarSecrets;
};

/** A route for an `/api` path the route table does not serve, as proxy mode's `unrouted` makes. */
function unrouted(method: RouteRequest['method'], path: string): RouteDef {
  return {
    method,
    path,
    summary: 'Not an endpoint of the spine (a HAR exchange)',
    tags: [],
    hidden: true,
    handler: () => ({ status: 404, body: { message: `Cannot ${method} ${path}` } }),
  };
}

export function checkHar(options: HarCheckOptions): HarCheck {
  const { exchanges, ...selection } = selectExchanges(options.entries);
  const interactions = readInteractions(options.contractsDir);
  const first = exchanges[0]?.at ?? new Date();
  let at = first;
  const drift = createDriftStore(() => at);
  const forwarded = new WeakMap<RouteResponse, Forwarded>();
  const outsideSpine = new WeakSet<RouteDef>();
  const check = driftCheck({ interactions, drift, forwarded, outsideSpine });
  // The first route of the table serving a request, and its params (as the pipeline routes).
  const routeOf = routeMatcher(options.routes);
  const recordProxied = createProxyRecorder();
  // The observers' world holds nothing but a recording: the people are the backend's, learnt
  // from its answers by the recorder, and the seed is the one the scenario replays from.
  const world = createCtx({ seed: 1, clock: createFixedClock(first.getTime()) });
  if (options.record) startRecording(world).startedAt = first.toISOString();
  const secrets = harSecrets();

  const serve = (exchange: HarExchange) => {
    at = exchange.at;
    secrets.add(exchange);
    const found = routeOf(exchange.request.method, exchange.request.path);
    const route = found?.route ?? unrouted(exchange.request.method, exchange.request.path);
    if (!found) outsideSpine.add(route);
    const request: RouteRequest = { ...exchange.request, params: found?.params ?? {} };
    if (!exchange.answer) return drift.unreachable();
    const answer = routeAnswerOf(exchange.answer, true);
    const seen: Forwarded = {
      json: jsonOf(exchange.answer),
      sessionSet: answer.cookies?.find((c) => c.name === 'auth_token')?.value,
      multipart: exchange.multipart,
    };
    forwarded.set(answer, seen);
    const event: RequestAnswer = {
      route,
      request,
      world,
      startedAt: 0,
      answer,
      durationMs: exchange.answer.ms,
    };
    if (check.hears?.(route, world) ?? true) check.answer?.(event);
    if (isRecording(world))
      recordProxied(world, { route, request, status: answer.status, ...seen });
  };
  for (const exchange of exchanges) serve(exchange);

  const recording = options.record ? stopRecording(world) : undefined;
  if (recording) recording.stoppedAt = at.toISOString();
  const origin = selection.origin ?? '(no /api request)';
  const status: ProxyStatus = {
    ...proxyStatus(undefined),
    on: true,
    upstream: `${origin} (HAR ${options.source})`,
    // The browser's writes reached the backend: their answers are checked like any other.
    allowWrites: true,
    startedAt: first.toISOString(),
    contractInteractions: interactions.length,
    totals: drift.totals(),
    endpoints: drift.endpoints(),
  };
  return {
    selection,
    exchanges: exchanges.length,
    status: secrets.redactAll(status),
    recording: recording && recordingDocument(recording),
    secrets,
  };
}
