// The step a recorded scenario is mostly made of: one request of the hosted API by
// one actor, through the app's own client (`apiRequest`, which parses the answer with the
// client's schema — the fields the client reads), with checks on the status, the message and the
// recorded fields, and ids remembered for later steps. `{name}` in the path, the query or the body
// is a value an earlier step remembered; `{actor.id}`, `{actor.email}`, `{actor.device}` are an
// actor's. A count or a balance is checked by how far it moved (`changedBy`) since the actor first
// read it by the same request in this scenario, so the check holds in any world, however used.
// A different answer is reported as checks that differ (status, missing field, other message),
// never as a crash.
import { z } from 'zod/mini';
import type { Actor, Step, StepContext } from '#scenarios/core/types.ts';
import { nairaToKobo } from '#shared/money.ts';
import { authEndpoints } from '#shared/schemas/auth.ts';
import type { Endpoint } from '#shared/schemas/endpoint.ts';
import { orderEndpoints } from '#shared/schemas/orders.ts';
import { paymentEndpoints } from '#shared/schemas/payments.ts';
import { productEndpoints } from '#shared/schemas/products.ts';
import { reviewEndpoints } from '#shared/schemas/reviews.ts';
import { riderEndpoints } from '#shared/schemas/riders.ts';
import { storeEndpoints } from '#shared/schemas/stores.ts';
import { transactionEndpoints } from '#shared/schemas/transactions.ts';
import { vendorEndpoints } from '#shared/schemas/vendors.ts';
import { walletEndpoints } from '#shared/schemas/wallet.ts';
import { apiRequest, isApiError } from '#src/api/client.ts';

export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The recorded answer: its status, and a message (a failure) or some fields (dotted paths). */
  expect: {
    status: number;
    message?: string;
    fields?: Record<string, unknown>;
    /**
     * Running totals (dotted paths: an orders tab's counts, a balance) by how far each moved
     * since this actor's first read of them by this request (method and path as written) in the
     * scenario; that first read sets where they start.
     */
    changedBy?: Record<string, number>;
  };
  /** Values of the answer later steps name: memory key → dotted path. */
  remember?: Record<string, string>;
  /** Amounts (naira on the wire) remembered in kobo, as the step library keeps them: from the
   * answer, else from the body sent. */
  rememberKobo?: Record<string, string>;
}

const ENDPOINTS: Endpoint[] = [
  authEndpoints,
  orderEndpoints,
  paymentEndpoints,
  productEndpoints,
  reviewEndpoints,
  riderEndpoints,
  storeEndpoints,
  transactionEndpoints,
  vendorEndpoints,
  walletEndpoints,
].flatMap((group) => Object.values(group) as Endpoint[]);

const matches = (pattern: string, path: string): boolean => {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((s, i) => s.startsWith(':') || s === b[i]);
};

/** The client's endpoint for a request (its response schema is what the client reads). */
function endpointFor(method: string, path: string): Endpoint | undefined {
  const found = ENDPOINTS.filter((e) => e.method === method && matches(e.path, path));
  // The most specific pattern (fewest parameters) wins.
  return found.sort((x, y) => x.path.split(':').length - y.path.split(':').length)[0];
}

/** `{name}` → an actor's field or a remembered value; unknown names are an error. */
function resolve(ctx: StepContext, text: string): string {
  return text.replace(
    /\{([A-Za-z][\w]*)(?:\.(id|email|device))?\}/g,
    (_all, name: string, field?: string) => {
      if (field) {
        const actor: Actor | undefined = ctx.actors[name];
        if (!actor) throw new Error(`no actor ${name} for {${name}.${field}}`);
        const value =
          field === 'id' ? actor.userId : field === 'email' ? actor.email : actor.deviceId;
        if (!value) throw new Error(`${name} has no ${field} yet (signed in?)`);
        return value;
      }
      const value = ctx.memory[name];
      if (value === undefined || value === null) throw new Error(`no ${name} from an earlier step`);
      return String(value);
    },
  );
}

