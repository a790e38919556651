// Money rules (spec sections 5 and 9). Integer kobo inside; naira only on the wire and at the edge.
// Formatting is hand-rolled (no Intl currency formatting: some ICU builds print `NGN`).

/** 1 naira = 100 kobo. */
const KOBO_PER_NAIRA = 100;

/** Delivery fee when the items subtotal (excluding extras) is above 5000 naira. */
const DELIVERY_FEE_HIGH_KOBO = 1200 * KOBO_PER_NAIRA;
/** Delivery fee otherwise. */
const DELIVERY_FEE_LOW_KOBO = 1500 * KOBO_PER_NAIRA;
/** The items subtotal must be strictly above this for the lower fee. */
const DELIVERY_FEE_THRESHOLD_KOBO = 5000 * KOBO_PER_NAIRA;

/**
 * Naira (a wire number such as 5000.01) to integer kobo without float error: the product is
 * rounded at 12 significant digits before the final rounding, so 5000.01 → 500001 and
 * 1.005 → 101 (not 100).
 */
export function nairaToKobo(naira: number): number {
  if (!Number.isFinite(naira)) return 0;
  const scaled = Number((naira * KOBO_PER_NAIRA).toPrecision(12));
  const rounded = Math.round(Math.abs(scaled)) * Math.sign(scaled);
  return rounded === 0 ? 0 : rounded;
}

/** Integer kobo to a naira number for the wire (e.g. 500001 → 5000.01). */
export function koboToNaira(kobo: number): number {
  return Math.round(kobo) / KOBO_PER_NAIRA;
}

/**
 * The one way an amount is written, in the app and the mock's simulator panel alike (integrations
 * reference "Money and locale": `N` plus two decimals): 150000 → `N1,500.00`, -5 → `-N0.05`.
 */
export function formatNaira(kobo: number): string {
  const whole = Number.isFinite(kobo) ? Math.round(kobo) : 0;
  const abs = Math.abs(whole);
  const naira = Math.floor(abs / KOBO_PER_NAIRA);
  const rest = abs % KOBO_PER_NAIRA;
  const sign = whole < 0 ? '-' : '';
  const grouped = String(naira).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}N${grouped}.${String(rest).padStart(2, '0')}`;
}

/** Wire naira straight to display: 1500 → `N1,500.00`. */
export function formatNairaAmount(naira: number): string {
  return formatNaira(nairaToKobo(naira));
}

/** The delivery fee's rule (spec: 1200 when the items subtotal is above 5000, otherwise 1500), for
 * the texts that say it where the fee is shown. */
export const DELIVERY_FEE_RULE = {
  lowerKobo: DELIVERY_FEE_HIGH_KOBO,
  standardKobo: DELIVERY_FEE_LOW_KOBO,
  dishesAboveKobo: DELIVERY_FEE_THRESHOLD_KOBO,
} as const;

/** 1200 naira when the items subtotal (extras excluded) is above 5000 naira, otherwise 1500. */
export function deliveryFeeKobo(itemsSubtotalKobo: number): number {
  return itemsSubtotalKobo > DELIVERY_FEE_THRESHOLD_KOBO
    ? DELIVERY_FEE_HIGH_KOBO
    : DELIVERY_FEE_LOW_KOBO;
}

/** What the totals need from a cart line: wire prices in naira, counts as integers. */
export interface PricedLine {
  price: number;
  quantity: number;
  extras?: ReadonlyArray<{ price: number; quantity: number }>;
}

export interface CartTotals {
  /** Sum of price × quantity of the items, extras excluded (kobo). */
  itemsSubtotal: number;
  /** Sum of price × quantity of every extra (kobo). */
  extrasTotal: number;
  /** itemsSubtotal + extrasTotal (kobo). */
  subtotal: number;
  /** Delivery fee from the items subtotal; 0 for an empty cart (kobo). */
  shippingFee: number;
  /** subtotal + shippingFee (kobo). */
  total: number;
}

function count(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** A line priced in kobo: a dish or an extra, and how many. */
export interface KoboLine {
  priceKobo: number;
  quantity: number;
}

/**
 * The one totals routine (the cart, and the mock recomputing an order from its own prices): the
 * delivery fee follows the items subtotal, extras excluded; no items means nothing to deliver.
 */
export function orderTotals(
  items: ReadonlyArray<KoboLine>,
  extras: ReadonlyArray<KoboLine>,
): CartTotals {
  let itemsSubtotal = 0;
  let extrasTotal = 0;
  for (const line of items) itemsSubtotal += line.priceKobo * line.quantity;
  for (const line of extras) extrasTotal += line.priceKobo * line.quantity;
  const subtotal = itemsSubtotal + extrasTotal;
  const shippingFee = items.length === 0 ? 0 : deliveryFeeKobo(itemsSubtotal);
  return { itemsSubtotal, extrasTotal, subtotal, shippingFee, total: subtotal + shippingFee };
}

/** Totals of a cart in kobo (wire prices in naira; a count that is not a whole number above 0
 * counts as none). */
export function cartTotals(items: ReadonlyArray<PricedLine>): CartTotals {
  const inKobo = (line: { price: number; quantity: number }): KoboLine => ({
    priceKobo: nairaToKobo(line.price),
    quantity: count(line.quantity),
  });
  return orderTotals(
    items.map(inKobo),
    items.flatMap((line) => (line.extras ?? []).map(inKobo)),
  );
}
