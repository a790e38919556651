import { orderEndpoints } from '#shared/schemas/orders.ts';
import { listOrders, orderDetails } from '../domain/order-views.ts';
import { createOrder, refundOrder, takeOrder } from '../domain/orders.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { withCityRows, withRiderPosition } from '../simulator/order-tracking.ts';
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

export const orderRoutes: RouteDef[] = [
  defineRoute({
    ...orderEndpoints.list,
    summary: 'Own orders of a tab (pending, dispatched, delivered, refunded, all) with counts',
    tags,
    handler: async (ctx, { params, query, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(withCityRows(ctx, listOrders(ctx, user._id, params.userId, query.query)));
    },
  }),
  defineRoute({
    ...orderEndpoints.details,
    summary: "One order, buyer's or store's view",
    tags,
    handler: async (ctx, { params, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(withRiderPosition(ctx, orderDetails(ctx, user._id, params.orderId, params.userId)));
    },
  }),
  defineRoute({
    ...orderEndpoints.take,
    summary: 'The store accepts an order; answers the taken date (bare string)',
    tags,
    handler: storeActs(takeOrder),
  }),
  defineRoute({
    ...orderEndpoints.refund,
    summary: 'The store cancels; what was paid goes back to the buyer wallet',
    tags,
    handler: storeActs(refundOrder),
  }),
  defineRoute({
    ...orderEndpoints.create,
    summary:
      'Checkout: totals recomputed from the mock prices (card: unpaid; wallet mode: debited)',
    tags,
    handler: async (ctx, { params, body, signedIn }) => {
      const user = await signedIn(params.deviceId);
      return ok(
        await createOrder(ctx, {
          actorId: user._id,
          buyerId: params.buyerId,
          storeId: params.storeId,
          body,
          checkDelivery: true,
        }),
      );
    },
  }),
];
