// Recording a world: while on, each request the world answers under /api (and the
// control actions that stand for a person or a provider: a card payment, a bank transfer, a
// delivery, the clock) is kept — actor from the session, method, path, query, body, status and
// the answer — with secrets masked before anything is stored, within a bound of entries and bytes
// (over it the recording stops and says why). The recorder observes the request pipeline
// (`recordingObserver`) and hears a request only while its world records, so a world that does
// not record pays one call per request.

import { type Ctx, partOf, worldPart } from '../domain/plumbing/context.ts';
import type { RequestObserver } from '../pipeline/pipeline-types.ts';
import type { RouteDef, RouteRequest, RouteResponse } from '../routes/route-types.ts';
import { demoAccounts } from '../seed/demo-accounts.ts';
import { maskSecrets } from './mask.ts';

export type RecordedActor = {
  id: string;
  email: string;
  firstname: string;
  /** What the person is in this world: a store owner, a rider, else a buyer. */
  role: 'buyer' | 'vendor' | 'rider';
  /** One of the seeded demo accounts (a replay signs it in with the demo password). */
  demo: boolean;
};

export type RecordedEntry = {
  /** 1, 2, … in the order the answers went out. */
  n: number;
  /** Milliseconds since the recording started (real time). */
  atMs: number;
  actor: RecordedActor | null;
  method: string;
  path: string;
  /** The route's path pattern (`/api/orders/:deviceId/...`). */
  route: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  status: number;
  answer: unknown;
};

type RecordingLimits = { maxEntries: number; maxBytes: number };

const DEFAULT_RECORDING_LIMITS: RecordingLimits = { maxEntries: 500, maxBytes: 2_000_000 };

export type Recording = {
  on: boolean;
  world: string;
  seed: string | number;
  checkout: string;
  profile: string;
  startedAt: string;
  stoppedAt: string | null;
  /** Why it stopped by itself (its bound), or null. */
  stoppedBecause: string | null;
  limits: RecordingLimits;
  bytes: number;
  entries: RecordedEntry[];
  /** Real time at start (not in the document). */
  began: number;
};

/**
 * This world's recording, while on and after it stopped (`startRecording`): a part of lifetime
 * `world`, so a reset or an import while recording goes on being recorded.
 */
const RECORDING = worldPart((): { current: Recording | undefined } => ({ current: undefined }));

/** This world's recording (on, or stopped and kept), or undefined if it never recorded. */
export const recordingOf = (ctx: Ctx): Recording | undefined => partOf(ctx, RECORDING).current;

/** Whether this world records what it answers now. */
export const isRecording = (ctx: Ctx): boolean => partOf(ctx, RECORDING).current?.on === true;

/** Control routes that stand for an action of a person or a provider (kept in a recording). */
const ACTION_ROUTES = new Set([
  'POST /__mock/payments',
  'POST /__mock/payments/:reference/complete',
  'POST /__mock/bank-transfer',
  'POST /__mock/orders/:id/deliver',
  'POST /__mock/clock/advance',
]);

/** Whether a request of this route belongs in a recording. */
export const isRecorded = (method: string, route: string): boolean =>
  route.startsWith('/api/') || ACTION_ROUTES.has(`${method} ${route}`);

/** Longest array kept in a recorded answer (a store list need not be kept whole). */
const MAX_ITEMS = 25;

function trimmed(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map((v) => trimmed(v, depth + 1));
    return value.length > MAX_ITEMS ? [...kept, `… ${value.length - MAX_ITEMS} more`] : kept;
  }
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    out[k] = trimmed(v, depth + 1);
  return out;
}

export function startRecording(
  ctx: Ctx,
  limits: { maxEntries?: number; maxBytes?: number } = {},
): Recording {
  const recording: Recording = {
    on: true,
    world: ctx.worldId,
    seed: ctx.seed,
    checkout: ctx.options.checkout,
    profile: ctx.profile.name,
    startedAt: new Date().toISOString(),
    stoppedAt: null,
    stoppedBecause: null,
    limits: {
      maxEntries: limits.maxEntries ?? DEFAULT_RECORDING_LIMITS.maxEntries,
      maxBytes: limits.maxBytes ?? DEFAULT_RECORDING_LIMITS.maxBytes,
    },
    bytes: 0,
    entries: [],
    began: performance.now(),
  };
  partOf(ctx, RECORDING).current = recording;
  return recording;
}

