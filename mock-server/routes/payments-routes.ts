import { paymentEndpoints } from '#src/api/schemas/payments.ts';
import { checkCardPayment, payOrder } from '../domain/payments.ts';
import { defineRoute, ok, type RouteDef } from './route-types.ts';

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
];
