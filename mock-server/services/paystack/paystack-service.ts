import type { z } from 'zod';
import type { Ctx } from '#mock/domain/plumbing/context.ts';
import {
  getTransactionByAccessCode,
  type initializeRequest,
  initializeTransaction,
} from '#mock/domain/provider.ts';
import type { RouteResponse } from '#mock/routes/route-types.ts';
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

export function inlineScriptResponse(origin: string): RouteResponse {
  return {
    status: 200,
    body: paystackInlineScript(origin),
    contentType: 'application/javascript; charset=utf-8',
    headers: { 'cache-control': 'no-cache' },
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
    body: renderCheckoutPage(tx, origin),
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
      authorization_url: `${origin}/__mock/paystack/checkout?access_code=${encodeURIComponent(accessCode)}`,
      access_code: accessCode,
      reference,
    },
  };
}
