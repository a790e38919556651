import type { z } from 'zod';
import {
  changePasswordResponseSchema,
  logoutResponseSchema,
  registerResponseSchema,
  resendOtpResponseSchema,
  resetPasswordResponseSchema,
  signinResponseSchema,
  verificationResponseSchema,
} from '#src/api/schemas/auth.ts';
import { messageResponseSchema } from '#src/api/schemas/common.ts';
import {
  createOrderResponseSchema,
  orderDetailsResponseSchema,
  ordersListResponseSchema,
  refundOrderResponseSchema,
  takeOrderResponseSchema,
} from '#src/api/schemas/order.ts';
import { orderPayResponseSchema, verifyPaymentResponseSchema } from '#src/api/schemas/payment.ts';
import {
  productDetailResponseSchema,
  productListResponseSchema,
  productPostResponseSchema,
  storeCategoriesResponseSchema,
  storePageResponseSchema,
} from '#src/api/schemas/product.ts';
import { createReviewResponseSchema, reviewsResponseSchema } from '#src/api/schemas/review.ts';
import { ridersResponseSchema, userProfileResponseSchema } from '#src/api/schemas/rider.ts';
import {
  locationCheckResponseSchema,
  storesResponseSchema,
  vendorRegistrationResponseSchema,
} from '#src/api/schemas/store.ts';
import { transactionsResponseSchema } from '#src/api/schemas/transaction.ts';
import {
  createWalletResponseSchema,
  walletAccountResponseSchema,
} from '#src/api/schemas/wallet.ts';
import type { RouteDef } from './route-types.ts';

/** Success body of each hosted call (shared wire schemas), for the OpenAPI document and tests. */
export const responseSchemas: Record<string, z.core.$ZodType> = {
  'POST /api/users/register': registerResponseSchema,
  'POST /api/users/verification': verificationResponseSchema,
  'POST /api/users/resendOtp': resendOtpResponseSchema,
  'POST /api/users/signin': signinResponseSchema,
  'POST /api/users/logout': logoutResponseSchema,
  'POST /api/users/resetpassword': resetPasswordResponseSchema,
  'POST /api/users/changepassword': changePasswordResponseSchema,
  'GET /api/users/riders': ridersResponseSchema,
  'GET /api/users/find/:id': userProfileResponseSchema,
  'GET /api/users/reviews/:userId': reviewsResponseSchema,
  'GET /api/users/account/find/:userId': walletAccountResponseSchema,
  'GET /api/users/location': locationCheckResponseSchema,
  'GET /api/users/stores': storesResponseSchema,
  'POST /api/users/vendor/:fingerprint/registration/:userId': vendorRegistrationResponseSchema,
  'GET /api/products': productListResponseSchema,
  'GET /api/products/find/:id': productDetailResponseSchema,
  'GET /api/products/kitchen/cat/:storeId': storeCategoriesResponseSchema,
  'GET /api/products/kitchen/:storeId': storePageResponseSchema,
  'POST /api/products/recommended': productListResponseSchema,
  'POST /api/products/post/:fingerprint': productPostResponseSchema,
  'POST /api/reviews': createReviewResponseSchema,
  'POST /api/orders/pay': orderPayResponseSchema,
  'GET /api/orders/:fingerprint/allorders/:userId': ordersListResponseSchema,
  'GET /api/orders/:fingerprint/find/:orderId/:userId': orderDetailsResponseSchema,
  'PUT /api/orders/:fingerprint/takeorder/:storeOwnerId/:orderId': takeOrderResponseSchema,
  'PUT /api/orders/:fingerprint/refund/:userId/:orderId': refundOrderResponseSchema,
  'POST /api/orders/:fingerprint/:buyerId/:storeOwnerId': createOrderResponseSchema,
  'POST /api/pay': verifyPaymentResponseSchema,
  'POST /api/payment/create/:userId': createWalletResponseSchema,
  'GET /api/transactions/:fingerprint/history/:userId': transactionsResponseSchema,
};

/** Adds the success schema and the `{ message }` error schema to /api routes that lack them. */
export function withResponseSchemas(route: RouteDef): RouteDef {
  const ok = responseSchemas[`${route.method} ${route.path}`];
  if (!ok || route.responses) return route;
  return { ...route, responses: { 200: ok, 400: messageResponseSchema } };
}
