import '#src/features/search/search.css';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, buttonClass } from '#src/components/button.tsx';
import { LoadFailure, QueryLoadFailure } from '#src/components/load-failure.tsx';
import { SkeletonCards } from '#src/components/skeleton.tsx';
import { StoreCard } from '#src/components/store-card.tsx';
import { readSearchParams, searchHref } from '#src/features/search/search-params.ts';
import { SearchSidePanel } from '#src/features/search/search-side-panel.tsx';
import { searchTexts, storeNamesOnly, storesSelling } from '#src/features/search/search-texts.ts';
import { useStoreSearch } from '#src/features/search/use-store-search.ts';
import { isConnectionFailure } from '#src/lib/connection.ts';
import { texts } from '#src/lib/texts.ts';

/** Cards whose pictures a phone shows on the first screen: fetched at once, not lazily. */
const FIRST_SCREEN_CARDS = 2;

/** /search: side panel and store cards, 'see more' paging, empty state. */
export function SearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = readSearchParams(search);
  const result = useStoreSearch(params);
  // The first page says whether the text was looked for in dish names too (the mock does; the
  // hosted API matches store names only and sends no such key).
  const namesOnly =
    params.query.trim() !== '' &&
    result.data !== undefined &&
    result.data.pages[0]?.searchedDishes !== true;
  return (
    <div className="search-page">
      <SearchSidePanel params={params} onNavigate={navigate} />
      <section className="search-results" aria-labelledby="search-title">
        <h1 id="search-title" className="search-results__title">
          {searchTexts.resultsTitle}
          {params.searchedLocation ? ` in ${params.searchedLocation}` : ''}
        </h1>
        {namesOnly ? (
          <p className="search-results__hint">
            {storeNamesOnly(params.query.trim())}{' '}
            <Link
              href={searchHref(params, { query: '', popularFilter: params.query.trim(), page: 1 })}
            >
              {storesSelling(params.query.trim())}
            </Link>
          </p>
        ) : null}
        {result.isPending ? (
          <SkeletonCards count={6} imageHeight={120} label={searchTexts.loadingStores} />
        ) : result.isError && result.stores.length === 0 ? (
          <QueryLoadFailure message={texts.somethingWentWrongTryLater} query={result} />
        ) : result.stores.length === 0 ? (
          <EmptyResults />
        ) : (
          <>
            <ul className="store-grid">
              {result.stores.map((store, index) => (
                <li key={store._id}>
                  <StoreCard
                    store={store}
                    heading="h2"
                    priority={index < FIRST_SCREEN_CARDS}
                    distance={params.searchedLocation !== '' && result.measuredKm}
                    about={result.aboutKm}
                  />
                </li>
              ))}
            </ul>
            {result.isFetchNextPageError && !isConnectionFailure(result.error) ? (
              <LoadFailure
                message={texts.somethingWentWrongTryLater}
                onRetry={() => void result.fetchNextPage()}
                retrying={result.isFetchingNextPage}
              />
            ) : result.hasNextPage ? (
              <div className="search-results__more">
                <Button
                  variant="secondary"
                  loading={result.isFetchingNextPage}
                  onClick={() => result.fetchNextPage()}
                >
                  {searchTexts.seeMore}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function EmptyResults() {
  return (
    <div className="search-empty">
      <svg viewBox="0 0 320 140" width="320" height="140" aria-hidden="true" focusable="false">
        <rect width="320" height="140" rx="14" fill="#e6f4ec" />
        <path d="M70 100h180" stroke="#0b7a3e" strokeWidth="6" strokeLinecap="round" />
        <path d="M110 100V60l50-28 50 28v40" fill="none" stroke="#0b7a3e" strokeWidth="6" />
      </svg>
      <p className="search-empty__text">{texts.noKitchenFound}</p>
      <Link href="/search" className={buttonClass('primary', 'medium')}>
        {searchTexts.showAllStores}
      </Link>
    </div>
  );
}
