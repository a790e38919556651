import { MatchersV3 } from '@pact-foundation/pact';
import { EXAMPLE, id, isoDate } from './ids.ts';

const { like, eachLike, atLeastLike, boolean, integer, number, regex } = MatchersV3;

// Response shapes the client relies on (shared/schemas), as Pact matchers: types and formats,
// not the example values. Naira amounts use `number`: the wire carries naira that may be whole
// (2500) or carry kobo (2500.5), and Pact's `decimal` rejects whole numbers.
//
// Pact has no optional keys, so a field the hosted API may leave out (never set on the document:
// a reviewer's name or photo, a rider's name, a store without a photo, an order line without an
// image) is not in these shapes at all; the client's schemas mark those fields optional.

/** A list the hosted API may answer empty (Mongoose array fields default to `[]`). */
const listOf = <T>(template: T) => atLeastLike(template, 0, 1);

export const naira = (example: number) => number(example);

const productImage = {
  url: like('/__mock/media/seed/dish/jollof-rice-chicken.svg'),
  imgId: like('seed/Jollof Rice & Chicken'),
};

export const extraShape = {
  _id: id(EXAMPLE.extraId),
  item: like('Fried plantain (dodo)'),
  price: naira(500),
};

/** A raw Product document (`/api/products`, `/recommended`, a store page, a product post). */
export const productShape = (productId: string = EXAMPLE.productId) => ({
  _id: id(productId),
  name: like('Jollof Rice & Chicken'),
  desc: like('Smoky party jollof with fried chicken'),
  price: naira(4250),
  imgs: listOf(productImage),
  content: listOf('jollof rice'),
  userId: id(EXAMPLE.vendorId),
  category: like('Food'),
  type: like('Rice'),
});

export const storeCardShape = {
  _id: id(EXAMPLE.vendorId),
  businessName: like("Mama Put's Kitchen Yaba"),
  verified: boolean(true),
  rating: number(4.5),
  km: number(12),
  deliveryRate: number(1),
};

export const reviewShape = {
  _id: id(EXAMPLE.reviewId),
  msg: like('The jollof was smoky and hot, rider was fast.'),
  reviewerId: id(EXAMPLE.buyerId),
  positive: boolean(true),
};

export const riderShape = {
  _id: id(EXAMPLE.riderId),
  rating: number(4.8),
  km: number(12),
  deliveryRate: number(1),
};

export const orderRowShape = {
  _id: id(EXAMPLE.orderId),
  content: eachLike({
    name: like('Jollof Rice & Chicken'),
    category: like('Food'),
    quantity: integer(1),
    productId: id(EXAMPLE.productId),
  }),
  isDelivered: boolean(false),
  isPaid: boolean(false),
  isCancelled: boolean(false),
};

export const orderCountsShape = {
  pending: integer(2),
  dispatched: integer(2),
  delivered: integer(2),
  refunded: integer(2),
  all: integer(9),
};

export const shippingAddressExample = {
  name: 'Adaeze Okafor',
  street: '12 Herbert Macaulay Way',
  localGvt: 'Yaba',
  state: 'Lagos',
  country: 'Nigeria',
  phoneNumber: '08031234567',
};

const shippingAddressShape = {
  name: like('Adaeze Okafor'),
  street: like('12 Herbert Macaulay Way'),
  localGvt: like('Yaba'),
  state: like('Lagos'),
  country: like('Nigeria'),
  phoneNumber: integer(8031234567),
};

export const orderLineShape = (businessId: unknown) => ({
  name: like('Jollof Rice & Chicken'),
  quantity: integer(1),
  price: naira(4250),
  category: like('Food'),
  productId: id(EXAMPLE.productId),
  businessId,
});

export const orderDetailsCore = {
  _id: id(EXAMPLE.orderId),
  buyerId: id(EXAMPLE.buyerId),
  businessId: id(EXAMPLE.vendorId),
  buyerName: like('Okafor  Adaeze'),
  businessName: like("Mama Put's Kitchen Yaba"),
  shippingAddress: shippingAddressShape,
  total: naira(5750),
  subtotal: naira(4250),
  shippingFee: naira(1500),
  isCancelled: boolean(false),
  createdAt: isoDate(),
};

export const transactionShape = {
  buyerId: id(EXAMPLE.buyerId),
  amount: naira(5750),
  businessName: like("Mama Put's Kitchen Yaba"),
  buyerName: like('Adaeze'),
  createdAt: isoDate(),
};

export const walletAccountShape = {
  bank: like('Wema Bank'),
  accountNumber: regex('^\\d{10}$', '7812345678'),
};

export const sessionUserShape = { firstname: like('Adaeze'), _id: id(EXAMPLE.buyerId) };

/** `{ message }` with the literal text the client shows or checks. */
export const messageBody = (text: string) => ({ message: text });

/** A bare JSON string body (`"store exist"`): Pact takes a plain string as already-encoded JSON. */
export const bareJsonString = (text: string) => JSON.stringify(text);
