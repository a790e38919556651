// The sign-up's date of birth written the way the buyer's locale writes dates (en-NG: dd/mm/yyyy,
// never the US mm/dd/yyyy a browser's date picker may show), and sent as the API's date text
// (yyyy-mm-dd, as the date input sent it).
const LOCALE = 'en-NG';

type Part = 'day' | 'month' | 'year';

const numeric = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const sample = numeric.formatToParts(new Date(Date.UTC(2001, 1, 3)));
const order = sample
  .map((part) => part.type)
  .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
const separator = sample.find((part) => part.type === 'literal')?.value ?? '/';
const placeholders: Record<Part, string> = { day: 'dd', month: 'mm', year: 'yyyy' };

/** The locale's way: 'dd/mm/yyyy' in en-NG. */
export const birthDatePattern = order.map((part) => placeholders[part]).join(separator);

/** A date as the locale writes it: 25 December 1995 → '25/12/1995'. */
export const birthDateExample = numeric.format(new Date(Date.UTC(1995, 11, 25)));

/**
 * The API's `yyyy-mm-dd` for a date of birth typed the locale's way ('02/04/1995' → '1995-04-02';
 * any of / - . or space between the parts), or null when it is not a real date from 1900 up to
 * `today`.
 */
export function parseBirthDate(text: string, today: Date): string | null {
  const pieces = text.trim().split(/[/.\-\s]+/);
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return null;
  const value = Object.fromEntries(order.map((part, i) => [part, Number(pieces[i])])) as Record<
    Part,
    number
  >;
  if (String(pieces[order.indexOf('year')]).length !== 4) return null;
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day));
  const real =
    date.getUTCFullYear() === value.year &&
    date.getUTCMonth() === value.month - 1 &&
    date.getUTCDate() === value.day;
  if (!real || value.year < 1900 || date.getTime() > today.getTime()) return null;
  return date.toISOString().slice(0, 10);
}
