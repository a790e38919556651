import { writes } from '#shared/schemas/common.ts';
import { paymentEndpoints } from '#shared/schemas/payments.ts';
import { receiveCardWebhook } from '../domain/card-webhook.ts';
import { SIGNATURE_HEADER } from '../domain/card-webhook-signature.ts';
import { checkCardPayment, payOrder } from '../domain/payments.ts';
import { DomainError } from '../domain/plumbing/errors.ts';
import { payFromWallet } from '../domain/wallet-pay.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';
import { notFoundAnswer } from './run-route.ts';

const tags = ['payments'];

export const paymentRoutes: RouteDef[] = [
  defineRoute({
    ...paymentEndpoints.payOrder,
    summary: 'Mark an order paid with a successful, unused provider reference for its exact total',
    tags,
    handler: async (ctx, { body }) => ok(await payOrder(ctx, body)),
  }),
  defineRoute({
    ...paymentEndpoints.verify,
    summary: 'Card payment check: success only for a successful provider transaction',
    tags,
    handler: (ctx, { body }) => ok(checkCardPayment(ctx, body)),
  }),
  defineRoute({
    ...paymentEndpoints.walletPay,
    summary:
      "Mock only: the buyer's wallet pays part (the rest by card) or all of an own unpaid order; the same part again changes nothing, 0 gives a held part back",
    tags,
    handler: async (ctx, { body, signedIn }) => {
      if (ctx.profile.noWalletPay) {
        throw new DomainError(404, notFoundAnswer('POST', '/api/orders/wallet-pay').body);
      }
      const user = await signedIn();
      return ok(await payFromWallet(ctx, user._id, body));
    },
  }),
  // Not a client endpoint (the provider calls it), so it is declared here and not in the client's
  // schemas; the hosted API has none (docs/hosted-divergences.md).
  defineRoute({
    method: 'POST',
    path: '/api/pay/webhook',
    effect: writes('the mock only (the hosted API has no webhook): pays or refunds an order'),
    summary:
      "Mock only: the card provider's webhook (Paystack `charge.success`, signed with `x-paystack-signature`: hex HMAC SHA-512 of the raw body with this process's secret key; 401 otherwise). Pays the order its metadata names once, refunds a charge for a paid or cancelled order",
    tags,
    handler: async (ctx, { rawBody, headers }) => {
      if (ctx.profile.noCardWebhook) return notFoundAnswer('POST', '/api/pay/webhook');
      return ok(await receiveCardWebhook(ctx, rawBody, headers[SIGNATURE_HEADER]));
    },
  }),
];