export function stopRecording(ctx: Ctx): Recording | undefined {
  const recording = recordingOf(ctx);
  if (recording?.on) {
    recording.on = false;
    recording.stoppedAt = new Date().toISOString();
  }
  return recording;
}

/** The recording as a document (what GET answers and the writer reads). */
export function recordingDocument(recording: Recording) {
  const { began: _began, ...document } = recording;
  return document;
}

export type RecordingDocument = ReturnType<typeof recordingDocument>;

const DEMO_EMAILS = new Set<string>(demoAccounts.map((a) => a.email));

export function actorOf(
  user:
    | {
        _id: string;
        email: string;
        firstname: string;
        isBusinessOwner: boolean;
        isDispatcher: boolean;
      }
    | undefined,
): RecordedActor | null {
  if (!user) return null;
  return {
    id: user._id,
    email: user.email,
    firstname: user.firstname,
    role: user.isBusinessOwner ? 'vendor' : user.isDispatcher ? 'rider' : 'buyer',
    demo: DEMO_EMAILS.has(user.email.toLowerCase()),
  };
}

/** Who sends the request: the e-mail it names (sign-in, sign-up, codes), else the session's user. */
function senderOf(ctx: Ctx, req: RouteRequest): RecordedActor | null {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string') {
    const user = ctx.db.users.first('email', email.toLowerCase());
    if (user) return actorOf(user);
  }
  const token = req.cookies.auth_token;
  const session = token ? ctx.db.sessions.first('token', token) : undefined;
  return actorOf(session ? ctx.db.users.get(session.userId) : undefined);
}

function answerValue(answer: RouteResponse): unknown {
  if (answer.stream || answer.dropConnection) return '(no answer: the connection was dropped)';
  const type = answer.contentType;
  if (type !== undefined && !type.startsWith('application/json')) return `(${type})`;
  if (typeof answer.body === 'string' && type !== undefined) {
    try {
      return JSON.parse(answer.body);
    } catch {
      return answer.body;
    }
  }
  return answer.body;
}

/**
 * Adds one exchange to the world's recording (masked, trimmed, within its bound). `actor`: who
 * sent it when the caller knows (the proxy learns the backend's people from its answers), else
 * looked up in the world.
 */
export function recordExchange(
  ctx: Ctx,
  route: RouteDef,
  req: RouteRequest,
  actor: RecordedActor | null,
  answer: RouteResponse,
): void {
  const recording = recordingOf(ctx);
  if (!recording?.on) return;
  // A person who signs up exists only once the answer is out.
  const who = actor ?? senderOf(ctx, req);
  const entry: RecordedEntry = {
    n: recording.entries.length + 1,
    atMs: Math.round(performance.now() - recording.began),
    actor: who,
    method: req.method,
    path: req.path,
    route: route.path,
    params: req.params,
    query: maskSecrets(req.query) as Record<string, string>,
    body: maskSecrets(trimmed(req.body ?? null)),
    status: answer.status,
    answer: maskSecrets(trimmed(answerValue(answer))),
  };
  const bytes = JSON.stringify(entry).length;
  const { maxEntries, maxBytes } = recording.limits;
  if (recording.entries.length >= maxEntries || recording.bytes + bytes > maxBytes) {
    recording.on = false;
    recording.stoppedAt = new Date().toISOString();
    recording.stoppedBecause = `The recording stopped at its bound (${maxEntries} requests or ${maxBytes} bytes): ${recording.entries.length} requests, ${recording.bytes} bytes kept; ${req.method} ${req.path} and what came after were not recorded. Download it, then start a new one for the rest.`;
    ctx.log(`[recording] ${recording.stoppedBecause}`);
    return;
  }
  recording.bytes += bytes;
  recording.entries.push(entry);
}

/**
 * The recorder, as the request pipeline's observer: it hears the requests of a recording world
 * that belong in a recording, notes who sends each before it runs (a sign-out ends the session it
 * names) and keeps the exchange once answered.
 */
export const recordingObserver: RequestObserver = {
  hears: (route, world) => isRecording(world) && isRecorded(route.method, route.path),
  start: ({ world, request }) => {
    const actor = senderOf(world, request);
    return ({ route, answer }) => recordExchange(world, route, request, actor, answer);
  },
};
