import '#src/app/header-search.css';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { buttonClass } from '#src/components/button.tsx';
import { AddressDialogHost } from '#src/features/address/address-dialog-host.tsx';
import { searchBarTexts, viewingStoresIn } from '#src/features/search/search-bar-texts.ts';
import { readSearchParams, searchHref } from '#src/features/search/search-params.ts';
import { openAddressDialog } from '#src/state/address-dialog.ts';
import { clearSearchedLocation, searchingStore } from '#src/state/searching.ts';

/** Where a search goes (spec "Search bar"): /riders keeps to riders, elsewhere /search. */
export function searchTarget(path: string, text: string, location: string): string {
  const query = text.trim();
  if (path === '/riders') {
    return query ? `/riders?${new URLSearchParams({ query })}` : '/riders';
  }
  if (!query && !location) return '/search';
  return `/search?${new URLSearchParams({ searchedLocation: location, query })}`;
}

/**
 * The shared search bar. On / it is read-only and opens the location picker; elsewhere it
 * searches stores by name (riders on /riders) and its button is disabled while empty. On /search,
 * where stores are listed by place, the chip under it says which place (one line, cut with an
 * ellipsis; the whole text is its title and what screen readers read) with a red close icon that
 * clears it and the text; elsewhere the header's location button shows the place. On a wide home
 * page the hero's location box is the one, so this box is left out there (header-search.css).
 * On /search the place is the address bar's — a shared or reloaded link lists a place this browser
 * never chose — and a search typed there keeps it; without one, the place chosen here.
 */
export function HeaderSearch() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { searchedLocation } = useSnapshot(searchingStore);
  const onSearch = path === '/search';
  const listed = onSearch ? readSearchParams(search) : null;
  const listedPlace = listed?.searchedLocation ?? '';
  // Near me off on /search: the stores listed are everywhere's, not the chosen place's.
  const everywhere = onSearch && !listedPlace;
  const chipPlace = listedPlace || searchedLocation;
  const onHome = path === '/';
  const [text, setText] = useState('');

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('query');
    setText(path === '/search' || path === '/riders' ? (query ?? '') : '');
  }, [path]);

  const onRiders = path === '/riders';
  // One placeholder per page at every width (no 'write something here!' on phones).
  const placeholder = onHome
    ? searchBarTexts.homePlaceholder
    : onRiders
      ? searchBarTexts.ridersPlaceholder
      : searchBarTexts.storePlaceholder;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onHome) {
      openAddressDialog();
      return;
    }
    navigate(searchTarget(path, text, listedPlace || searchedLocation));
  };

  const clear = () => {
    clearSearchedLocation();
    setText('');
    if (listed?.searchedLocation) navigate(searchHref(listed, { searchedLocation: '', page: 1 }));
  };

  return (
    <div className={`header-search${onHome ? ' header-search--home' : ''}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom (tests) does not know <search> yet */}
      <form
        className="header-search__form"
        role="search"
        aria-labelledby="header-search-label"
        onSubmit={submit}
      >
        <label id="header-search-label" className="visually-hidden" htmlFor="header-search-input">
          {onHome
            ? searchBarTexts.homePlaceholder
            : onRiders
              ? searchBarTexts.ridersLabel
              : searchBarTexts.searchLabel}
        </label>
        <input
          id="header-search-input"
          className="header-search__input"
          type="search"
          maxLength={TEXT_LIMITS.search}
          value={onHome ? '' : text}
          placeholder={placeholder}
          readOnly={onHome}
          onClick={onHome ? openAddressDialog : undefined}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <button
          type="submit"
          className={buttonClass('primary', 'small', 'header-search__button')}
          disabled={!onHome && text.trim() === ''}
        >
          {searchBarTexts.searchButton}
        </button>
      </form>
      {chipPlace && onSearch ? (
        <p className="header-search__chip">
          <span className="header-search__chip-text" title={viewingStoresIn(chipPlace, everywhere)}>
            {viewingStoresIn(chipPlace, everywhere)}
          </span>
          <button
            type="button"
            className="header-search__chip-close"
            aria-label={searchBarTexts.clearLocation}
            onClick={clear}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        </p>
      ) : null}
      <AddressDialogHost />
    </div>
  );
}
