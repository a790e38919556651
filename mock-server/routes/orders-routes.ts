import { z } from 'zod';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  orderDetailsResponseSchema,
  ordersListResponseSchema,
  refundOrderResponseSchema,
  takeOrderResponseSchema,
} from '#src/api/schemas/order.ts';
import {
  orderPayRequestSchema,
  orderPayResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '#src/api/schemas/payment.ts';
import { transactionsResponseSchema } from '#src/api/schemas/transaction.ts';
import { createWalletResponseSchema } from '#src/api/schemas/wallet.ts';
import { listOrders, orderDetails } from '../domain/order-views.ts';
import { createOrder, refundOrder, takeOrder } from '../domain/orders.ts';
import { checkCardPayment, payOrder } from '../domain/payments.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { transactionHistory } from '../domain/transactions.ts';
import { createWalletAccount } from '../domain/wallet.ts';
import { withRiderPosition } from '../simulator/order-tracking.ts';
import { defineRoute, ok, type RouteDef, type RouteInput } from './route-types.ts';

const tags = ['orders'];

type StoreAct<T> = (
  ctx: Ctx,
  input: { actorId: string; storeId: string; orderId: string },
) => Promise<T>;

/** The store named in the path acts on one of its orders, signed in from a verified device. */
const storeActs =
  <T>(act: StoreAct<T>) =>
  async (
    ctx: Ctx,
    {
      params,
      signedIn,
    }: RouteInput<unknown, unknown, { deviceId: string; storeId: string; orderId: string }>,
  ) => {
    const user = await signedIn(params.deviceId);
    return ok(
      await act(ctx, { actorId: user._id, storeId: params.storeId, orderId: params.orderId }),
    );
  };

export const ordersRoutes: RouteDef[] = [
  defineRoute({
    method: 'POST',
    path: '/api/orders/pay',
    summary: 'Mark an order paid with a successful, unused provider reference for its exact total',
    tags: ['payments'],
    body: orderPayRequestSchema,
    response: orderPayResponseSchema,
    handler: async (ctx, { body }) => ok(await payOrder(ctx, body)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/orders/:deviceId/allorders/:userId',
    summary: 'Own orders of a tab (pending, dispatched, delivered, refunded, all) with counts',
    tags,
    query: z.object({ query: z.string().optional() }),
    response: ordersListResponseSchema,
    handler: async (ctx, { params, query, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(listOrders(ctx, user._id, params.userId, query.query));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/orders/:deviceId/find/:orderId/:userId',
    summary: "One order, buyer's or store's view",
    tags,
    response: orderDetailsResponseSchema,
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(withRiderPosition(ctx, orderDetails(ctx, user._id, params.orderId, params.userId)));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/orders/:deviceId/takeorder/:storeId/:orderId',
    summary: 'The store accepts an order; answers the taken date (bare string)',
    tags,
    response: takeOrderResponseSchema,
    handler: storeActs(takeOrder),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/orders/:deviceId/refund/:storeId/:orderId',
    summary: 'The store cancels; what was paid goes back to the buyer wallet',
    tags,
    response: refundOrderResponseSchema,
    handler: storeActs(refundOrder),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/orders/:deviceId/:buyerId/:storeId',
    summary:
      'Checkout: totals recomputed from the mock prices (card: unpaid; wallet mode: debited)',
    tags,
    body: createOrderRequestSchema,
    response: createOrderResponseSchema,
    handler: async (ctx, { params, body, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(
        await createOrder(ctx, {
          actorId: user._id,
          buyerId: params.buyerId,
          storeId: params.storeId,
          body,
        }),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/pay',
    summary: 'Card payment check: success only for a successful provider transaction',
    tags: ['payments'],
    body: verifyPaymentRequestSchema,
    response: verifyPaymentResponseSchema,
    handler: (ctx, { body }) => ok(checkCardPayment(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/payment/create/:userId',
    summary: 'Create (or return) the own wallet bank account',
    tags: ['wallet'],
    response: createWalletResponseSchema,
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn();
      return ok(await createWalletAccount(ctx, user._id, params.userId));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/transactions/:deviceId/history/:userId',
    summary: 'Own balance changes, newest first',
    tags: ['wallet'],
    response: transactionsResponseSchema,
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(transactionHistory(ctx, user._id, params.userId));
    },
  }),
];
