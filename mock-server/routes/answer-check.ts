import { z } from 'zod';
import { type Ctx, partOf, worldPart } from '../domain/plumbing/context.ts';
import type { RouteDef, RouteResponse } from './route-types.ts';

// A route's answers against its response schema — the contract the client parses with: the
// sampled check a world makes of its own answers (`checkAnswers`), and the plain comparison
// anything else can make of an answer (a real backend's, behind a proxy).

/** `path: message`, or the message alone when it already names its field ('name must be…'). */
const issueText = (i: z.core.$ZodIssue): string => {
  const key = i.path.at(-1);
  if (typeof key === 'string' && i.message.startsWith(`${key} `)) return i.message;
  return `${i.path.join('.') || 'body'}: ${i.message}`;
};

export const issuesText = (error: z.core.$ZodError): string =>
  error.issues.slice(0, 5).map(issueText).join('; ');

/** A JSON body as a value: a pre-serialised JSON answer is parsed back; other types are skipped. */
function jsonValueOf(answer: RouteResponse): { value: unknown } | undefined {
  if (answer.contentType === undefined) return { value: answer.body };
  if (!answer.contentType.startsWith('application/json')) return undefined;
  return { value: typeof answer.body === 'string' ? JSON.parse(answer.body) : answer.body };
}

/**
 * How a world checks a route's 200 answers: every one until `PROVEN_AFTER` in a row have matched
 * (the route's shape is proven in this world), then one in `SAMPLE_EVERY`; a mismatch fails
 * loudly whenever it is seen and puts the route back to checking every answer. Checking every
 * answer of a hot route cost 2.4× the CPU of the request (the JSON read back and walked by zod);
 * sampled, the check costs a few per cent (docs/performance.md).
 */
export const ANSWER_CHECKS = { PROVEN_AFTER: 64, SAMPLE_EVERY: 64 } as const;

/**
 * Per world, per route: answers matched in a row (up to PROVEN_AFTER), then answers seen; and the
 * last pre-serialised answer that matched (the same bytes again — a cached page — match again).
 */
type Proof = { matched: number; seen: number; text: string | undefined };

/**
 * What a world has proven of its routes' answers: a part of lifetime `world` — a reset or an
 * import brings new records, not new code, so a route's proven shape stays proven.
 */
const PROOFS = worldPart((): Map<RouteDef, Proof> => new Map());

function proofOf(ctx: Ctx, route: RouteDef): Proof {
  const routes = partOf(ctx, PROOFS);
  let proof = routes.get(route);
  if (!proof) {
    proof = { matched: 0, seen: 0, text: undefined };
    routes.set(route, proof);
  }
  return proof;
}

/** This answer is checked: the route is not proven yet, or it is this one's turn in the sample. */
function dueForCheck(proof: Proof): boolean {
  if (proof.matched < ANSWER_CHECKS.PROVEN_AFTER) return true;
  proof.seen += 1;
  return proof.seen % ANSWER_CHECKS.SAMPLE_EVERY === 0;
}

/** How `value` differs from `schema` (its first issues), or undefined when it matches. */
function driftOf(schema: z.core.$ZodType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : issuesText(result.error);
}

/**
 * How a 200 JSON answer of `route` — whoever gave it: a handler, a real backend behind a proxy —
 * differs from the route's response schema, or undefined when it matches (or there is nothing to
 * compare: another status, no schema, a stream, not JSON). Every call parses; no sampling.
 */
export function responseDrift(route: RouteDef, answer: RouteResponse): string | undefined {
  if (!route.response || answer.status !== 200 || answer.stream) return undefined;
  const json = jsonValueOf(answer);
  return json ? driftOf(route.response, json.value) : undefined;
}

/**
 * With `checkAnswers` (tests, `npm run mock`): a 200 answer that does not match the route's
 * `response` schema — the contract the client parses with — becomes a 500 naming the drift, so it
 * fails where it starts instead of in the client's parse or a Pact run. Every answer until the
 * route's shape is proven in this world, then a sample (`ANSWER_CHECKS`); the very bytes of the
 * last pre-serialised answer that matched are not read again.
 */
export function checkedAnswer(ctx: Ctx, route: RouteDef, answer: RouteResponse): RouteResponse {
  if (!route.response || answer.status !== 200 || answer.stream) return answer;
  const proof = proofOf(ctx, route);
  const text = typeof answer.body === 'string' ? answer.body : undefined;
  if (text !== undefined && text === proof.text) return answer;
  if (!dueForCheck(proof)) return answer;
  const json = jsonValueOf(answer);
  if (!json) return answer;
  const drift = driftOf(route.response, json.value);
  if (drift === undefined) {
    if (proof.matched < ANSWER_CHECKS.PROVEN_AFTER) proof.matched += 1;
    if (text !== undefined) proof.text = text;
    return answer;
  }
  proof.matched = 0;
  proof.seen = 0;
  proof.text = undefined;
  const message = `The mock's answer to ${route.method} ${route.path} does not match its response schema: ${drift}`;
  ctx.log(`[error] ${message}`);
  return { status: 500, body: { message } };
}
