// Extras chosen with the dish before 'Add To Tray' (as food apps do): each with its price and a
// − n + within the store's limit; the counts go into the cart with the dish.

import { formatNairaAmount } from '#shared/money.ts';
import type { ProductDetail } from '#shared/schemas/products.ts';
import { Stepper } from '#src/components/stepper.tsx';
import { extraLimitText, productTexts } from '#src/features/product/product-texts.ts';

export type ChosenExtras = Readonly<Record<string, number>>;

export function ExtrasChooser({
  extras,
  chosen,
  onChange,
}: {
  extras: NonNullable<ProductDetail['extras']>;
  chosen: ChosenExtras;
  onChange: (next: ChosenExtras) => void;
}) {
  return (
    <section className="extras-chooser" aria-labelledby="extras-chooser-title">
      <h2 id="extras-chooser-title" className="product-page__sub">
        {productTexts.extras}
      </h2>
      <ul className="extras-chooser__list">
        {extras.map((extra) => (
          <li key={extra._id} className="extras-chooser__item">
            <span className="extras-chooser__name">
              {extra.item}{' '}
              <span className="extras-chooser__price">{formatNairaAmount(extra.price)}</span>
              {extra.limit ? (
                <span className="extras-chooser__limit"> {extraLimitText(extra.limit)}</span>
              ) : null}
            </span>
            <Stepper
              label={extra.item}
              value={chosen[extra._id] ?? 0}
              min={0}
              max={extra.limit && extra.limit > 0 ? extra.limit : undefined}
              onChange={(next) => onChange({ ...chosen, [extra._id]: next })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
