import { nairaToKobo } from '#shared/money.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';

/**
 * The wallet's part of the order (`walletShare`, the mock's wallet payment; 0 elsewhere) and what
 * is left for a card, in kobo.
 */
export function walletSplit(details: OrderDetails): { shareKobo: number; dueKobo: number } {
  const shareKobo = nairaToKobo(details.walletShare ?? 0);
  return { shareKobo, dueKobo: nairaToKobo(details.total) - shareKobo };
}
