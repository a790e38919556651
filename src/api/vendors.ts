import { mutationOptions } from '@tanstack/react-query';
import { apiRequest, seg } from './client.ts';
import { getDeviceId } from './device-id.ts';
import { orderQueries } from './orders.ts';
import { productQueries } from './products.ts';
import { vendorRegistrationResponseSchema } from './schemas/store.ts';
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
  return apiRequest({
    method: 'POST',
    path: `/api/users/vendor/${seg(deviceId)}/registration/${seg(userId)}`,
    form,
    schema: vendorRegistrationResponseSchema,
  });
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
