/**
 * The kobo of a naira amount when it is a whole number of kobo (at most two decimals, e.g.
 * 1999.99), else undefined: ₦0.001 is not an amount of money, and rounding it would store ₦0.
 * Tolerates binary floating point (19.99 × 100 = 1998.9999999999998).
 */
export function exactKobo(naira: number): number | undefined {
  if (!Number.isFinite(naira)) return undefined;
  const kobo = naira * 100;
  const whole = Math.round(kobo);
  return Math.abs(kobo - whole) < 1e-6 ? whole : undefined;
}
