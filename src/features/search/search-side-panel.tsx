import { Fragment, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { type SearchParams, searchHref } from '#src/features/search/search-params.ts';
import {
  activeFiltersLabel,
  moreFilters,
  popularFilters,
  searchTexts,
} from '#src/features/search/search-texts.ts';
import { categoryLabel } from '#src/lib/category-labels.ts';
import { SMALL_SCREEN, useMediaQuery } from '#src/lib/use-media-query.ts';
import { openAddressDialog } from '#src/state/address-dialog.ts';
import { searchingStore } from '#src/state/searching.ts';

/** Rating filter value (spec section 9). */
const RATING_FILTER = '4';

const listed = new Set<string>([...popularFilters, ...moreFilters].map((f) => f.value));

/** Both groups set `popularFilter` (one value at a time; choosing it again clears it). A value
 * the lists do not hold (a home category such as 'Rice') gets its own group, shown as chosen. */
function filterGroups(active: string) {
  const groups: { heading: string; filters: readonly { label: string; value: string }[] }[] = [
    { heading: searchTexts.popularFilters, filters: popularFilters },
    { heading: searchTexts.moreFilters, filters: moreFilters },
  ];
  if (active && !listed.has(active)) {
    groups.unshift({
      heading: searchTexts.category,
      filters: [{ label: categoryLabel(active), value: active }],
    });
  }
  return groups;
}

function FilterLink({
  href,
  active,
  label,
  onChoose,
}: {
  href: string;
  active: boolean;
  label: string;
  onChoose: () => void;
}) {
  return (
    <Link
      href={href}
      className={`filter-link${active ? ' filter-link--active' : ''}`}
      aria-current={active ? 'true' : undefined}
      onClick={onChoose}
    >
      {label}
    </Link>
  );
}

/**
 * Near me, Rating (rating=4), popular filters and more filters; each is drawn as chosen only while
 * it is in effect. On a phone the panel waits behind a 'Filters' button (with the number in
 * effect), so the results start on the first screen, and closes once a filter is chosen.
 */
export function SearchSidePanel({
  params,
  onNavigate,
}: {
  params: SearchParams;
  onNavigate: (href: string) => void;
}) {
  const { searchedLocation } = useSnapshot(searchingStore);
  const small = useMediaQuery(SMALL_SCREEN);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = () => setOpen(false);
  const nearActive = params.searchedLocation !== '';
  const nearMe = () => {
    close();
    if (nearActive) onNavigate(searchHref(params, { searchedLocation: '', page: 1 }));
    else if (searchedLocation) onNavigate(searchHref(params, { searchedLocation, page: 1 }));
    else openAddressDialog();
  };
  const filterHref = (value: string) =>
    searchHref(params, { popularFilter: params.popularFilter === value ? '' : value, page: 1 });
  const inEffect = [
    nearActive,
    params.rating === RATING_FILTER,
    params.popularFilter !== '',
  ].filter(Boolean).length;

  const panel = (
    <nav id={panelId} className="search-panel" aria-label={searchTexts.filtersTitle}>
      {small ? null : <h2 className="search-panel__title">{searchTexts.filtersTitle}</h2>}
      <button
        type="button"
        className={`filter-link filter-link--button${nearActive ? ' filter-link--active' : ''}`}
        aria-pressed={nearActive}
        onClick={nearMe}
      >
        {searchTexts.nearMe}
      </button>
      <FilterLink
        href={searchHref(params, { rating: params.rating ? '' : RATING_FILTER, page: 1 })}
        active={params.rating === RATING_FILTER}
        label={searchTexts.rating}
        onChoose={close}
      />
      {filterGroups(params.popularFilter).map(({ heading, filters }) => (
        <Fragment key={heading}>
          <h3 className="search-panel__heading">{heading}</h3>
          {filters.map((filter) => (
            <FilterLink
              key={filter.value}
              href={filterHref(filter.value)}
              active={params.popularFilter === filter.value}
              label={filter.label}
              onChoose={close}
            />
          ))}
        </Fragment>
      ))}
    </nav>
  );

  if (!small) return panel;
  return (
    <div className="search-filters">
      <button
        type="button"
        className="search-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {activeFiltersLabel(inEffect)}
      </button>
      {open ? panel : null}
    </div>
  );
}
