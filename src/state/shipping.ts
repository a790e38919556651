// Shipping address store plus the payment reference kept after a provider success.
import { proxy } from 'valtio';

export interface ShippingAddress {
  name: string;
  street: string;
  localGvt: string;
  state: string;
  country: string;
  phoneNumber: string;
}

export interface PaymentReference {
  reference: string;
  message?: string;
}

export interface ShippingState {
  address: ShippingAddress | null;
  reference: PaymentReference | null;
}

export const SHIPPING_FIELDS = [
  'name',
  'street',
  'localGvt',
  'state',
  'country',
  'phoneNumber',
] as const satisfies ReadonlyArray<keyof ShippingAddress>;

export const shippingStore = proxy<ShippingState>({ address: null, reference: null });

export function setShippingAddress(address: ShippingAddress): void {
  shippingStore.address = { ...address };
}

export function clearShippingAddress(): void {
  shippingStore.address = null;
}

export function setPaymentReference(reference: PaymentReference): void {
  shippingStore.reference = { ...reference };
}

export function clearPaymentReference(): void {
  shippingStore.reference = null;
}
