import type { z } from 'zod';
import type { Ctx } from '#mock/domain/plumbing/context.ts';
import {
  getTransactionByAccessCode,
  type initializeRequest,
  initializeTransaction,
} from '#mock/domain/provider.ts';
import type { RouteResponse } from '#mock/routes/route-types.ts';
import { DEFAULT_WORLD } from '#shared/schemas/mock-control-names.ts';
import { renderCheckoutPage } from './checkout-page.ts';
import { paystackInlineScript } from './inline-script.ts';

/**
 * `http://host:port` of the request, or '' (relative URLs) when the transport gives no host. The
 * Fastify server has refused every Host that is not its own before a route runs (a foreign Host
 * never reaches `authorization_url`); a Host that is not a plain host[:port] is left out here too.
 */
export function requestOrigin(headers: Record<string, string>): string {
  const host = headers.host;
  if (!host || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(host)) return '';
  const proto = (headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim();
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/** The world a request reached, as the emulated provider names it in its calls ('' = the default
 * world). */
const worldOf = (ctx: Ctx): string => (ctx.worldId === DEFAULT_WORLD ? '' : ctx.worldId);

/** The `world` query of a provider URL in a world other than the default one. */
const worldQuery = (ctx: Ctx): string =>
  worldOf(ctx) ? `&world=${encodeURIComponent(worldOf(ctx))}` : '';

/** The provider script, naming the world it was loaded in (it differs by world: never shared). */
export function inlineScriptResponse(ctx: Ctx, origin: string): RouteResponse {
  return {
    status: 200,
    body: paystackInlineScript(origin, worldOf(ctx)),
    contentType: 'application/javascript; charset=utf-8',
    headers: { 'cache-control': 'no-cache, private', vary: 'Cookie, X-Bukka-World' },
  };
}

export function checkoutPageResponse(
  ctx: Ctx,
  accessCode: string | undefined,
  origin: string,
): RouteResponse {
  const tx = accessCode ? getTransactionByAccessCode(ctx, accessCode) : undefined;
  return {
    status: tx ? 200 : 404,
    body: renderCheckoutPage(tx, origin, worldOf(ctx)),
    contentType: 'text/html; charset=utf-8',
    headers: { 'cache-control': 'no-store' },
  };
}

/** `POST /__mock/paystack/transaction/initialize` → Paystack's "Authorization URL created". */
export async function initializeAnswer(
  ctx: Ctx,
  body: z.output<typeof initializeRequest>,
  origin: string,
) {
  const { accessCode, reference } = await initializeTransaction(ctx, body);
  return {
    status: true,
    message: 'Authorization URL created',
    data: {
      authorization_url: `${origin}/__mock/paystack/checkout?access_code=${encodeURIComponent(accessCode)}${worldQuery(ctx)}`,
      access_code: accessCode,
      reference,
    },
  };
}
