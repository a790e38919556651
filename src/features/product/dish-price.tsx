// The price at the top of the product page: the dish's, and — once extras are chosen — what one
// plate with them costs (integer kobo inside, naira on the wire).

import { formatNaira, formatNairaAmount, nairaToKobo } from '#shared/money.ts';
import type { ProductDetail } from '#shared/schemas/products.ts';
import type { ChosenExtras } from '#src/features/product/extras-chooser.tsx';
import { productTexts } from '#src/features/product/product-texts.ts';

/** Kobo of the chosen extras for one plate (unknown ids and counts ≤ 0 count nothing). */
function chosenExtrasKobo(
  extras: ProductDetail['extras'] | undefined,
  chosen: ChosenExtras,
): number {
  let total = 0;
  for (const extra of extras ?? []) {
    const count = chosen[extra._id] ?? 0;
    if (count > 0) total += nairaToKobo(extra.price) * count;
  }
  return total;
}

export function DishPrice({ product, chosen }: { product: ProductDetail; chosen: ChosenExtras }) {
  const extrasKobo = chosenExtrasKobo(product.extras, chosen);
  return (
    <div className="product-page__prices">
      <p className="product-page__price">{formatNairaAmount(product.price)}</p>
      <p className="product-page__with-extras" aria-live="polite">
        {extrasKobo > 0
          ? `${productTexts.withExtras}: ${formatNaira(nairaToKobo(product.price) + extrasKobo)}`
          : ''}
      </p>
    </div>
  );
}
