// Post extras: an item from the type's fixed list, a price and a limit (all needed to add);
// the same item twice → 'Can not add {extra} twice'.
import { useId, useState } from 'react';
import { formatNairaAmount } from '#shared/money.ts';
import { PRICE_MAX_NAIRA } from '#shared/schemas/field-limits.ts';
import type { ProductPostExtra } from '#shared/schemas/vendors.ts';
import { buttonClass } from '#src/components/button.tsx';
import { CloseButton } from '#src/components/close-button.tsx';
import { ChoiceOptions } from '#src/features/vendor-tools/choice-options.tsx';
import { extrasFor } from '#src/features/vendor-tools/post-catalogue.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { cannotAddTwice } from '#src/lib/texts.ts';
import { notifyWarning } from '#src/lib/toast.ts';

export interface ExtrasEditorProps {
  type: string;
  extras: ProductPostExtra[];
  onChange: (extras: ProductPostExtra[]) => void;
}

export function ExtrasEditor({ type, extras, onChange }: ExtrasEditorProps) {
  const id = useId();
  const [item, setItem] = useState('');
  const [price, setPrice] = useState('');
  const [limit, setLimit] = useState('');
  const choices = extrasFor(type);
  const priceValue = Number(price);
  const limitValue = Number(limit);
  // ₦0 to ₦10,000,000 in naira and kobo (at most two decimals): said at the field once typed.
  const priceWrong =
    price !== '' &&
    (!/^\d+(\.\d{1,2})?$/.test(price.trim()) || priceValue < 0 || priceValue > PRICE_MAX_NAIRA);
  const complete =
    item !== '' && price !== '' && !priceWrong && Number.isInteger(limitValue) && limitValue >= 1;

  const add = () => {
    if (!complete) return;
    if (extras.some((extra) => extra.item === item)) {
      notifyWarning(cannotAddTwice(item));
      return;
    }
    onChange([...extras, { item, price: priceValue, limit: limitValue }]);
    setItem('');
    setPrice('');
    setLimit('');
  };

  return (
    <fieldset className="vendor-extras">
      <legend>{vendorTexts.extras}</legend>
      {choices.length === 0 ? (
        <p className="vendor-note">{vendorTexts.noExtras}</p>
      ) : (
        <div className="vendor-extras__row">
          <label htmlFor={`${id}-item`}>{vendorTexts.extraItem}</label>
          <select id={`${id}-item`} value={item} onChange={(event) => setItem(event.target.value)}>
            <ChoiceOptions choices={choices} />
          </select>
          <label htmlFor={`${id}-price`}>{vendorTexts.extraPrice}</label>
          <input
            id={`${id}-price`}
            type="number"
            min={0}
            max={PRICE_MAX_NAIRA}
            step={0.01}
            inputMode="decimal"
            aria-invalid={priceWrong ? true : undefined}
            aria-describedby={priceWrong ? `${id}-price-error` : undefined}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
          <label htmlFor={`${id}-limit`}>{vendorTexts.extraLimit}</label>
          <input
            id={`${id}-limit`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
          />
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            disabled={!complete}
            onClick={add}
          >
            {vendorTexts.addExtra}
          </button>
          {priceWrong ? (
            <p id={`${id}-price-error`} className="field-error vendor-extras__error">
              {vendorTexts.extraPriceBound}
            </p>
          ) : null}
        </div>
      )}
      <ul className="vendor-chips" aria-label={vendorTexts.extras}>
        {extras.map((extra) => (
          <li key={extra.item} className="vendor-chip">
            {extra.item} · {formatNairaAmount(extra.price)} · ×{extra.limit}
            <CloseButton
              className="vendor-chip__remove"
              label={vendorTexts.remove(extra.item)}
              onClick={() => onChange(extras.filter((other) => other.item !== extra.item))}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
