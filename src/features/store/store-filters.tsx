import { type FormEvent, useEffect, useId, useState } from 'react';
import { formatNairaAmount } from '#shared/money.ts';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { buttonClass } from '#src/components/button.tsx';
import type { StoreParams } from '#src/features/store/store-params.ts';
import {
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  priceCeilingText,
  storeTexts,
} from '#src/features/store/store-texts.ts';

export interface StoreFiltersProps {
  params: StoreParams;
  categories: readonly string[];
  onChange: (change: Partial<StoreParams>) => void;
}

/** In-store search, the server's category list and the price slider: a ceiling from 500 to
 * 10000, 'Any price' at the top end (the default). */
export function StoreFilters({ params, categories, onChange }: StoreFiltersProps) {
  const [text, setText] = useState(params.query);
  const [price, setPrice] = useState(params.price);
  const priceId = useId();
  const priceText = priceCeilingText(price, formatNairaAmount(price));
  useEffect(() => setText(params.query), [params.query]);
  useEffect(() => setPrice(params.price), [params.price]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ query: text.trim(), page: 1 });
  };
  return (
    <div className="store-filters">
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom (tests) does not know <search> yet */}
      <form
        className="store-filters__search"
        role="search"
        aria-labelledby={`${priceId}-q-label`}
        onSubmit={submit}
      >
        <label id={`${priceId}-q-label`} className="visually-hidden" htmlFor={`${priceId}-q`}>
          {storeTexts.searchLabel}
        </label>
        <input
          id={`${priceId}-q`}
          type="search"
          maxLength={TEXT_LIMITS.search}
          value={text}
          placeholder={storeTexts.searchLabel}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={buttonClass('primary', 'small')}>
          {storeTexts.searchButton}
        </button>
      </form>
      <div className="store-filters__price">
        <label htmlFor={priceId}>
          {storeTexts.priceLabel}: <strong>{priceText}</strong>
        </label>
        <input
          id={priceId}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={price}
          aria-valuetext={priceText}
          onChange={(event) => setPrice(Number(event.target.value))}
          onPointerUp={() => onChange({ price })}
          onKeyUp={() => onChange({ price })}
          onBlur={() => price !== params.price && onChange({ price })}
        />
      </div>
      <nav className="store-filters__categories" aria-label={storeTexts.categories}>
        {['', ...categories].map((category) => (
          <button
            key={category || 'all'}
            type="button"
            className={`filter-chip${params.category === category ? ' filter-chip--active' : ''}`}
            aria-pressed={params.category === category}
            onClick={() => onChange({ category, page: 1 })}
          >
            {category || storeTexts.allCategories}
          </button>
        ))}
      </nav>
    </div>
  );
}
