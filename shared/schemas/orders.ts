import { z } from 'zod/mini';
import { addressLines } from './address.ts';
import { endpoint, idSchema, isoDateSchema, nairaSchema, reads, writes } from './common.ts';
import { TEXT_LIMITS as MAX, tooLongMessage } from './field-limits.ts';

/** Shipping address; `phoneNumber` is stored as a Number by the API, the form may send text. */
const shippingAddressSchema = z.looseObject({
  ...addressLines,
  phoneNumber: z.union([z.number(), z.string()]),
});

/** Text that is not blank (trimmed; the hosted API refuses a missing address field) nor too long. */
const filled = (field: string, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, tooLongMessage(field, max)));

/** The address an order is sent with: every field filled. */
const orderAddressSchema = z.object({
  name: filled('name', MAX.personName),
  street: filled('street', MAX.street),
  localGvt: filled('localGvt', MAX.region),
  state: filled('state', MAX.region),
  country: filled('country', MAX.region),
  phoneNumber: z.union([z.number(), filled('phoneNumber', MAX.phone)]),
});

/** Most lines in one order, and most of one dish or extra in a line. */
const ORDER_LIMITS = { lines: 50, quantity: 99 } as const;

/** How many of a dish or an extra: a whole number from 1 to 99. */
const quantitySchema = z.number().check(z.int(), z.minimum(1), z.maximum(ORDER_LIMITS.quantity));

/** One chosen extra of a cart item: `{ _id, item, price, quantity }` (quantity above 0). */
const orderExtraLineSchema = z.object({
  _id: z.optional(idSchema),
  item: z.string(),
  price: nairaSchema,
  quantity: quantitySchema,
});
export type OrderExtraLine = z.infer<typeof orderExtraLineSchema>;

/**
 * A cart item as sent in `orderedItems`: what the hosted API reads of it (it keeps `name`, `price`,
 * the `imgs` urls, `quantity`, `_id` as the product id and `category`, and checks `userId` is the
 * store). Its extras travel once, in the body's `extras`.
 */
const orderedItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  price: nairaSchema,
  imgs: z.array(z.object({ url: z.string(), imgId: z.optional(z.string()) })),
  category: z.string(),
  quantity: quantitySchema,
  userId: idSchema,
});
export type OrderedItem = z.infer<typeof orderedItemSchema>;

/**
 * `POST /api/orders/:deviceId/:userId/:storeOwnerId` body. `extras` holds, per ordered item, the
 * extras whose quantity is above 0 (a `null` entry is tolerated, as the hosted API does).
 */
