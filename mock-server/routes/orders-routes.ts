import { createOrderRequestSchema } from '#src/api/schemas/order.ts';
import { orderPayRequestSchema } from '#src/api/schemas/payment.ts';
import { listOrders, orderDetails } from '../domain/order-views.ts';
import { createOrder, refundOrder, takeOrder } from '../domain/orders.ts';
import { checkCardPayment, payOrder } from '../domain/payments.ts';
import { transactionHistory } from '../domain/transactions.ts';
import { createWalletAccount } from '../domain/wallet.ts';
import type { RouteDef } from './route-types.ts';
import { bodyOf, signedIn } from './run-route.ts';

const tags = ['orders'];
const p = (params: Record<string, string>, key: string) => params[key] ?? '';

export const ordersRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/api/orders/pay',
    summary: 'Mark an order paid with a successful, unused provider reference for its exact total',
    tags: ['payments'],
    body: orderPayRequestSchema,
    handler: async (ctx, req) => ({ status: 200, body: await payOrder(ctx, bodyOf(req)) }),
  },
  {
    method: 'GET',
    path: '/api/orders/:fingerprint/allorders/:userId',
    summary: 'Own orders of a tab (pending, dispatched, delivered, refunded, all) with counts',
    tags,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req, p(req.params, 'fingerprint'));
      return {
        status: 200,
        body: listOrders(ctx, user._id, p(req.params, 'userId'), req.query.query),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/orders/:fingerprint/find/:orderId/:userId',
    summary: "One order, buyer's or store's view",
    tags,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req, p(req.params, 'fingerprint'));
      const body = orderDetails(ctx, user._id, p(req.params, 'orderId'), p(req.params, 'userId'));
      return { status: 200, body };
    },
  },
  {
    method: 'PUT',
    path: '/api/orders/:fingerprint/takeorder/:storeOwnerId/:orderId',
    summary: 'The store accepts an order; answers the taken date (bare string)',
    tags,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req, p(req.params, 'fingerprint'));
      const body = await takeOrder(ctx, {
        actorId: user._id,
        storeOwnerId: p(req.params, 'storeOwnerId'),
        orderId: p(req.params, 'orderId'),
      });
      return { status: 200, body };
    },
  },
  {
    method: 'PUT',
    path: '/api/orders/:fingerprint/refund/:userId/:orderId',
    summary: 'The store cancels; what was paid goes back to the buyer wallet',
    tags,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req, p(req.params, 'fingerprint'));
      const body = await refundOrder(ctx, {
        actorId: user._id,
        userId: p(req.params, 'userId'),
        orderId: p(req.params, 'orderId'),
      });
      return { status: 200, body };
    },
  },
  {
    method: 'POST',
    path: '/api/orders/:fingerprint/:buyerId/:storeOwnerId',
    summary:
      'Checkout: totals recomputed from the mock prices (card: unpaid; wallet mode: debited)',
    tags,
    body: createOrderRequestSchema,
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req, p(req.params, 'fingerprint'));
      const body = await createOrder(ctx, {
        actorId: user._id,
        buyerId: p(req.params, 'buyerId'),
        storeOwnerId: p(req.params, 'storeOwnerId'),
        body: bodyOf(req),
      });
      return { status: 200, body };
    },
  },
  {
    method: 'POST',
    path: '/api/pay',
    summary: 'Card payment check: success only for a successful provider transaction',
    tags: ['payments'],
    handler: (ctx, req) => ({ status: 200, body: checkCardPayment(ctx, bodyOf(req).reference) }),
  },
  {
    method: 'POST',
    path: '/api/payment/create/:userId',
    summary: 'Create (or return) the own wallet bank account',
    tags: ['wallet'],
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req);
      return {
        status: 200,
        body: await createWalletAccount(ctx, user._id, p(req.params, 'userId')),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/transactions/:fingerprint/history/:userId',
    summary: 'Own balance changes, newest first',
    tags: ['wallet'],
    handler: async (ctx, req) => {
      const user = await signedIn(ctx, req, p(req.params, 'fingerprint'));
      return { status: 200, body: transactionHistory(ctx, user._id, p(req.params, 'userId')) };
    },
  },
];
