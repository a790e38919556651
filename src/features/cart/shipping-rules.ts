import type { ShippingAddressInput } from '#src/api/schemas/address.ts';
import { SHIPPING_FIELDS } from '#src/state/shipping.ts';

export type ShippingDraft = Record<keyof ShippingAddressInput, string>;

export const emptyDraft: ShippingDraft = {
  name: '',
  street: '',
  localGvt: '',
  state: '',
  country: '',
  phoneNumber: '',
};

/** Phone is numeric input: anything but digits is dropped as the user types. */
export function numericPhone(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Fields left blank (all six are required, spec section 5). */
export function missingFields(draft: ShippingDraft): Array<keyof ShippingAddressInput> {
  return SHIPPING_FIELDS.filter((field) => draft[field].trim() === '');
}

/** The address to save, trimmed. */
export function toAddress(draft: ShippingDraft): ShippingAddressInput {
  return {
    name: draft.name.trim(),
    street: draft.street.trim(),
    localGvt: draft.localGvt.trim(),
    state: draft.state.trim(),
    country: draft.country.trim(),
    phoneNumber: numericPhone(draft.phoneNumber),
  };
}
