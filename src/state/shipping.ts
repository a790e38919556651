// Shipping address store: the address the buyer typed, sent with the next order.
import { proxy } from 'valtio';
import type { ShippingAddressInput } from '#src/api/schemas/address.ts';

export type ShippingAddress = ShippingAddressInput;

export interface ShippingState {
  address: ShippingAddress | null;
}

/** The form's fields, in the order it shows them. */
export const SHIPPING_FIELDS = [
  'name',
  'street',
  'localGvt',
  'state',
  'country',
  'phoneNumber',
] as const satisfies ReadonlyArray<keyof ShippingAddress>;

export const shippingStore = proxy<ShippingState>({ address: null });

export function setShippingAddress(address: ShippingAddress): void {
  shippingStore.address = { ...address };
}

export function clearShippingAddress(): void {
  shippingStore.address = null;
}
