// Phone numbers as Nigerians read them, one helper for every place a number is shown (order
// details, cart, checkout sheet, footer and help contacts). The hosted API stores the shipping
// phone as a Number, so 08031234567 comes back as 8031234567: ten digits get their leading zero
// back. International forms (+234 / 234…) are shown in the national form.

function digitsOf(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace(/\D/g, '');
}

/** 11 national digits (0 + 10), or null when the value is not a Nigerian number. */
function national(value: string | number | null | undefined): string | null {
  const digits = digitsOf(value);
  if (digits.length === 13 && digits.startsWith('234')) return `0${digits.slice(3)}`;
  if (digits.length === 10 && !digits.startsWith('0')) return `0${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return digits;
  return null;
}

/** `8031234567` → `08031234567` (for payment metadata and forms); other values as written. */
export function nationalPhone(value: string | number | null | undefined): string {
  return national(value) ?? (value === null || value === undefined ? '' : String(value).trim());
}

/** `8031234567`, `+234 803 123 4567` → `0803 123 4567`; other values as written. */
export function formatPhone(value: string | number | null | undefined): string {
  const n = national(value);
  if (!n) return value === null || value === undefined ? '' : String(value).trim();
  return `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
}

/** `tel:` link target: `tel:+2348031234567` for Nigerian numbers, the digits otherwise. */
export function phoneHref(value: string | number | null | undefined): string {
  const n = national(value);
  return n ? `tel:+234${n.slice(1)}` : `tel:${digitsOf(value)}`;
}
