import { Fragment } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { buttonClass } from '#src/components/button.tsx';
import { type SearchParams, searchHref } from '#src/features/search/search-params.ts';
import { moreFilters, popularFilters, searchTexts } from '#src/features/search/search-texts.ts';
import { openAddressDialog } from '#src/state/address-dialog.ts';
import { searchingStore } from '#src/state/searching.ts';

/** Rating filter value (spec section 9). */
const RATING_FILTER = '4';

/** Both groups set `popularFilter` (one value at a time; choosing it again clears it). */
const filterGroups = [
  { heading: searchTexts.popularFilters, filters: popularFilters },
  { heading: searchTexts.moreFilters, filters: moreFilters },
];

function FilterLink({ href, active, label }: { href: string; active: boolean; label: string }) {
  return (
    <Link
      href={href}
      className={`filter-link${active ? ' filter-link--active' : ''}`}
      aria-current={active ? 'true' : undefined}
    >
      {label}
    </Link>
  );
}

/** Near me, Rating (rating=4), popular filters and more filters. */
export function SearchSidePanel({
  params,
  onNavigate,
}: {
  params: SearchParams;
  onNavigate: (href: string) => void;
}) {
  const { searchedLocation } = useSnapshot(searchingStore);
  const nearMe = () => {
    if (searchedLocation) onNavigate(searchHref(params, { searchedLocation, page: 1 }));
    else openAddressDialog();
  };
  const filterHref = (value: string) =>
    searchHref(params, { popularFilter: params.popularFilter === value ? '' : value, page: 1 });
  return (
    <nav className="search-panel" aria-label={searchTexts.filtersTitle}>
      <h2 className="search-panel__title">{searchTexts.filtersTitle}</h2>
      <button type="button" className={buttonClass('secondary', 'small')} onClick={nearMe}>
        {searchTexts.nearMe}
      </button>
      <FilterLink
        href={searchHref(params, { rating: params.rating ? '' : RATING_FILTER, page: 1 })}
        active={params.rating === RATING_FILTER}
        label={searchTexts.rating}
      />
      {filterGroups.map(({ heading, filters }) => (
        <Fragment key={heading}>
          <h3 className="search-panel__heading">{heading}</h3>
          {filters.map((filter) => (
            <FilterLink
              key={filter.value}
              href={filterHref(filter.value)}
              active={params.popularFilter === filter.value}
              label={filter.label}
            />
          ))}
        </Fragment>
      ))}
    </nav>
  );
}
