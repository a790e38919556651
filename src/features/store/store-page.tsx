import '#src/features/store/store.css';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { storeCategoriesQuery, storePageQuery } from '#src/api/products.ts';
import { SkeletonCards } from '#src/components/skeleton.tsx';
import { ProductCard } from '#src/features/product/product-card.tsx';
import { VerifiedBadge } from '#src/features/search/verified-badge.tsx';
import { QuantityControls } from '#src/features/store/quantity-controls.tsx';
import { StoreFilters } from '#src/features/store/store-filters.tsx';
import { readStoreParams, storeHref, upToPrice } from '#src/features/store/store-params.ts';
import { productsFound, storeTexts } from '#src/features/store/store-texts.ts';
import { texts } from '#src/lib/texts.ts';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

/** /kitchen/{id}: one store's dishes with in-store search, categories and the price slider. */
export function StorePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <StoreView storeId={id} base={`/kitchen/${id}`} />;
}

/** /kitchen: the signed-in vendor's own store, or a pointer to the kitchens. */
export function KitchenPage() {
  const snap = useSnapshot(sessionStore);
  const userId = sessionUserId(snap);
  if (userId) return <StoreView storeId={userId} base="/kitchen" />;
  return (
    <section className="store-choose">
      <h1>{storeTexts.chooseStore}</h1>
      <p>{storeTexts.chooseStoreText}</p>
      <Link href="/search" className="button button--primary button--medium">
        {storeTexts.findKitchens}
      </Link>
    </section>
  );
}

function StoreView({ storeId, base }: { storeId: string; base: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = readStoreParams(search);
  const page = useQuery(
    storePageQuery(storeId, {
      query: params.query,
      page: params.page,
      price: '',
      category: params.category,
    }),
  );
  const categories = useQuery(storeCategoriesQuery(storeId));
  const products = upToPrice(page.data?.products ?? [], params.price);
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
          {page.isSuccess ? productsFound(products.length) : '\u00a0'}
        </p>
      </header>
      <StoreFilters params={params} categories={categories.data ?? []} onChange={go} />
      {page.isError ? (
        <p className="store-page__error" role="alert">
          {texts.errorFetchingData}
        </p>
      ) : page.isPending ? (
        <SkeletonCards count={6} imageHeight={180} label={storeTexts.loading} />
      ) : products.length === 0 ? (
        <p className="store-page__empty">{storeTexts.noProducts}</p>
      ) : (
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} imageHeight={180}>
                <QuantityControls product={product} />
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
