import type { ShippingAddressInput } from '#shared/schemas/address.ts';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { nationalPhone } from '#src/lib/phone.ts';
import { SHIPPING_FIELDS } from '#src/state/shipping.ts';

export type ShippingDraft = Record<keyof ShippingAddressInput, string>;
type ShippingField = keyof ShippingAddressInput;

export const emptyDraft: ShippingDraft = {
  name: '',
  street: '',
  localGvt: '',
  state: '',
  country: '',
  phoneNumber: '',
};

/** What each field says when it is left blank (beside the field). */
const missingText: Record<ShippingField, string> = {
  name: 'Enter the name of the person who receives the order.',
  street: 'Enter the street and house number.',
  localGvt: 'Enter the local government area (for example Eti-Osa or Lagos Mainland).',
  state: 'Enter the state.',
  country: 'Enter the country.',
  phoneNumber: 'Enter a phone number the rider can call.',
};

/** The most characters of each field (the mock refuses an order with a longer one). */
export const shippingMaxLength: Record<ShippingField, number> = {
  name: TEXT_LIMITS.personName,
  street: TEXT_LIMITS.street,
  localGvt: TEXT_LIMITS.region,
  state: TEXT_LIMITS.region,
  country: TEXT_LIMITS.region,
  phoneNumber: TEXT_LIMITS.phone,
};

/** A field longer than its limit (an address kept from before the limits). */
const tooLongText = (max: number) => `Use at most ${max} characters.`;

/** A phone number that is not a Nigerian one ('123'). */
const PHONE_INVALID = 'Enter a Nigerian phone number of 11 digits, for example 0803 123 4567.';

/** Is it a Nigerian number ('0803 123 4567', '8031234567', '+234 803 123 4567'), not '123'? (Kept
 * here, not in lib/phone.ts, which the first page loads.) */
export function isNigerianPhone(value: string): boolean {
  return /^0\d{10}$/.test(nationalPhone(value));
}

/** Phone is numeric input: anything but digits is dropped as the user types. */
export function numericPhone(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Fields left blank (all six are required, spec section 5). */
export function missingFields(draft: ShippingDraft): ShippingField[] {
  return SHIPPING_FIELDS.filter((field) => draft[field].trim() === '');
}

/**
 * Each field's own message, in the form's order: a blank field says what to enter, a phone number
 * that is not a Nigerian one says so. Empty when the address can be saved and ordered to.
 */
export function fieldErrors(draft: ShippingDraft): Partial<Record<ShippingField, string>> {
  const errors: Partial<Record<ShippingField, string>> = {};
  for (const field of SHIPPING_FIELDS) {
    if (draft[field].trim() === '') errors[field] = missingText[field];
    else if (draft[field].trim().length > shippingMaxLength[field]) {
      errors[field] = tooLongText(shippingMaxLength[field]);
    }
  }
  if (!errors.phoneNumber && !isNigerianPhone(draft.phoneNumber)) {
    errors.phoneNumber = PHONE_INVALID;
  }
  return errors;
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
