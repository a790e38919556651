import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOpts, seg } from './client.ts';
import { getDeviceId } from './device-id.ts';
import {
  createOrderResponseSchema,
  type OrderExtraLine,
  type OrderedItem,
  type OrderTab,
  orderDetailsResponseSchema,
  ordersListResponseSchema,
  refundOrderResponseSchema,
  type ShippingAddress,
  takeOrderResponseSchema,
} from './schemas/order.ts';
import { transactionQueries } from './transactions.ts';

// Orders. The first path segment is the device id (the spec's `{deviceId}` and `{x}`).

/** A cart item as the order takes it: the product fields, quantity, and its chosen extras. */
export type OrderCartItem = OrderedItem & { extras?: OrderExtraLine[] };

export interface CreateOrderInput {
  /** The buyer. */
  userId: string;
  /** The store: its vendor's user id (the path's `{storeOwnerId}` in the spec). */
  storeId: string;
  orderedItems: OrderCartItem[];
  shippingAddress: ShippingAddress;
  total: number;
  subtotal: number;
  shippingFee: number;
}

/** Per ordered item, its extras with a quantity above 0. */
function orderExtras(items: OrderCartItem[]): OrderExtraLine[][] {
  return items.map((item) => (item.extras ?? []).filter((extra) => extra.quantity > 0));
}

/** `POST /api/orders/{deviceId}/{userId}/{storeOwnerId}` with `orderedItems, shippingAddress,
 * total, subtotal, shippingFee, extras`. */
export async function createOrder(input: CreateOrderInput) {
  const deviceId = await getDeviceId();
  return apiRequest({
    method: 'POST',
    path: `/api/orders/${seg(deviceId)}/${seg(input.userId)}/${seg(input.storeId)}`,
    json: {
      orderedItems: input.orderedItems,
      shippingAddress: input.shippingAddress,
      total: input.total,
      subtotal: input.subtotal,
      shippingFee: input.shippingFee,
      extras: orderExtras(input.orderedItems),
    },
    schema: createOrderResponseSchema,
  });
}

/** `GET /api/orders/{deviceId}/allorders/{userId}?query={status}`. */
export async function fetchOrders(userId: string, tab: OrderTab, opts: RequestOpts = {}) {
  const deviceId = await getDeviceId();
  return apiRequest({
    method: 'GET',
    path: `/api/orders/${seg(deviceId)}/allorders/${seg(userId)}`,
    query: { query: tab },
    schema: ordersListResponseSchema,
    signal: opts.signal,
  });
}

/** `GET /api/orders/{deviceId}/find/{orderId}/{userId}`. */
export async function fetchOrderDetails(orderId: string, userId: string, opts: RequestOpts = {}) {
  const deviceId = await getDeviceId();
  return apiRequest({
    method: 'GET',
    path: `/api/orders/${seg(deviceId)}/find/${seg(orderId)}/${seg(userId)}`,
    schema: orderDetailsResponseSchema,
    signal: opts.signal,
  });
}

export interface OrderAction {
  /** The store acting (its vendor's user id; the hosted API's `businessId`). */
  storeId: string;
  orderId: string;
}

/** `PUT /api/orders/{deviceId}/takeorder/{businessId}/{orderId}`: answers the taken stamp. */
export async function takeOrder({ storeId, orderId }: OrderAction) {
  const deviceId = await getDeviceId();
  return apiRequest({
    method: 'PUT',
    path: `/api/orders/${seg(deviceId)}/takeorder/${seg(storeId)}/${seg(orderId)}`,
    schema: takeOrderResponseSchema,
  });
}

/** `PUT /api/orders/{deviceId}/refund/{userId}/{orderId}` (userId: the store): answers `true`. */
export async function refundOrder({ storeId, orderId }: OrderAction) {
  const deviceId = await getDeviceId();
  return apiRequest({
    method: 'PUT',
    path: `/api/orders/${seg(deviceId)}/refund/${seg(storeId)}/${seg(orderId)}`,
    schema: refundOrderResponseSchema,
  });
}

/** Keys (general to specific) and query options of the orders, in one place. */
export const orderQueries = {
  all: () => ['orders'] as const,
  /** Every tab of one reader's list (the list answers the reader's balance too). */
  lists: (userId: string) => [...orderQueries.all(), 'list', userId] as const,
  list: (userId: string, tab: OrderTab) =>
    queryOptions({
      queryKey: [...orderQueries.lists(userId), tab] as const,
      queryFn: ({ signal }) => fetchOrders(userId, tab, { signal }),
    }),
  detail: (orderId: string, userId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', orderId, userId] as const,
      queryFn: ({ signal }) => fetchOrderDetails(orderId, userId, { signal }),
    }),
};

/** A new order changes both parties' order lists, balances and transaction history. */
export const createOrderMutation = () =>
  mutationOptions({
    mutationKey: ['orders', 'create'],
    mutationFn: createOrder,
    onSuccess: (_data, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderQueries.all() }),
        client.invalidateQueries({ queryKey: transactionQueries.all() }),
      ]),
  });

/** Accepting changes the order (taken) and the tab counts. */
export const takeOrderMutation = () =>
  mutationOptions({
    mutationKey: ['orders', 'take'],
    mutationFn: takeOrder,
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: orderQueries.all() }),
  });

/** Refunding cancels the order and moves both balances (`bal` of the lists): every order view
 * changes. */
export const refundOrderMutation = () =>
  mutationOptions({
    mutationKey: ['orders', 'refund'],
    mutationFn: refundOrder,
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: orderQueries.all() }),
  });
