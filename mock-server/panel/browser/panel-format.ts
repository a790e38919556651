// How the panel writes amounts and times: the client's naira formatter (src/lib/money.ts) in the
// panel's styles, the naira sign ₦ throughout.
import { formatNaira, formatNairaAmount, type NairaStyle } from '#src/lib/money.ts';

const BALANCE: NairaStyle = { sign: '₦', kobo: 'if-any' };
const FIGURE: NairaStyle = { sign: '₦', kobo: 'none' };

/** A wallet balance (naira, as on the wire): `₦1,500`, `₦1,500.50`. */
export const balanceText = (naira: number): string => formatNairaAmount(naira, BALANCE);

/** A headline figure in kobo, rounded to the naira: `₦1,234,568`. */
export const figureText = (kobo: number): string => formatNaira(kobo, FIGURE);

/** Simulated time: `1h 5m`, or `5m 12s` under an hour. */
export const clockText = (ms: number): string => {
  const m = Math.floor(ms / 60000);
  const h = Math.floor(m / 60);
  return h > 0 ? `${h}h ${m % 60}m` : `${m}m ${Math.floor((ms % 60000) / 1000)}s`;
};

/** A charge in kobo: `₦4,900`, `₦4,900.50`. */
export const koboText = (kobo: number): string => formatNaira(kobo, BALANCE);
