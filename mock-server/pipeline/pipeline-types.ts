import type { Ctx } from '../domain/plumbing/context.ts';
import type { RouteDef, RouteRequest, RouteResponse } from '../routes/route-types.ts';
import type { WorldResolver } from '../worlds/world-selection.ts';
import type { RouteMatch } from './route-match.ts';

// The request pipeline's vocabulary (`mock-app.ts` builds it): the request and the answer every
// transport translates to and from, the runner that answers a request in its world, and the
// observers that hear each request's start, its answer or its refusal. Types only, so what
// observes the pipeline (the recorder) imports none of the pipeline's code.

/**
 * What answers a request once its world is found and no injected fault stopped it: by default
 * `runOnWorld` (the route's handler over the world, its answer checked). Another runner (a proxy
 * to a real backend) replaces it for every request it is given; it answers its own failures
 * (never throws or rejects), and may hand a request back to `runOnWorld`.
 */
export type RouteRunner = (
  route: RouteDef,
  request: RouteRequest,
  world: Ctx,
) => RouteResponse | Promise<RouteResponse>;

/** What the pipeline answers: a route's answer, as the transports send it. */
export type ServedAnswer = RouteResponse & {
  /**
   * With `stream`, for a world that can be dropped: calls `end` once when it is (its open event
   * streams end then, or their listeners would keep it alive); returns the unwatch. Set by the
   * pipeline, never by a route.
   */
  readonly streamEndsWhen?: (end: () => void) => () => void;
};

/** A request the pipeline took, its world found: what an observer's `start` hears. */
export type RequestStart = {
  readonly route: RouteDef;
  /** The request as the runner sees it; a body read on demand is in `body` once read. */
  readonly request: RouteRequest;
  readonly world: Ctx;
  /** `performance.now()` when the pipeline took it. */
  readonly startedAt: number;
};

/** A request answered (a fault's answer included): what an observer's `answer` hears. */
export type RequestAnswer = RequestStart & {
  readonly answer: RouteResponse;
  /** Milliseconds from `startedAt` to the answer (an injected delay included). */
  readonly durationMs: number;
};

/** A request refused before anything ran: the world it names does not exist. */
export type RequestRefusal = {
  readonly route: RouteDef;
  readonly request: RouteRequest;
  readonly answer: RouteResponse;
};

/**
 * Hears the requests of a mock app (`app.observe`). Its hooks run in the request's turn, so they
 * are quick and synchronous; one that throws is logged to the app's log and never changes the
 * answer.
 */
export type RequestObserver = {
  /**
   * Whether this observer hears the requests of `route` in `world` now (default: all). Asked once
   * per request before anything is allocated for it: an observer that hears nothing costs the
   * request this call only.
   */
  hears?(route: RouteDef, world: Ctx): boolean;
  /**
   * The request is taken (before injected faults and the run). May return a function that hears
   * this request's answer — how an observer keeps what it saw before the run (the session's user
   * before a sign-out) without a table of requests.
   */
  start?(event: RequestStart): undefined | ((event: RequestAnswer) => void);
  /** The request is answered. */
  answer?(event: RequestAnswer): void;
  /** The request is refused before it ran (heard whatever `hears` says: there is no world). */
  refusal?(event: RequestRefusal): void;
};

export type MockAppOptions = {
  /** The route table (`createRouteTable`): what `match` routes a request to. */
  routes: RouteDef[];
  /**
   * A route for a request no route of the table serves, when there is one (proxy mode: the
   * backend may know the path); `match` falls back on it.
   */
  unrouted?: (method: string, path: string) => RouteDef | undefined;
  /** The world of each request (the registry's `resolve`, or `oneWorld(ctx)`). */
  resolveWorld: WorldResolver;
  /** What answers a request in its world (default `runOnWorld`); see `RouteRunner`. */
  run?: RouteRunner;
  /** Observers subscribed from the start (more with `observe`). */
  observers?: RequestObserver[];
  /** Where failures outside a world's request go (the default world's log). */
  log: (line: string) => void;
};

/** One mock's request pipeline, shared by its transports (Fastify, MSW, the static demo's worker). */
export type MockApp = {
  readonly routes: RouteDef[];
  readonly log: (line: string) => void;
  /**
   * The route that serves `method` and `path` and its params (`route-match.ts`: the first of the
   * table, else the `unrouted` one), or undefined: then the answer is `notFound`.
   */
  match(method: string, path: string): RouteMatch | undefined;
  /** The answer to a request no route serves (404 `{ message }`), whatever the transport. */
  notFound(method: string, path: string): ServedAnswer;
  /**
   * Serves one request of `route`: its world (a refusal when it names none that exists), the
   * injected fault that acts before the run (a dropped connection, a status, a delay), the run
   * (`run`, by default the route over the world with its answer checked), the observers told.
   * Without a promise when the runner answers without one and no fault waits (the common read).
   */
  serve(route: RouteDef, request: RouteRequest): ServedAnswer | Promise<ServedAnswer>;
  /** Subscribes `observer` to every request from now on; returns its unsubscribe. */
  observe(observer: RequestObserver): () => void;
};
