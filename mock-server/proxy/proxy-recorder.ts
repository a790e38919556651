import type { Ctx } from '../domain/plumbing/context.ts';
import {
  actorOf,
  isRecorded,
  isRecording,
  type RecordedActor,
  recordExchange,
} from '../recording/recorder.ts';
import type { RouteDef, RouteRequest } from '../routes/route-types.ts';

// The recorder in proxy mode: the exchanges with the real backend go into the world's recording
// like the mock's own, so a journey made against the backend is written as a scenario that
// replays on the mock. The people are the backend's, not the mock's: who sent a request is
// learnt from the backend's own answers — the user a sign-in or a code answers, tied to the
// session cookie it set — never looked up in the mock's world (whose ids are not the backend's).

type AnswerUser = {
  _id?: unknown;
  email?: unknown;
  firstname?: unknown;
  isBusinessOwner?: unknown;
  isDispatcher?: unknown;
};

function actorFrom(user: AnswerUser | undefined, email: unknown): RecordedActor | null {
  if (!user || typeof user._id !== 'string') return null;
  const mail = typeof user.email === 'string' ? user.email : typeof email === 'string' ? email : '';
  return actorOf({
    _id: user._id,
    email: mail,
    firstname: typeof user.firstname === 'string' ? user.firstname : '',
    isBusinessOwner: user.isBusinessOwner === true,
    isDispatcher: user.isDispatcher === true,
  });
}

export function createProxyRecorder() {
  /** The person behind each session cookie the backend set (by its value). */
  const sessions = new Map<string, RecordedActor>();
  return (
    world: Ctx,
    exchange: {
      route: RouteDef;
      request: RouteRequest;
      status: number;
      json: { value: unknown } | undefined;
      sessionSet: string | undefined;
    },
  ): void => {
    const { route, request, status, json, sessionSet } = exchange;
    const answerUser = (json?.value as { user?: AnswerUser } | undefined)?.user;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const fromAnswer = actorFrom(answerUser, email);
    if (sessionSet && fromAnswer) sessions.set(sessionSet, fromAnswer);
    if (!isRecording(world) || !isRecorded(request.method, route.path)) return;
    const token = request.cookies.auth_token;
    const who = (token ? sessions.get(token) : undefined) ?? fromAnswer;
    recordExchange(world, route, request, who, { status, body: json ? json.value : null });
  };
}
