import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { storeQueries } from '#src/api/stores.ts';
import { QueryLoadFailure } from '#src/components/load-failure.tsx';
import { SkeletonCards } from '#src/components/skeleton.tsx';
import { StoreCard } from '#src/components/store-card.tsx';
import { HomeSection } from '#src/features/home/home-section.tsx';
import { HOME_SKELETONS, homeTexts, storesOnlineText } from '#src/features/home/home-texts.ts';
import { useStoreCount } from '#src/features/home/use-store-count.ts';
import { texts } from '#src/lib/texts.ts';
import { useFailureToast } from '#src/lib/use-failure-toast.ts';
import { searchingStore } from '#src/state/searching.ts';

/**
 * A scrolling row of store cards and the store count. With a location set it is 'Eateries /
 * Restaurants near you': the stores that serve that place, with their distance where the answer
 * measured it (the mock's `measuredKm`; the hosted API's `km` is a stored number). Without one it is
 * honestly 'Popular stores' (the home call, spec section 7), with no distances.
 */
export function StoresCarousel() {
  const { searchedLocation } = useSnapshot(searchingStore);
  const near = searchedLocation.trim() !== '';
  const nearby = useQuery({
    ...storeQueries.search({ searchedLocation, page: 1 }),
    enabled: near,
  });
  const popular = useQuery({ ...storeQueries.home(), enabled: !near });
  const stores = near ? nearby : popular;
  const count = useStoreCount();
  const row = useRef<HTMLUListElement>(null);
  useFailureToast(stores, texts.somethingWentWrong);
  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <HomeSection
      title={near ? homeTexts.storesTitle : homeTexts.popularStoresTitle}
      seeAll={homeTexts.seeAllKitchens}
    >
      <p className="home-stores__count">{count === null ? '\u00a0' : storesOnlineText(count)}</p>
      {/* What was shown stays on a failed refetch; a failure shows only where nothing was. */}
      {stores.data === undefined ? (
        stores.isError ? (
          <QueryLoadFailure message={texts.somethingWentWrong} query={stores} />
        ) : (
          <SkeletonCards count={HOME_SKELETONS} imageHeight={120} label={homeTexts.loadingStores} />
        )
      ) : stores.data.stores.length === 0 ? (
        <p>{homeTexts.noStoresNearby}</p>
      ) : (
        <div className="home-stores">
          <button
            type="button"
            className="home-stores__arrow"
            aria-label={homeTexts.scrollStoresBack}
            onClick={() => scroll(-1)}
          >
            ‹
          </button>
          <ul ref={row} className="home-stores__row">
            {stores.data.stores.map((store) => (
              <li key={store._id}>
                <StoreCard
                  store={store}
                  distance={near && stores.data.measuredKm === true}
                  about={stores.data.aboutKm === true}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="home-stores__arrow"
            aria-label={homeTexts.scrollStoresOn}
            onClick={() => scroll(1)}
          >
            ›
          </button>
        </div>
      )}
    </HomeSection>
  );
}
