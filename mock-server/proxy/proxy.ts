import { resolve } from 'node:path';
import { runOnWorld } from '../pipeline/mock-app.ts';
import type { RequestObserver, RouteRunner } from '../pipeline/pipeline-types.ts';
import { isRecording } from '../recording/recorder.ts';
import type { RouteDef, RouteRequest, RouteResponse } from '../routes/route-types.ts';
import { driftCheck, type Forwarded } from './drift-check.ts';
import { createDriftStore } from './drift-store.ts';
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

export function createProxy(options: ProxyOptions) {
  const upstream = new URL(options.upstream);
  if (!/^https?:$/.test(upstream.protocol)) throw new Error('--proxy takes an http(s) URL');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const secure = options.secure ?? false;
  const interactions: ContractInteraction[] = readInteractions(
    resolve(options.contractsDir ?? 'contracts'),
  );
  const drift = createDriftStore();
  const recordProxied = createProxyRecorder();
  const startedAt = new Date().toISOString();
  const forwarded = new WeakMap<RouteResponse, Forwarded>();
  /** Routes made for paths the route table does not serve (`unrouted`). */
  const outsideSpine = new WeakSet<RouteDef>();

  /** The backend's answer to `req`, or the proxy's own refusal (a write, no answer). */
  async function send(route: RouteDef, req: RouteRequest): Promise<RouteResponse> {
    const verdict = options.allowWrites
      ? undefined
      : readOnlyVerdict(
          outsideSpine.has(route) ? undefined : route,
          req.method,
          req.path,
          req.body,
        );
    if (verdict && !verdict.send) {
      drift.refused(req.method, route.path);
      return {
        status: 403,
        body: { message: verdict.message },
        headers: { [PROXY_HEADER]: REFUSED_VALUE },
      };
    }
    try {
      const answer = await forward(upstream, await upstreamRequestOf(req), {
        timeoutMs,
        clientIp: req.ip,
      });
      const routeAnswer = routeAnswerOf(answer, secure);
      if (!options.allowWrites)
        routeAnswer.headers = { ...routeAnswer.headers, [PROXY_HEADER]: READ_ONLY_VALUE };
      forwarded.set(routeAnswer, {
        json: jsonOf(answer),
        sessionSet: routeAnswer.cookies?.find((c) => c.name === 'auth_token')?.value,
        multipart: req.readBody !== undefined,
      });
      return routeAnswer;
    } catch (error) {
      drift.unreachable();
      const status = error instanceof UpstreamError ? error.status : 502;
      const message =
        error instanceof UpstreamError
          ? error.message
          : `The request could not be sent to ${upstream.origin}: ${(error as Error).message}`;
      return { status, body: { message } };
    }
  }

  /** The pipeline's runner: `/api` to the backend, the rest on the world. */
  const run: RouteRunner = (route, request, world) =>
    forwards(request.path) ? send(route, request) : runOnWorld(route, request, world);

  const check = driftCheck({ interactions, drift, forwarded, outsideSpine });

  /** The recorder of the backend's exchanges (in a world that records). */
  const record: RequestObserver = {
    hears: (route, world) => forwards(route.path) && isRecording(world),
    answer: ({ route, request, world, answer }) => {
      const seen = forwarded.get(answer);
      if (seen) recordProxied(world, { route, request, status: answer.status, ...seen });
    },
  };

  return {
    run,
    observers: [check, record],
    /** Whether the backend, not the world, answers requests of this path. */
    forwards,
    /**
     * A route for an `/api` path the route table does not serve: the backend may know it, so it is
     * forwarded all the same (and reported as outside the spine).
     */
    unrouted(method: string, path: string): RouteDef | undefined {
      if (!forwards(path)) return undefined;
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
    },
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
