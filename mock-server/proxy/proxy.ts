import { resolve } from 'node:path';
import type { Ctx } from '../domain/plumbing/context.ts';
import type { RouteDef, RouteRequest, RouteResponse } from '../routes/route-types.ts';
import { createDriftStore, type DriftProblem } from './drift-store.ts';
import {
  type ContractInteraction,
  contractVerdict,
  interactionsFor,
  readInteractions,
} from './pact-match.ts';
import { createProxyRecorder } from './proxy-recorder.ts';
import { readOnlyAllows, readOnlyRefusal } from './read-only.ts';
import { createRouteMatcher } from './route-match.ts';
import { spineProblems } from './spine-check.ts';
import { forward, jsonOf, routeAnswerOf, UpstreamError, type UpstreamRequest } from './upstream.ts';

// Proxy mode (`--proxy URL`): every `/api` request the mock receives is sent on to the backend at
// URL instead of being answered by the mock's own routes, and the backend's answer goes back to
// the client as it came. Each answer is checked on the way — against the endpoint's response
// schema in the spine (the client's own zod) and against the Pact interaction that covers the
// request, if one does — and what drifts is kept per endpoint (drift-store.ts), listed by
// `GET /__mock/proxy`, shown on the panel and written as an HTML report (proxy-report.ts).
// Read-only unless `allowWrites`: a write is refused here, before anything is sent.
//
// The transport calls `run` in place of running the route (its one seam); the checks and the
// recorder watch each exchange as observers of it.

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

/** One answer of the backend as the observers see it. */
export type ProxiedExchange = {
  world: Ctx;
  route: RouteDef | undefined;
  /** The spine's path template, or the request path when the spine has no such endpoint. */
  template: string;
  request: RouteRequest;
  status: number;
  json: { value: unknown } | undefined;
  /** The session cookie's value when the backend set one (sign-in, a code). */
  sessionSet: string | undefined;
};

const PROBLEMS_PER_ANSWER = 5;

export function createProxy(routes: readonly RouteDef[], options: ProxyOptions) {
  const upstream = new URL(options.upstream);
  if (!/^https?:$/.test(upstream.protocol)) throw new Error('--proxy takes an http(s) URL');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const secure = options.secure ?? false;
  const interactions: ContractInteraction[] = readInteractions(
    resolve(options.contractsDir ?? 'contracts'),
  );
  const matchRoute = createRouteMatcher(routes);
  const drift = createDriftStore();
  const record = createProxyRecorder();
  const startedAt = new Date().toISOString();

  /** The drift check: the spine, then the contract. */
  const check = (x: ProxiedExchange, multipart: boolean): void => {
    const problems: Omit<DriftProblem, 'times' | 'firstAt' | 'status' | 'path'>[] = [];
    if (!x.route) {
      problems.push({
        source: 'spine',
        text: `${x.request.method} ${x.request.path} is no endpoint of the spine (src/api/schemas): the client never calls it`,
      });
    }
    for (const text of spineProblems(x.route, x.status, x.json, PROBLEMS_PER_ANSWER))
      problems.push({ source: 'spine', text });
    const covering = interactionsFor(interactions, {
      method: x.request.method,
      path: x.request.path,
      rawQuery: x.request.rawQuery ?? '',
      headers: x.request.headers,
      body: x.request.body,
      multipart,
    });
    const verdict = contractVerdict(covering, x.status, x.json, PROBLEMS_PER_ANSWER);
    for (const text of verdict?.problems ?? [])
      problems.push({ source: 'contract', text, interaction: verdict?.interaction });
    drift.record({
      method: x.request.method,
      route: x.template,
      inSpine: x.route !== undefined,
      path: x.request.path,
      status: x.status,
      contractChecked: verdict !== undefined,
      problems,
    });
  };

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
      for (const [k, v] of Object.entries((body ?? {}) as Record<string, string>))
        form.append(k, v);
      for (const f of files)
        form.append(
          f.field,
          new Blob([f.data as Uint8Array<ArrayBuffer>], { type: f.mimetype }),
          f.filename,
        );
      req.body = body;
      return { ...base, body: form };
    }
    return { ...base, body: req.body === undefined ? undefined : JSON.stringify(req.body) };
  }

  /**
   * The run stage of proxy mode: `req` (for `route`, or for no endpoint of the spine) sent to the
   * backend, its answer returned as it came, checked and recorded on the way.
   */
  async function run(
    world: Ctx,
    route: RouteDef | undefined,
    req: RouteRequest,
  ): Promise<RouteResponse> {
    if (!options.allowWrites && !readOnlyAllows(req.method, req.path)) {
      drift.refusedWrite();
      return { status: 403, body: { message: readOnlyRefusal(req.method, req.path) } };
    }
    const matched = route ? { route, params: req.params } : matchRoute(req.method, req.path);
    const multipart = req.readBody !== undefined;
    let answer: Awaited<ReturnType<typeof forward>>;
    try {
      answer = await forward(upstream, await upstreamRequestOf(req), {
        timeoutMs,
        clientIp: req.ip,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      drift.unreachable();
      return { status: error.status, body: { message: error.message } };
    }
    const routeAnswer = routeAnswerOf(answer, secure);
    const json = jsonOf(answer);
    const exchange: ProxiedExchange = {
      world,
      route: matched?.route,
      template: matched?.route.path ?? req.path,
      request: matched && !route ? { ...req, params: matched.params } : req,
      status: answer.status,
      json,
      sessionSet: routeAnswer.cookies?.find((c) => c.name === 'auth_token')?.value,
    };
    for (const observe of observers) {
      try {
        observe(exchange, multipart);
      } catch (error) {
        world.log(`[proxy] an observer failed: ${(error as Error).stack ?? String(error)}`);
      }
    }
    return routeAnswer;
  }

  const observers: ((x: ProxiedExchange, multipart: boolean) => void)[] = [
    check,
    (x) => record(x.world, { ...x, route: x.template }),
  ];

  return {
    run,
    /** Whether the transport forwards this path (the API; `/__mock` stays local). */
    forwards: (path: string) => path === '/api' || path.startsWith('/api/'),
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