const createOrderRequestSchema = z.object({
  orderedItems: z.array(orderedItemSchema).check(z.minLength(1), z.maxLength(ORDER_LIMITS.lines)),
  shippingAddress: orderAddressSchema,
  total: nairaSchema,
  subtotal: nairaSchema,
  shippingFee: nairaSchema,
  extras: z.optional(z.array(z.nullable(z.array(orderExtraLineSchema)))),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Order creation answers `{ _id }`. */
const createOrderResponseSchema = z.looseObject({ _id: idSchema });

/** The order tabs (the `query` of the orders list). */
const orderTabSchema = z.enum(['pending', 'dispatched', 'delivered', 'refunded', 'all']);
export type OrderTab = z.infer<typeof orderTabSchema>;

/** A row of the orders list. */
const orderRowSchema = z.looseObject({
  _id: idSchema,
  content: z.array(
    z.looseObject({
      name: z.string(),
      category: z.string(),
      quantity: z.number(),
      productId: z.optional(z.string()),
    }),
  ),
  imgs: z.optional(z.string()),
  isDelivered: z.boolean(),
  isPaid: z.boolean(),
  isPaidAt: z.optional(isoDateSchema),
  isCancelled: z.boolean(),
  createdAt: z.optional(isoDateSchema),
  // Mock only (out of the contract): who, how much, and when it was delivered or cancelled.
  total: z.optional(nairaSchema),
  buyerId: z.optional(idSchema),
  buyerName: z.optional(z.string()),
  businessId: z.optional(idSchema),
  businessName: z.optional(z.string()),
  deliveredAt: z.optional(isoDateSchema),
  cancelledAt: z.optional(isoDateSchema),
  refundedAmount: z.optional(nairaSchema),
  /** When the store accepted it (or, as hosted, cancelled it: `isCancelled` says which). */
  isTaken: z.optional(isoDateSchema),
  /** The mock's simulated city will accept or refuse this order itself in a moment. */
  handledBy: z.optional(z.literal('city')),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

const orderCountsSchema = z.looseObject({
  pending: z.number(),
  dispatched: z.number(),
  delivered: z.number(),
  refunded: z.number(),
  all: z.number(),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** `GET /api/orders/:deviceId/allorders/:userId?query=`. */
const ordersListResponseSchema = z.looseObject({
  orders: z.array(orderRowSchema),
  counts: orderCountsSchema,
  bal: nairaSchema,
  /** Mock only (out of the contract): the balance can pay for orders (`walletPay`). */
  walletPays: z.optional(z.boolean()),
  isBusinessOwner: z.boolean(),
  businessName: z.optional(z.string()),
  businessImg: z.optional(z.string()),
});

/** A product line of the order details; `businessId` is `false` unless the reader is the store. */
const orderLineSchema = z.looseObject({
  name: z.string(),
  img: z.optional(z.string()),
  quantity: z.number(),
  price: nairaSchema,
  category: z.string(),
  productId: z.string(),
  businessId: z.union([z.string(), z.literal(false)]),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The order itself, with buyer/store names; `email` and `phoneNumber` are `false` once paid. */
const orderDetailsSchema = z.looseObject({
  _id: idSchema,
  buyerId: idSchema,
  buyerName: z.optional(z.string()),
  businessId: idSchema,
  businessName: z.optional(z.string()),
  rating: z.optional(z.number()),
  email: z.optional(z.union([z.string(), z.literal(false)])),
  phoneNumber: z.optional(z.union([z.number(), z.string(), z.literal(false)])),
  shippingAddress: shippingAddressSchema,
  total: nairaSchema,
  subtotal: z.optional(nairaSchema),
  shippingFee: z.optional(nairaSchema),
  isPaid: z.boolean(),
  isPaidAt: z.optional(isoDateSchema),
  isTaken: z.optional(isoDateSchema),
  isCancelled: z.boolean(),
  isDelivered: z.optional(z.boolean()),
  reference: z.optional(z.string()),
  extras: z.optional(z.array(z.looseObject({ item: z.string(), _id: z.optional(idSchema) }))),
  createdAt: isoDateSchema,
  updatedAt: z.optional(isoDateSchema),
  // Mock only (the hosted API sends none of these; they stay out of the contract): where the order
  // is on its way to the door.
  status: z.optional(z.string()),
  acceptedAt: z.optional(isoDateSchema),
  pickedUpAt: z.optional(isoDateSchema),
  deliveredAt: z.optional(isoDateSchema),
  /** When the store cancelled it, and the naira given back to the buyer's wallet (0: unpaid). */
  cancelledAt: z.optional(isoDateSchema),
  refundedAmount: z.optional(nairaSchema),
  /** Card charges the order could not take (paid already, or cancelled), refunded to the card
   * at the provider by the mock's webhook; the buyer's view only. */
  refundedCharges: z.optional(
    z.array(
      z.looseObject({ reference: z.string(), amount: nairaSchema, refundedAt: isoDateSchema }),
    ),
  ),
  /** The mock's simulated city will accept or refuse this order itself in a moment. */
  handledBy: z.optional(z.literal('city')),
  /** Mock only, the buyer's view: the part of the total the wallet put in (0: none). Its presence
   * says the order can be paid from the wallet (`walletPay`). */
  walletShare: z.optional(nairaSchema),
  rider: z.optional(
    z.looseObject({ _id: idSchema, name: z.string(), img: z.optional(z.string()) }),
  ),
  riderPosition: z.optional(
    z.looseObject({ lat: z.number(), lon: z.number(), progress: z.number() }),
  ),
  /** The ride's ends and its way over the roads ([lat, lon] points, store to destination). */
  riderRoute: z.optional(
    z.looseObject({
      store: z.looseObject({ lat: z.number(), lon: z.number(), name: z.optional(z.string()) }),
      /** `lga`: the address named only its local government, which the pin stands for (drawn
       * at its served district nearest its centre). */
      destination: z.looseObject({
        lat: z.number(),
        lon: z.number(),
        lga: z.optional(z.string()),
      }),
      path: z.array(z.tuple([z.number(), z.number()])),
    }),
  ),
  /** The ride's steps the simulated city saw, on its clock: whole minutes after the first. */
  cityMinutes: z.optional(
    z.looseObject({
      accepted: z.optional(z.number()),
      pickedUp: z.optional(z.number()),
      delivered: z.optional(z.number()),
    }),
  ),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** `GET /api/orders/:x/find/:orderId/:userId`: `{ products, details }`. */
const orderDetailsResponseSchema = z.looseObject({
  products: z.array(orderLineSchema),
  details: orderDetailsSchema,
});
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

/**
 * The mock's 404 for an order no one has: the hosted answer (§6.3) with a mock-only mark. The hosted
 * API answers `order not found` alike for a missing order and for someone else's; with the mark the
 * page says the order does not exist (a reset world forgot it, a wrong link) instead of "not yours".
 */
export const missingOrderAnswerSchema = z.object({
  message: z.literal('order not found'),
  missing: z.literal(true),
});
export type MissingOrderAnswer = z.infer<typeof missingOrderAnswerSchema>;

/** The order endpoints; the first path segment is the device id (the spec's `{deviceId}`). */
export const orderEndpoints = {
  /** Checkout: `extras` holds, per ordered item, its extras with a quantity above 0. */
  create: endpoint({
    method: 'POST',
    path: '/api/orders/:deviceId/:buyerId/:storeId',
    effect: writes('places an order (and pays it from the wallet when asked)'),
    body: createOrderRequestSchema,
    response: createOrderResponseSchema,
  }),
  /** Own orders of a tab, with the tab counts and the reader's balance. */
  list: endpoint({
    method: 'GET',
    path: '/api/orders/:deviceId/allorders/:userId',
    effect: reads,
    query: z.object({ query: z.optional(z.string()) }),
    response: ordersListResponseSchema,
  }),
  /** One order, the buyer's or the store's view. */
  details: endpoint({
    method: 'GET',
    path: '/api/orders/:deviceId/find/:orderId/:userId',
    effect: reads,
    response: orderDetailsResponseSchema,
  }),
  /** The store accepts an order: answers the new taken stamp as a bare JSON date string. */
  take: endpoint({
    method: 'PUT',
    path: '/api/orders/:deviceId/takeorder/:storeId/:orderId',
    effect: writes('the store accepts the order'),
    response: isoDateSchema,
  }),
  /** The store cancels and refunds: answers `true` (the new cancelled flag). */
  refund: endpoint({
    method: 'PUT',
    path: '/api/orders/:deviceId/refund/:storeId/:orderId',
    effect: writes('the store cancels the order and refunds its buyer'),
    response: z.boolean(),
  }),
};
