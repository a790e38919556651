import '#src/features/store/store.css';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { isApiError } from '#src/api/client.ts';
import { productQueries } from '#src/api/products.ts';
import { buttonClass } from '#src/components/button.tsx';
import { LoadFailure } from '#src/components/load-failure.tsx';
import { NotFoundPage } from '#src/components/not-found-page.tsx';
import { ProductCard } from '#src/components/product-card.tsx';
import { SkeletonCards } from '#src/components/skeleton.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { VerifiedBadge } from '#src/components/verified-badge.tsx';
import { QuantityControls } from '#src/features/store/quantity-controls.tsx';
import { StoreFilters } from '#src/features/store/store-filters.tsx';
import {
  hasFilters,
  readStoreParams,
  STORE_ID,
  storeHref,
  storePageFilters,
  upToPrice,
} from '#src/features/store/store-params.ts';
import { PRICE_MAX, productsFound, storeTexts } from '#src/features/store/store-texts.ts';
import { isConnectionFailure } from '#src/lib/connection.ts';
import { texts } from '#src/lib/texts.ts';
import { sessionStore, sessionUserId } from '#src/state/session.ts';
import { useVendorFlag } from '#src/state/use-vendor-flag.ts';

/** Cards whose pictures a phone shows on the first screen: fetched at once, not lazily. */
const FIRST_SCREEN_CARDS = 2;

/** /kitchen/{id}: one store's dishes with in-store search, categories and the price slider; an
 * unknown store is the not-found page. */
export function StorePage() {
  const { id = '' } = useParams<{ id: string }>();
  if (!STORE_ID.test(id)) return <NotFoundPage explanation={storeTexts.notFound} />;
  return <StoreView storeId={id} base={`/kitchen/${id}`} />;
}

/** /kitchen: the signed-in vendor's own store, or a pointer to the kitchens. */
export function KitchenPage() {
  const snap = useSnapshot(sessionStore);
  const userId = sessionUserId(snap);
  if (userId) return <OwnKitchen userId={userId} />;
  return <ChooseKitchen />;
}

function OwnKitchen({ userId }: { userId: string }) {
  const vendor = useVendorFlag(userId);
  if (vendor === undefined) return <Spinner size="large" label={storeTexts.loading} />;
  return vendor ? <StoreView storeId={userId} base="/kitchen" /> : <ChooseKitchen />;
}

/**
 * A store page with no dish to show: with filters set, says so with a way back to every dish; a
 * new store's owner is welcomed with the way to post the first dish; anyone else reads that the
 * kitchen has not posted one yet.
 */
function EmptyStore({
  filtered,
  own,
  clearHref,
  profileHref,
}: {
  filtered: boolean;
  own: boolean;
  clearHref: string;
  profileHref: string;
}) {
  if (filtered) {
    return (
      <div className="store-page__empty">
        <p>{storeTexts.noProducts}</p>
        <Link href={clearHref} className={buttonClass('secondary', 'medium')}>
          {storeTexts.clearFilters}
        </Link>
      </div>
    );
  }
  if (!own) return <p className="store-page__empty">{storeTexts.noDishesYet}</p>;
  return (
    <section className="store-page__empty store-page__welcome" aria-labelledby="store-welcome">
      <h2 id="store-welcome">{storeTexts.shopLive}</h2>
      <p>{storeTexts.shopLiveText}</p>
      <Link href={profileHref} className={buttonClass('primary', 'medium')}>
        {storeTexts.postDish}
      </Link>
    </section>
  );
}

function ChooseKitchen() {
  return (
    <section className="store-choose">
      <h1>{storeTexts.chooseStore}</h1>
      <p>{storeTexts.chooseStoreText}</p>
      <Link href="/search" className={buttonClass('primary', 'medium')}>
        {storeTexts.findKitchens}
      </Link>
    </section>
  );
}

function StoreView({ storeId, base }: { storeId: string; base: string }) {
  const viewerId = sessionUserId(useSnapshot(sessionStore));
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = readStoreParams(search);
  const page = useQuery(productQueries.storePage(storeId, storePageFilters(params)));
  const categories = useQuery(productQueries.storeCategories(storeId));
  const products = upToPrice(page.data?.products ?? [], params.price);
  if (page.isError && isApiError(page.error) && page.error.status === 404) {
    return <NotFoundPage explanation={storeTexts.notFound} />;
  }
  const go = (change: Parameters<typeof storeHref>[2]) =>
    navigate(storeHref(base, params, change), { replace: true });

  return (
    <div className="store-page">
      <header className="store-page__head">
        <h1 className="store-page__name">
          {page.data?.businessName ?? '\u00a0'}
          {page.data?.verified ? <VerifiedBadge /> : null}
        </h1>
        <p className="store-page__count" aria-live="polite">
          {page.data !== undefined ? productsFound(products.length) : '\u00a0'}
        </p>
      </header>
      <StoreFilters params={params} categories={categories.data ?? []} onChange={go} />
      {/* What was shown stays on a failed refetch; a failure shows only where nothing was, and
          one that got no answer is the shell's connection notice's. */}
      {page.data === undefined ? (
        !page.isError ? (
          <SkeletonCards count={6} imageHeight={180} label={storeTexts.loading} />
        ) : isConnectionFailure(page.error) ? null : (
          <LoadFailure
            message={texts.errorFetchingData}
            onRetry={() => {
              void page.refetch();
              void categories.refetch();
            }}
            retrying={page.isFetching}
          />
        )
      ) : products.length === 0 ? (
        <EmptyStore
          filtered={hasFilters(params)}
          own={viewerId === storeId}
          clearHref={storeHref(base, params, {
            query: '',
            category: '',
            price: PRICE_MAX,
            page: 1,
          })}
          profileHref={`/profile/${storeId}?openPost=true`}
        />
      ) : (
        <ul className="product-grid">
          {products.map((product, index) => (
            <li key={product._id}>
              <ProductCard
                product={product}
                imageHeight={180}
                heading="h2"
                priority={index < FIRST_SCREEN_CARDS}
              >
                <QuantityControls product={product} />
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
