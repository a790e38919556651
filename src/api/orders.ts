import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  type CreateOrderRequest,
  missingOrderAnswerSchema,
  type OrderTab,
  orderEndpoints,
} from '../../shared/schemas/orders.ts';
import { apiRequest, isApiError, type RequestOpts } from './client.ts';
import { getDeviceId } from './device-id.ts';
import { transactionQueries } from './transactions.ts';

/** A checkout: the buyer, the store (its vendor's user id) and the order body. */
export type Checkout = { buyerId: string; storeId: string; body: CreateOrderRequest };

/** `POST /api/orders/{deviceId}/{userId}/{storeOwnerId}`: answers the new order's `_id`. */
export async function createOrder({ buyerId, storeId, body }: Checkout) {
  const deviceId = await getDeviceId();
  return apiRequest(orderEndpoints.create, { params: { deviceId, buyerId, storeId }, body });
}

/**
 * The order details' 404 says no order has that id (the mock's mark: the hosted API answers a
 * missing order as it answers someone else's, so against it this is never true).
 */
export const isMissingOrder = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 404 &&
  missingOrderAnswerSchema.safeParse(error.body).success;

/** `GET /api/orders/{deviceId}/allorders/{userId}?query={status}`. */
export async function fetchOrders(userId: string, tab: OrderTab, opts: RequestOpts = {}) {
  const deviceId = await getDeviceId();
  return apiRequest(orderEndpoints.list, {
    params: { deviceId, userId },
    query: { query: tab },
    signal: opts.signal,
  });
}

/** `GET /api/orders/{deviceId}/find/{orderId}/{userId}`. */
export async function fetchOrderDetails(orderId: string, userId: string, opts: RequestOpts = {}) {
  const deviceId = await getDeviceId();
  return apiRequest(orderEndpoints.details, {
    params: { deviceId, orderId, userId },
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
  return apiRequest(orderEndpoints.take, { params: { deviceId, storeId, orderId } });
}

/** `PUT /api/orders/{deviceId}/refund/{userId}/{orderId}` (userId: the store): answers `true`. */
export async function refundOrder({ storeId, orderId }: OrderAction) {
  const deviceId = await getDeviceId();
  return apiRequest(orderEndpoints.refund, { params: { deviceId, storeId, orderId } });
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
