import { z } from 'zod';
import { shippingAddressInputSchema } from '#shared/schemas/address.ts';

// Record schemas of the mock's store. Money is integer kobo (`…Kobo`), times are epoch
// milliseconds. Password and OTP hashes live only here and never leave the domain.

const id = z.string();
const ms = z.number().int();
const kobo = z.number().int();
const otpFields = {
  otpHash: z.string().nullable(),
  otpCreatedAt: ms.nullable(),
  otpAttempts: z.number().int(),
  otpIsVerified: z.boolean(),
};

export const userRecord = z.object({
  _id: id,
  email: z.string(),
  passwordHash: z.string(),
  surname: z.string(),
  firstname: z.string(),
  name: z.string(),
  img: z.string(),
  age: z.string(),
  country: z.string(),
  state: z.string(),
  lga: z.string(),
  businessName: z.string(),
  businessImg: z.string(),
  physicalAddress: z.string(),
  placesCanDeliverTo: z.array(z.string()),
  timeOpen: z.string(),
  category: z.string(),
  status: z.string(),
  wallet: z.boolean(),
  rating: z.number(),
  verified: z.boolean(),
  suspended: z.boolean(),
  blocked: z.boolean(),
  deliveryRate: z.number(),
  km: z.number(),
  balanceKobo: kobo,
  isDispatcher: z.boolean(),
  /** Deliveries a rider has completed (seeded history plus orders delivered in this world). */
  ridesCompleted: z.number().int().nonnegative(),
  isBusinessOwner: z.boolean(),
  /** The seeded world's last sign of the user before it began (a store's presence starts here). */
  lastActiveAt: ms.optional(),
  ...otpFields,
  createdAt: ms,
  updatedAt: ms,
});
export type UserRecord = z.infer<typeof userRecord>;

export const deviceRecord = z.object({
  _id: id,
  userId: id,
  /** The client's device id (the hosted API's `fingerprint`). */
  deviceId: z.string(),
  device: z.string(),
  browser: z.string(),
  ip: z.string(),
  location: z.string(),
  ...otpFields,
  createdAt: ms,
});
export type DeviceRecord = z.infer<typeof deviceRecord>;

export const resetRequestRecord = z.object({
  _id: id,
  userId: id,
  deviceId: z.string(),
  ...otpFields,
  createdAt: ms,
});

export const productRecord = z.object({
  _id: id,
  /** The store selling it (its vendor's user id; `userId` on the wire). */
  storeId: id,
  name: z.string(),
  desc: z.string(),
  priceKobo: kobo,
  content: z.array(z.string()),
  imgs: z.array(z.object({ url: z.string(), imgId: z.string(), _id: id })),
  category: z.string(),
  type: z.string(),
  visibility: z.string(),
  removed: z.boolean(),
  extras: z.array(z.object({ _id: id, item: z.string(), priceKobo: kobo, limit: z.number() })),
  createdAt: ms,
  updatedAt: ms,
});
export type ProductRecord = z.infer<typeof productRecord>;

export const reviewRecord = z.object({
  _id: id,
  userId: id,
  reviewerId: id,
  msg: z.string(),
  positive: z.boolean(),
  createdAt: ms,
});
export type ReviewRecord = z.infer<typeof reviewRecord>;

export const orderRecord = z.object({
  _id: id,
  buyerId: id,
  /** The store the order is from (its vendor's user id; `businessId` on the wire). */
  storeId: id,
  orderedItems: z.array(
    z.object({
      _id: id,
      name: z.string(),
      priceKobo: kobo,
      imgs: z.array(z.string()),
      category: z.string(),
      quantity: z.number().int(),
      productId: id,
    }),
  ),
  extras: z.array(
    z.object({ _id: id, item: z.string(), priceKobo: kobo, quantity: z.number().int() }),
  ),
  /** Kept as the client's form sends it: six text fields. */
  shippingAddress: shippingAddressInputSchema,
  subtotalKobo: kobo,
  shippingFeeKobo: kobo,
  totalKobo: kobo,
  isPaid: z.boolean(),
  isPaidAt: ms.nullable(),
  paidKobo: kobo,
  paymentMethod: z.enum(['card', 'wallet']).nullable(),
  /** The part of the total the buyer's wallet put in (mock-only, `POST /api/orders/wallet-pay`):
   * held while the order is unpaid, part of the payment once paid; given back (and kept here as
   * what was given back) when the order is cancelled unpaid. */
  walletShareKobo: kobo.optional(),
  reference: z.string().nullable(),
  isTaken: ms.nullable(),
  /** When the store accepted it (mock-only: the hosted `isTaken` is also stamped by a refund). */
  acceptedAt: ms.optional(),
  isCancelled: z.boolean(),
  /** When the store cancelled it (mock-only). */
  cancelledAt: ms.optional(),
  refundedKobo: kobo,
  /** Card charges made for this order after it was paid (or cancelled), refunded to the card at
   * the provider when its webhook said so (mock-only; the hosted API has no webhook). */
  cardRefunds: z.array(z.object({ reference: z.string(), amountKobo: kobo, at: ms })).optional(),
  isDelivered: z.boolean(),
  isDeliveredAt: ms.nullable(),
  /** The rider who carries the order (set when a rider picks it up, or on delivery). */
  riderId: z.string().optional(),
  /** When a rider left the store with it (the simulator; mock-only, never hosted). */
  pickedUpAt: ms.optional(),
  createdAt: ms,
  updatedAt: ms,
});
export type OrderRecord = z.infer<typeof orderRecord>;

const transactionKinds = [
  'seed',
  'deposit',
  'order-payment',
  'wallet-checkout',
  'refund',
  // The buyer's wallet puts a part of an order's total in (−), or gets it back (+).
  'wallet-share',
  'wallet-share-back',
] as const;

/** One balance change of one user (every change writes exactly one). */
export const transactionRecord = z.object({
  _id: id,
  userId: id,
  kind: z.enum(transactionKinds),
  deltaKobo: kobo,
  balanceAfterKobo: kobo,
  buyerId: z.string(),
  /** The store of the order it belongs to ('' when none). */
  storeId: z.string(),
  orderId: z.string(),
  reference: z.string(),
  createdAt: ms,
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const accountRecord = z.object({
  _id: id,
  userId: id,
  bank: z.string(),
  accountNumber: z.string(),
  order_ref: z.string(),
  createdAt: ms,
});

/** Paystack's transaction statuses the emulated provider uses (`reversed`: refunded in full). */
export const providerStatuses = [
  'ongoing',
  'success',
  'failed',
  'abandoned',
  'pending',
  'reversed',
] as const;

/** A transaction of the emulated card provider (Paystack-like). */
export const providerTransactionRecord = z.object({
  _id: id,
  providerId: z.number().int(),
  reference: z.string(),
  accessCode: z.string(),
  key: z.string(),
  email: z.string(),
  amountKobo: kobo,
  currency: z.string(),
  channels: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  status: z.enum(providerStatuses),
  channel: z.string(),
  paidAt: ms.nullable(),
  usedByOrderId: z.string().nullable(),
  createdAt: ms,
});
export type ProviderTransactionRecord = z.infer<typeof providerTransactionRecord>;

export const sessionRecord = z.object({
  _id: id,
  token: z.string(),
  userId: id,
  createdAt: ms,
  lastSeenAt: ms,
});

export const outboxRecord = z.object({
  _id: id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string(),
  sentAt: z.string(),
});

export const uploadRecord = z.object({
  _id: id,
  userId: id,
  filename: z.string(),
  mimetype: z.string(),
  data: z.instanceof(Uint8Array),
  createdAt: ms,
});
