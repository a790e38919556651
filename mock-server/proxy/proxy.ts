import { resolve } from 'node:path';
import { runOnWorld } from '../pipeline/mock-app.ts';
import type { RequestObserver, RouteRunner } from '../pipeline/pipeline-types.ts';
import { isRecording } from '../recording/recorder.ts';
import type { RouteDef, RouteRequest, RouteResponse } from '../routes/route-types.ts';
import { driftCheck, type Forwarded } from './drift-check.ts';
import { createDriftStore, type DriftStore } from './drift-store.ts';
import { type ContractInteraction, readInteractions } from './pact-match.ts';
import { createProxyRecorder } from './proxy-recorder.ts';
import { PROXY_HEADER, READ_ONLY_VALUE, REFUSED_VALUE, readOnlyVerdict } from './read-only.ts';
import { forward, jsonOf, routeAnswerOf, UpstreamError, type UpstreamRequest } from './upstream.ts';

// Proxy mode (`--proxy URL`): every `/api` request the mock receives is sent on to the backend at
// URL instead of being answered by the mock's own routes, and the backend's answer goes back to
// the client as it came. It plugs into the mock's one request pipeline
// (docs/decisions/0011-one-request-pipeline.md) as its runner — `/api` forwarded, everything else
// (`/__mock`, media, pages) run on the world as ever — and two observers that hear each forwarded
// answer: the drift check — against the endpoint's response schema in the spine (the client's own
// zod) and the Pact interaction that covers the request, if one does — whose findings are kept per
// endpoint (drift-store.ts), listed by `GET /__mock/proxy`, shown on the panel and written as an
// HTML report (proxy-report.ts); and the recorder (proxy-recorder.ts). Read-only unless
// `allowWrites`: a write is refused by the runner, before anything is sent.

export type ProxyOptions = {
  /** The backend's base URL (`https://api.example.com`; its `/api/...` paths are the mock's). */
  upstream: string;
  allowWrites: boolean;
  /** The Pact contracts to check answers against (default: `contracts/` of this checkout). */
  contractsDir?: string;
  /** How long to wait for the backend's whole answer. */
  timeoutMs?: number;
  /** Whether the browser reaches the mock over HTTPS (the session cookie may then stay Secure). */
  secure?: boolean;
};

/** Whether proxy mode sends a path to the backend (the API; `/__mock` stays local). */
export const forwards = (path: string) => path === '/api' || path.startsWith('/api/');

/** The request as the backend is sent it: a JSON body as JSON, an upload as multipart again. */
async function upstreamRequestOf(req: RouteRequest): Promise<UpstreamRequest> {
  const base = {
    method: req.method,
    path: req.path,
    rawQuery: req.rawQuery ?? '',
    headers: req.headers,
  };
  if (req.readBody) {
    const { body, files } = await req.readBody();
    const form = new FormData();
    for (const [k, v] of Object.entries((body ?? {}) as Record<string, string>)) form.append(k, v);
    for (const f of files)
      form.append(
        f.field,
        new Blob([f.data as Uint8Array<ArrayBuffer>], { type: f.mimetype }),
        f.filename,
      );
    return { ...base, body: form };
  }
  return { ...base, body: req.body === undefined ? undefined : JSON.stringify(req.body) };
}

/** What the proxy's runner needs beyond the request: where to send it, how, and what to tell. */
type Sending = {
  upstream: URL;
  allowWrites: boolean;
  timeoutMs: number;
  secure: boolean;
  drift: DriftStore;
  forwarded: WeakMap<RouteResponse, Forwarded>;
  /** Routes made for paths the route table does not serve (`unrouted`). */
  outsideSpine: WeakSet<RouteDef>;
};

/** The proxy's 403 for a request the read-only proxy does not send, or undefined to send it. */
function refusal(sending: Sending, route: RouteDef, req: RouteRequest): RouteResponse | undefined {
  if (sending.allowWrites) return undefined;
  const spine = sending.outsideSpine.has(route) ? undefined : route;
  const verdict = readOnlyVerdict(spine, req.method, req.path, req.body);
  if (!verdict || verdict.send) return undefined;
  sending.drift.refused(req.method, route.path);
  return {
    status: 403,
    body: { message: verdict.message },
    headers: { [PROXY_HEADER]: REFUSED_VALUE },
  };
}

