// The one way a date and a time are written, in the app and the mock's simulator
// panel alike: '25 Nov 2026, 17:41', the day alone '25 Nov 2026', the time alone '17:41' — on the
// Lagos clock (integrations reference "Money and locale": Africa/Lagos, UTC+1, no daylight
// saving). Hand-written like the naira format (no ICU differences between browsers and Node).
// Its own module: the text helpers load with the first page, this only with the pages that date.

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The stamp's wall clock in Lagos (read with the UTC getters), or null for a bad date. */
function lagosClock(iso: string): Date | null {
  const at = new Date(iso).getTime();
  return Number.isNaN(at) ? null : new Date(at + LAGOS_OFFSET_MS);
}

const two = (n: number) => String(n).padStart(2, '0');

const day = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const time = (d: Date) => `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;

/** A day and time: '25 Nov 2026, 17:41' ('' for a bad date). */
export function dayTimeStamp(iso: string): string {
  const d = lagosClock(iso);
  return d ? `${day(d)}, ${time(d)}` : '';
}

/** The day alone: '25 Nov 2026' ('' for a bad date). */
export function dayStamp(iso: string): string {
  const d = lagosClock(iso);
  return d ? day(d) : '';
}

/** The time of day on the same clock: '17:41' ('' for a bad date). */
export function clockTime(iso: string): string {
  const d = lagosClock(iso);
  return d ? time(d) : '';
}
