import type { Ctx } from '../domain/plumbing/context.ts';
import { type FaultAction, takeFault } from '../domain/plumbing/faults.ts';
import type { RouteDef, RouteRequest, RouteResponse } from '../routes/route-types.ts';
import { notFoundAnswer, runRouteMaybeSync } from '../routes/run-route.ts';
import type {
  MockApp,
  MockAppOptions,
  RequestAnswer,
  RequestObserver,
  RequestRefusal,
  RequestStart,
  RouteRunner,
  ServedAnswer,
} from './pipeline-types.ts';
import { routeMatcher } from './route-match.ts';

// One request pipeline for every transport: Fastify, MSW and the static demo's worker find a
// request's route (`match`, or the `notFound` answer), translate the request to a `RouteRequest`,
// call `serve`, and translate the answer back; everything in between — the world, its refusal,
// injected faults, the run, the observers — happens here once
// (docs/decisions/0011-one-request-pipeline.md, 0016-demo-own-service-worker.md).

/** The default runner: the route's handler over the world, its 200 answers checked when the world checks answers. */
export const runOnWorld: RouteRunner = (route, request, world) =>
  runRouteMaybeSync(world, route, request);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An injected fault acts before the run, whatever the runner: the connection dropped (no delay),
 * else its delay, then its status answer or the run.
 */
async function faulted(
  fault: FaultAction,
  run: RouteRunner,
  route: RouteDef,
  request: RouteRequest,
  world: Ctx,
): Promise<RouteResponse> {
  if (fault.kind === 'network') return { status: 0, body: null, dropConnection: true };
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault.kind === 'status') return { status: fault.status, body: { message: fault.message } };
  return run(route, request, world);
}

/** The fault stage, then the runner. */
function runStages(
  run: RouteRunner,
  route: RouteDef,
  request: RouteRequest,
  world: Ctx,
): RouteResponse | Promise<RouteResponse> {
  const fault = takeFault(world, request.method, request.path, route.path);
  return fault === null ? run(route, request, world) : faulted(fault, run, route, request, world);
}

/** The observers that hear this request, or undefined (nothing allocated) when none does. */
function hearing(
  observers: readonly RequestObserver[],
  route: RouteDef,
  world: Ctx,
): RequestObserver[] | undefined {
  let heard: RequestObserver[] | undefined;
  for (const observer of observers) {
    if (observer.hears && !observer.hears(route, world)) continue;
    heard ??= [];
    heard.push(observer);
  }
  return heard;
}

/** The request with a body read on demand kept in `body` (and `files`) once read, for observers. */
function keepingBody(request: RouteRequest): RouteRequest {
  const read = request.readBody!;
  const kept: RouteRequest = {
    ...request,
    readBody: async () => {
      const got = await read();
      kept.body = got.body;
      kept.files = got.files;
      return got;
    },
  };
  return kept;
}

const failed = (log: (line: string) => void, hook: string, error: unknown) =>
  log(
    `[error] a request observer's ${hook} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );

/** A stream answer that ends when its world is dropped. */
function endingWithWorld(
  answer: ServedAnswer | Promise<ServedAnswer>,
  whenDropped: (end: () => void) => () => void,
): ServedAnswer | Promise<ServedAnswer> {
  const attach = (a: ServedAnswer): ServedAnswer =>
    a.stream ? { ...a, streamEndsWhen: whenDropped } : a;
  return answer instanceof Promise ? answer.then(attach) : attach(answer);
}

/** The observers' `start` hooks, each one's answer hook (undefined when it has none or failed). */
function started(
  heard: RequestObserver[],
  start: RequestStart,
  log: (line: string) => void,
): (((event: RequestAnswer) => void) | undefined)[] {
  const then: (((event: RequestAnswer) => void) | undefined)[] = [];
  for (const observer of heard) {
    try {
      then.push(observer.start?.(start));
    } catch (error) {
      then.push(undefined);
      failed(log, 'start', error);
    }
  }
  return then;
}

/** Runs the request with its observers told: start, then the answer. */
function observed(
  run: RouteRunner,
  log: (line: string) => void,
  heard: RequestObserver[],
  route: RouteDef,
  received: RouteRequest,
  world: Ctx,
): RouteResponse | Promise<RouteResponse> {
  const request = received.readBody ? keepingBody(received) : received;
  const startedAt = performance.now();
  const then = started(heard, { route, request, world, startedAt }, log);
  const tell = (answer: RouteResponse): RouteResponse => {
    const event: RequestAnswer = {
      route,
      request,
      world,
      startedAt,
      answer,
      durationMs: performance.now() - startedAt,
    };
    heard.forEach((observer, i) => {
      try {
        then[i]?.(event);
        observer.answer?.(event);
      } catch (error) {
        failed(log, 'answer', error);
      }
    });
    return answer;
  };
  const answer = runStages(run, route, request, world);
  return answer instanceof Promise ? answer.then(tell) : tell(answer);
}

/** The world's refusal of a request (no world, a world being loaded…), told to the observers. */
function refused(
  observers: readonly RequestObserver[],
  log: (line: string) => void,
  event: RequestRefusal,
): RouteResponse {
  for (const observer of observers) {
    if (!observer.refusal) continue;
    try {
      observer.refusal(event);
    } catch (error) {
      failed(log, 'refusal', error);
    }
  }
  return event.answer;
}

/** A refusal's answer: its status and `{ message }`, with its headers if it has any. */
const refusalAnswer = (
  status: number,
  message: string,
  headers?: Record<string, string>,
): RouteResponse => ({ status, body: { message }, ...(headers ? { headers } : {}) });

/**
 * The mock's request pipeline over `options.routes` (see `MockApp`). With no observer that hears a
 * request, serving it allocates nothing beyond what the run does.
 */
export function createMockApp(options: MockAppOptions): MockApp {
  const { routes, resolveWorld, log } = options;
  const run = options.run ?? runOnWorld;
  // Replaced, never changed in place: a request in flight keeps the list it started with.
  let observers: readonly RequestObserver[] = [...(options.observers ?? [])];

  return {
    routes,
    log,
    match: routeMatcher(routes, options.unrouted),
    notFound: notFoundAnswer,
    serve(route, request) {
      const served = resolveWorld(request.path, request.headers, request.cookies, request.query);
      if (!served.ok) {
        const answer = refusalAnswer(served.status, served.message, served.headers);
        return refused(observers, log, { route, request, answer });
      }
      const world = served.ctx;
      const heard = observers.length === 0 ? undefined : hearing(observers, route, world);
      const answer =
        heard === undefined
          ? runStages(run, route, request, world)
          : observed(run, log, heard, route, request, world);
      return served.whenDropped ? endingWithWorld(answer, served.whenDropped) : answer;
    },
    observe(observer) {
      observers = [...observers, observer];
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        const i = observers.indexOf(observer);
        observers = [...observers.slice(0, i), ...observers.slice(i + 1)];
      };
    },
  };
}