/** The answer when the backend gave none: its status when it said why, else a 502. */
function unreachableAnswer(upstream: URL, error: unknown): RouteResponse {
  const status = error instanceof UpstreamError ? error.status : 502;
  const message =
    error instanceof UpstreamError
      ? error.message
      : `The request could not be sent to ${upstream.origin}: ${(error as Error).message}`;
  return { status, body: { message } };
}

/** The backend's answer to `req`, or the proxy's own refusal (a write, no answer). */
async function send(sending: Sending, route: RouteDef, req: RouteRequest): Promise<RouteResponse> {
  const refused = refusal(sending, route, req);
  if (refused) return refused;
  try {
    const answer = await forward(sending.upstream, await upstreamRequestOf(req), {
      timeoutMs: sending.timeoutMs,
      clientIp: req.ip,
    });
    const routeAnswer = routeAnswerOf(answer, sending.secure);
    if (!sending.allowWrites)
      routeAnswer.headers = { ...routeAnswer.headers, [PROXY_HEADER]: READ_ONLY_VALUE };
    sending.forwarded.set(routeAnswer, {
      json: jsonOf(answer),
      sessionSet: routeAnswer.cookies?.find((c) => c.name === 'auth_token')?.value,
      multipart: req.readBody !== undefined,
    });
    return routeAnswer;
  } catch (error) {
    sending.drift.unreachable();
    return unreachableAnswer(sending.upstream, error);
  }
}

/** The recorder of the backend's exchanges (in a world that records). */
function recorderOf(forwarded: WeakMap<RouteResponse, Forwarded>): RequestObserver {
  const recordProxied = createProxyRecorder();
  return {
    hears: (route, world) => forwards(route.path) && isRecording(world),
    answer: ({ route, request, world, answer }) => {
      const seen = forwarded.get(answer);
      if (seen) recordProxied(world, { route, request, status: answer.status, ...seen });
    },
  };
}

/** A route for an `/api` path the route table does not serve, noted as outside the spine. */
function outsideRoute(outsideSpine: WeakSet<RouteDef>, method: string, path: string): RouteDef {
  const route: RouteDef = {
    method: method as RouteDef['method'],
    path,
    summary: 'Not an endpoint of the spine (proxy mode: forwarded to the backend)',
    tags: [],
    hidden: true,
    handler: () => ({ status: 404, body: { message: `Cannot ${method} ${path}` } }),
  };
  outsideSpine.add(route);
  return route;
}

export function createProxy(options: ProxyOptions) {
  const upstream = new URL(options.upstream);
  if (!/^https?:$/.test(upstream.protocol)) throw new Error('--proxy takes an http(s) URL');
  const interactions: ContractInteraction[] = readInteractions(
    resolve(options.contractsDir ?? 'contracts'),
  );
  const sending: Sending = {
    upstream,
    allowWrites: options.allowWrites,
    timeoutMs: options.timeoutMs ?? 30_000,
    secure: options.secure ?? false,
    drift: createDriftStore(),
    forwarded: new WeakMap(),
    outsideSpine: new WeakSet(),
  };
  const { drift, forwarded, outsideSpine } = sending;
  const startedAt = new Date().toISOString();

  /** The pipeline's runner: `/api` to the backend, the rest on the world. */
  const run: RouteRunner = (route, request, world) =>
    forwards(request.path) ? send(sending, route, request) : runOnWorld(route, request, world);

  return {
    run,
    observers: [
      driftCheck({ interactions, drift, forwarded, outsideSpine }),
      recorderOf(forwarded),
    ],
    /** Whether the backend, not the world, answers requests of this path. */
    forwards,
    /**
     * A route for an `/api` path the route table does not serve: the backend may know it, so it is
     * forwarded all the same (and reported as outside the spine).
     */
    unrouted: (method: string, path: string): RouteDef | undefined =>
      forwards(path) ? outsideRoute(outsideSpine, method, path) : undefined,
    drift,
    info: () => ({
      upstream: upstream.origin + upstream.pathname.replace(/\/$/, ''),
      allowWrites: options.allowWrites,
      startedAt,
      contractInteractions: interactions.length,
    }),
  };
}

export type MockProxy = ReturnType<typeof createProxy>;
