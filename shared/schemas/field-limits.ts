// The limits of what a person may type, declared once: the client's inputs (their `maxLength`
// and the message at the field) and the mock's request schemas (`limitedText` in common.ts: a 400
// `{ message }` naming the field and the limit) both read them. Plain numbers and words, no zod:
// any chunk may import them.

/** The most characters each text field takes. */
export const TEXT_LIMITS = {
  /** A dish's name. */
  productName: 120,
  /** A dish's description. */
  productDesc: 2000,
  /** Category, type and visibility of a dish (chosen from lists). */
  productChoice: 60,
  /** One content line of a dish, and how many lines. */
  contentLine: 200,
  contentLines: 30,
  /** An extra's name. */
  extraItem: 80,
  /** A store's name, its address and one place it delivers to (and how many places). */
  businessName: 80,
  physicalAddress: 300,
  deliveryPlace: 100,
  deliveryPlaces: 30,
  /** First name, surname, the name on a shipping address. */
  personName: 60,
  /** State, country, local government area. */
  region: 60,
  /** A street and house number. */
  street: 200,
  email: 254,
  password: 128,
  phone: 20,
  /** A review's text. */
  review: 1000,
  /** A search box's text (a dish, a store, a rider, a place's full name). */
  search: 200,
} as const;

/** The fewest characters of a new password (sign-up, password change). */
export const PASSWORD_MIN_LENGTH = 8;

/** The highest price of a dish or an extra, in naira (₦10,000,000). */
export const PRICE_MAX_NAIRA = 10_000_000;

/** '{field} must be at most {max} characters': the mock's and the client's words alike. */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be at most ${max} characters`;
}

/** '{field} must be between N0.01 and N10,000,000.00': a price's bound, said with it, in the
 * app's way of writing money (formatNaira). */
export function priceBoundMessage(field: string): string {
  return `${field} must be between N0.01 and N10,000,000.00`;
}

/** 'Password must be at least 8 characters'. */
export const passwordTooShortMessage = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
