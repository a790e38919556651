// Shipping address store: the address the buyer typed, sent with the next order.
import { proxy } from 'valtio';
import type { ShippingAddressInput } from '#shared/schemas/address.ts';

export interface ShippingState {
  address: ShippingAddressInput | null;
}

/** The form's fields, in the order it shows them. */
export const SHIPPING_FIELDS = [
  'name',
  'street',
  'localGvt',
  'state',
  'country',
  'phoneNumber',
] as const satisfies ReadonlyArray<keyof ShippingAddressInput>;

export const shippingStore = proxy<ShippingState>({ address: null });

export function setShippingAddress(address: ShippingAddressInput): void {
  shippingStore.address = { ...address };
}

export function clearShippingAddress(): void {
  shippingStore.address = null;
}
