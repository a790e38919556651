// How the panel writes amounts and dates: the client's one naira format (shared/money.ts,
// `N1,500.00`) and its one date format (shared/day-time.ts, `25 Nov 2026, 17:41` on the Lagos
// clock), so a presenter reads the same figure and time on the panel and in the app.
import { clockTime, dayTimeStamp } from '#shared/day-time.ts';
import { formatNaira, formatNairaAmount } from '#shared/money.ts';

/** A wallet balance (naira, as on the wire): `N1,500.00`, `N1,500.50`. */
export const balanceText = (naira: number): string => formatNairaAmount(naira);

/** A headline figure in kobo: `N1,234,567.89`. */
export const figureText = (kobo: number): string => formatNaira(kobo);

/** Simulated time: `1h 5m`, or `5m 12s` under an hour. */
export const clockText = (ms: number): string => {
  const m = Math.floor(ms / 60000);
  const h = Math.floor(m / 60);
  return h > 0 ? `${h}h ${m % 60}m` : `${m}m ${Math.floor((ms % 60000) / 1000)}s`;
};

/** A stamp (ISO text): `25 Nov 2026, 17:41`. */
export const dayTimeText = (iso: string): string => dayTimeStamp(iso);

/** The time of day of a stamp: `17:41`. */
export const timeText = (iso: string): string => clockTime(iso);

/** A charge in kobo: `N4,900.00`, `N4,900.50`. */
export const koboText = (kobo: number): string => formatNaira(kobo);
