// What a form says at a field about its limits: the limits themselves are declared
// once in shared/schemas/field-limits.ts, which the mock enforces too. Loaded by the forms only.
import { PASSWORD_MIN_LENGTH } from '#shared/schemas/field-limits.ts';

/** '{label} can be at most {max} characters.' once the text has reached its limit (typing stops
 * there and a longer paste is cut), else undefined. */
export function lengthNote(label: string, value: string, max: number): string | undefined {
  return value.length >= max ? `${label} can be at most ${max} characters.` : undefined;
}

/** A new password's message: at least 8 characters. */
export const passwordTooShort = `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`;

/** Is `password` long enough for a new password? */
export const longEnoughPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH;
