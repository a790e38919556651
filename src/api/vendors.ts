import { mutationOptions } from '@tanstack/react-query';
import { type ProductPostExtra, vendorEndpoints } from '../../shared/schemas/vendors.ts';
import { apiRequest } from './client.ts';
import { getDeviceId } from './device-id.ts';
import { orderQueries } from './orders.ts';
import { productQueries } from './products.ts';
import { storeQueries } from './stores.ts';

// Vendor registration: a user becomes a store.

export interface VendorRegistrationInput {
  businessImg?: Blob;
  businessName: string;
  physicalAddress: string;
  placesCanDeliverTo: string[];
}

/** `POST /api/users/vendor/{deviceId}/registration/{userId}`: multipart `businessImg` file and
 * text fields, `placesCanDeliverTo` as JSON. */
export async function registerVendor(userId: string, input: VendorRegistrationInput) {
  const deviceId = await getDeviceId();
  const form = new FormData();
  if (input.businessImg) form.append('businessImg', input.businessImg);
  form.append('businessName', input.businessName);
  form.append('physicalAddress', input.physicalAddress);
  form.append('placesCanDeliverTo', JSON.stringify(input.placesCanDeliverTo));
  return apiRequest(vendorEndpoints.register, { params: { deviceId, userId }, form });
}

/** A new vendor becomes a store: store lists, the orders page's vendor flags and the store's own
 * page change. */
export const registerVendorMutation = (userId: string) =>
  mutationOptions({
    mutationKey: ['stores', 'register-vendor', userId],
    mutationFn: (input: VendorRegistrationInput) => registerVendor(userId, input),
    onSuccess: (_data, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeQueries.all() }),
        client.invalidateQueries({ queryKey: orderQueries.lists(userId) }),
        client.invalidateQueries({ queryKey: productQueries.store(userId) }),
      ]),
  });

export interface ProductPostInput {
  /** Up to 4 photos. */
  imgs: Blob[];
  name: string;
  type: string;
  desc: string;
  category: string;
  price: number;
  content: string[];
  visibility: string;
  extras: ProductPostExtra[];
}

/** `POST /api/products/post/{deviceId}?userId=`: multipart `imgs` files and text fields with
 * `content` and `extras` as JSON. */
export async function postProduct(userId: string, input: ProductPostInput) {
  const deviceId = await getDeviceId();
  const form = new FormData();
  for (const img of input.imgs) form.append('imgs', img);
  form.append('name', input.name);
  form.append('type', input.type);
  form.append('desc', input.desc);
  form.append('category', input.category);
  form.append('price', String(input.price));
  form.append('content', JSON.stringify(input.content));
  form.append('visibility', input.visibility);
  form.append('extras', JSON.stringify(input.extras));
  return apiRequest(vendorEndpoints.postProduct, { params: { deviceId }, query: { userId }, form });
}

/** Posting a product changes every product list (and the store's page and categories). */
export const postProductMutation = (userId: string) =>
  mutationOptions({
    mutationKey: ['products', 'post', userId],
    mutationFn: (input: ProductPostInput) => postProduct(userId, input),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: productQueries.all() }),
  });