function resolveDeep(ctx: StepContext, value: unknown): unknown {
  if (typeof value === 'string') return resolve(ctx, value);
  if (Array.isArray(value)) return value.map((v) => resolveDeep(ctx, v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDeep(ctx, v)]));
  return value;
}

const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      value,
    );

type Seen = { status: number; value: unknown; sent?: unknown; message?: string; problem?: string };

async function send(ctx: StepContext, spec: CallSpec, path: string): Promise<Seen> {
  const known = endpointFor(spec.method, path);
  const endpoint: Endpoint = { method: spec.method, path, response: known?.response ?? anyJson };
  const query = spec.query ? (resolveDeep(ctx, spec.query) as Record<string, string>) : undefined;
  const body = spec.body === undefined ? undefined : resolveDeep(ctx, spec.body);
  try {
    const value = await ctx.as(ctx.actor, () => apiRequest(endpoint, { query, body } as never));
    return { status: 200, value, sent: body };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.kind === 'parse')
      return { status: error.status, value: error.body, problem: error.message };
    if (error.kind === 'network') return { status: 0, value: undefined, message: error.message };
    return { status: error.status, value: error.body, message: error.message };
  }
}

/** A running total checked by how far it moved since its first read (kept in memory by `key`). */
function checkMoved(ctx: StepContext, key: string, field: string, now: unknown, moved: number) {
  const label = `field ${field} changed by`;
  if (typeof now !== 'number') {
    ctx.check(label, now === undefined ? '(missing)' : now, moved);
    return;
  }
  const startKey = `start of ${key}`;
  const start = typeof ctx.memory[startKey] === 'number' ? (ctx.memory[startKey] as number) : now;
  ctx.memory[startKey] = start;
  // Naira with kobo: rounded to the kobo, so 0.1 + 0.2 moves by 0.3.
  const seen = Math.round((now - start) * 100) / 100;
  ctx.observe(`${field} changed by`, seen);
  ctx.check(label, seen, moved);
}

/** A schema that takes any JSON (a route the client has no endpoint for). */
const anyJson = z.unknown();

/** One recorded request by `actor`, checked against its recorded answer. */
export function call(actor: string, title: string, spec: CallSpec): Step {
  return {
    title,
    actor,
    kind: 'call',
    args: { ...spec },
    async run(ctx) {
      const path = resolve(ctx, spec.path);
      const seen = await send(ctx, spec, path);
      ctx.observe(
        'answer',
        seen.status === 200 ? { status: 200 } : { status: seen.status, message: seen.message },
      );
      const statusOk = ctx.check('status', seen.status, spec.expect.status);
      if (spec.expect.message !== undefined)
        ctx.check('message', seen.message ?? '', spec.expect.message);
      if (!statusOk || seen.status !== 200) return;
      ctx.checkThat(
        'the answer has the fields the client reads',
        seen.problem === undefined,
        seen.problem ?? 'read by the client',
        'read by the client',
      );
      for (const [field, expected] of Object.entries(spec.expect.fields ?? {})) {
        const actual = at(seen.value, field);
        ctx.observe(field, actual ?? null);
        ctx.check(`field ${field}`, actual === undefined ? '(missing)' : actual, expected);
      }
      for (const [field, moved] of Object.entries(spec.expect.changedBy ?? {}))
        checkMoved(
          ctx,
          `${actor} ${spec.method} ${spec.path} ${field}`,
          field,
          at(seen.value, field),
          moved,
        );
      for (const [key, field] of Object.entries(spec.remember ?? {})) {
        const value = at(seen.value, field);
        if (
          ctx.checkThat(
            `remembers ${key} (${field})`,
            value !== undefined,
            value ?? '(missing)',
            'a value',
          )
        )
          ctx.memory[key] = value;
      }
      for (const [key, field] of Object.entries(spec.rememberKobo ?? {})) {
        // From the answer, else from what was sent (the order's total is in the checkout body).
        const value = at(seen.value, field) ?? at(seen.sent, field);
        if (typeof value === 'number') ctx.memory[key] = nairaToKobo(value);
      }
    },
  };
}
