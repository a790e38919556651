// Day and time on the order page's clock (the API's UTC, as the paid stamp), for its steps, its
// announcements and the account's cards. Its own module: the text helpers load with the first
// page, this only with those.
const dayTimeFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  // The clock of the order page's other stamps (paid, ordered on: the API's UTC text, spec).
  timeZone: 'UTC',
});

/** A day and time for an order's step or card: '24 Nov, 14:05' ('' for a bad date). */
export function dayTimeStamp(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : dayTimeFormat.format(at);
}

const clockFormat = new Intl.DateTimeFormat('en-NG', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** The time of day on the same clock: '17:59' ('' for a bad date). */
export function clockTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : clockFormat.format(at);
}
