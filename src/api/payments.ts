import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import {
  type OrderPayRequest,
  orderPayResponseSchema,
  verifyPaymentResponseSchema,
} from './schemas/payment.ts';

/** `POST /api/pay` with `reference`: `{ success }` says whether the provider knows the payment. */
export function verifyPayment(reference: string) {
  return apiRequest({
    method: 'POST',
    path: '/api/pay',
    json: { reference },
    schema: verifyPaymentResponseSchema,
  });
}

/** `POST /api/orders/pay` with `reference, orderId`: answers `{ isPaid, isPaidAt }`. */
export function payOrder(body: OrderPayRequest) {
  return apiRequest({
    method: 'POST',
    path: '/api/orders/pay',
    json: { reference: body.reference, orderId: body.orderId },
    schema: orderPayResponseSchema,
  });
}

export const verifyPaymentMutation = () =>
  mutationOptions({ mutationKey: ['payments', 'verify'], mutationFn: verifyPayment });

/** Paying an order changes its details and the tabs it appears in. */
export const payOrderMutation = () =>
  mutationOptions({
    mutationKey: ['payments', 'order'],
    mutationFn: payOrder,
    onSuccess: (_data, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: ['orders'] }),
  });
