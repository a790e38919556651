import type { Ctx } from '#mock/domain/context.ts';
import { DomainError } from '#mock/domain/errors.ts';
import {
  completeTransaction,
  getTransactionByAccessCode,
  initializeTransaction,
  type Outcome,
  verifyTransaction,
} from '#mock/domain/provider.ts';
import type { RouteRequest, RouteResponse } from '#mock/routes/route-types.ts';
import { renderCheckoutPage } from './checkout-page.ts';
import { paystackInlineScript } from './inline-script.ts';

const OUTCOMES: readonly Outcome[] = ['success', 'failed', 'abandoned', 'pending'];
const refuse = (status: number, message: string): RouteResponse => ({
  status,
  body: { status: false, message },
});

/**
 * A rule's refusal becomes its status and body; anything else is a real bug and propagates.
 * (No `ctx.serial` here: the transports already run every handler serialised.)
 */
async function domain(run: () => unknown): Promise<RouteResponse | { value: unknown }> {
  try {
    return { value: await run() };
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, body: error.body };
    throw error;
  }
}

/** `http://host:port` of the request, or '' (relative URLs) when the transport gives no host. */
export function requestOrigin(req: Pick<RouteRequest, 'headers'>): string {
  const host = req.headers.host;
  if (!host) return '';
  const proto = (req.headers['x-forwarded-proto'] ?? 'http').split(',')[0]?.trim() || 'http';
  return `${proto}://${host}`;
}

export function inlineScriptResponse(req: Pick<RouteRequest, 'headers'>): RouteResponse {
  return {
    status: 200,
    body: paystackInlineScript(requestOrigin(req)),
    contentType: 'application/javascript; charset=utf-8',
    headers: { 'cache-control': 'no-cache' },
  };
}

export function checkoutPageResponse(
  ctx: Ctx,
  req: Pick<RouteRequest, 'query' | 'headers'>,
): RouteResponse {
  const accessCode = req.query.access_code ?? '';
  const tx = accessCode ? getTransactionByAccessCode(ctx, accessCode) : undefined;
  return {
    status: tx ? 200 : 404,
    body: renderCheckoutPage(tx, requestOrigin(req)),
    contentType: 'text/html; charset=utf-8',
    headers: { 'cache-control': 'no-store' },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, type: string) => value === undefined || typeof value === type;

/** `POST /__mock/paystack/transaction/initialize` → Paystack's "Authorization URL created". */
export async function initializeResponse(ctx: Ctx, req: RouteRequest): Promise<RouteResponse> {
  const b = req.body;
  if (!isRecord(b)) return refuse(400, 'The body must be a JSON object');
  if (typeof b.key !== 'string') return refuse(400, 'Invalid key');
  if (typeof b.email !== 'string') return refuse(400, 'Invalid Email Address Passed');
  if (typeof b.amount !== 'number' && typeof b.amount !== 'string') {
    return refuse(400, 'Invalid Amount Sent');
  }
  if (!optional(b.currency, 'string') || !optional(b.reference, 'string')) {
    return refuse(400, 'currency and reference must be strings');
  }
  if (b.metadata !== undefined && !isRecord(b.metadata)) return refuse(400, 'Invalid metadata');
  const channels = b.channels;
  if (
    channels !== undefined &&
    !(Array.isArray(channels) && channels.every((c) => typeof c === 'string'))
  ) {
    return refuse(400, 'channels must be an array of strings');
  }
  const input = {
    key: b.key,
    email: b.email,
    amount: b.amount,
    currency: b.currency as string | undefined,
    reference: b.reference as string | undefined,
    metadata: b.metadata as Record<string, unknown> | undefined,
    channels: channels as string[] | undefined,
  };
  const result = await domain(() => initializeTransaction(ctx, input));
  if (!('value' in result)) return result;
  const { accessCode, reference } = result.value as { accessCode: string; reference: string };
  return {
    status: 200,
    body: {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${requestOrigin(req)}/__mock/paystack/checkout?access_code=${encodeURIComponent(accessCode)}`,
        access_code: accessCode,
        reference,
      },
    },
  };
}

/** `POST /__mock/paystack/checkout/:accessCode/complete` `{ outcome }` → `{ reference, status }`. */
export async function completeResponse(ctx: Ctx, req: RouteRequest): Promise<RouteResponse> {
  const outcome = isRecord(req.body) ? req.body.outcome : undefined;
  if (!OUTCOMES.includes(outcome as Outcome)) {
    return refuse(400, `outcome must be one of ${OUTCOMES.join(', ')}`);
  }
  const accessCode = req.params.accessCode ?? '';
  const result = await domain(() =>
    completeTransaction(ctx, { accessCode, outcome: outcome as Outcome }),
  );
  return 'value' in result ? { status: 200, body: result.value } : result;
}

/** `GET /__mock/paystack/transaction/verify/:reference` (HTTP 200 even for failed charges). */
export async function verifyResponse(ctx: Ctx, req: RouteRequest): Promise<RouteResponse> {
  const result = await domain(() => verifyTransaction(ctx, req.params.reference ?? ''));
  return 'value' in result ? { status: 200, body: result.value } : result;
}
