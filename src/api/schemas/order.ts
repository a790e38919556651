import { z } from 'zod/mini';
import { addressLines } from './address.ts';
import { idSchema, isoDateSchema, nairaSchema } from './common.ts';

/** Shipping address; `phoneNumber` is stored as a Number by the API, the form may send text. */
const shippingAddressSchema = z.looseObject({
  ...addressLines,
  phoneNumber: z.union([z.number(), z.string()]),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** One chosen extra of a cart item: `{ _id, item, price, quantity }`. */
const orderExtraLineSchema = z.looseObject({
  _id: z.optional(idSchema),
  item: z.string(),
  price: nairaSchema,
  quantity: z.number(),
});
export type OrderExtraLine = z.infer<typeof orderExtraLineSchema>;

/** A cart item as sent in `orderedItems` (product fields plus quantity; `userId` is the store). */
const orderedItemSchema = z.looseObject({
  _id: idSchema,
  name: z.string(),
  price: nairaSchema,
  imgs: z.array(z.looseObject({ url: z.string() })),
  category: z.string(),
  quantity: z.number().check(z.int()).check(z.positive()),
  userId: idSchema,
});
export type OrderedItem = z.infer<typeof orderedItemSchema>;

/**
 * `POST /api/orders/:deviceId/:userId/:storeOwnerId` body. `extras` holds, per ordered item, the
 * extras whose quantity is above 0 (a `null` entry is tolerated, as the hosted API does).
 */
export const createOrderRequestSchema = z.looseObject({
  orderedItems: z.array(orderedItemSchema).check(z.minLength(1)),
  shippingAddress: shippingAddressSchema,
  total: nairaSchema,
  subtotal: nairaSchema,
  shippingFee: nairaSchema,
  extras: z.optional(z.array(z.nullable(z.array(orderExtraLineSchema)))),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Order creation answers `{ _id }`. */
export const createOrderResponseSchema = z.looseObject({ _id: idSchema });

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
export const ordersListResponseSchema = z.looseObject({
  orders: z.array(orderRowSchema),
  counts: orderCountsSchema,
  bal: nairaSchema,
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
  rider: z.optional(
    z.looseObject({ _id: idSchema, name: z.string(), img: z.optional(z.string()) }),
  ),
  riderPosition: z.optional(
    z.looseObject({ lat: z.number(), lon: z.number(), progress: z.number() }),
  ),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** `GET /api/orders/:x/find/:orderId/:userId`: `{ products, details }`. */
export const orderDetailsResponseSchema = z.looseObject({
  products: z.array(orderLineSchema),
  details: orderDetailsSchema,
});
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

/** Take order answers the new taken stamp as a bare JSON date string. */
export const takeOrderResponseSchema = isoDateSchema;

/** Refund answers `true` (the new cancelled flag). */
export const refundOrderResponseSchema = z.boolean();
