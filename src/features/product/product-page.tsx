import '#src/features/product/product.css';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { isApiError } from '#src/api/client.ts';
import { productQueries } from '#src/api/products.ts';
import { QueryLoadFailure } from '#src/components/load-failure.tsx';
import { NotFoundPage } from '#src/components/not-found-page.tsx';
import { CartSummaryAside } from '#src/features/product/cart-summary-aside.tsx';
import { DishPrice } from '#src/features/product/dish-price.tsx';
import { ExtrasChooser } from '#src/features/product/extras-chooser.tsx';
import { OtherStorePanel } from '#src/features/product/other-store-panel.tsx';
import { ProductGallery } from '#src/features/product/product-gallery.tsx';
import { ProductSkeleton } from '#src/features/product/product-skeleton.tsx';
import { productTexts } from '#src/features/product/product-texts.ts';
import { RecommendedProducts } from '#src/features/product/recommended-products.tsx';
import { StorePanel } from '#src/features/product/store-panel.tsx';
import { StoreReviews } from '#src/features/product/store-reviews.tsx';
import { useAddToTray } from '#src/features/product/use-add-to-tray.ts';
import { texts } from '#src/lib/texts.ts';

/** /product/{id}: gallery, details, store panel with 'Add To Tray', recommendations, reviews. */
export function ProductPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useQuery(productQueries.detail(id));
  const tray = useAddToTray(query.data);
  // 404: there is no such product. Anything else (server down, timeout) is a failure to say so
  // with a Retry, not a claim that the page does not exist — and only where nothing was shown.
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <NotFoundPage explanation={productTexts.notFoundExplanation} />;
  }
  if (query.data === undefined) {
    return query.isError ? (
      <QueryLoadFailure message={texts.somethingWentWrong} query={query} />
    ) : (
      <ProductSkeleton />
    );
  }
  const product = query.data;
  return (
    <div className="product-page">
      <div className="product-page__top">
        <ProductGallery imgs={product.imgs} name={product.name} />
        <div className="product-page__info">
          <DishPrice product={product} chosen={tray.chosen} />
          <h1 className="product-page__name">{product.name}</h1>
          <p className="product-page__desc">{product.desc}</p>
          {product.content.length > 0 ? (
            <>
              <h2 className="product-page__sub">{productTexts.contains}</h2>
              <ul className="product-page__content">
                {product.content.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {product.extras && product.extras.length > 0 ? (
            <ExtrasChooser extras={product.extras} chosen={tray.chosen} onChange={tray.choose} />
          ) : null}
        </div>
        <div className="product-page__side">
          <StorePanel product={product} onAdd={tray.add} />
          {tray.refusal ? (
            <OtherStorePanel
              storeId={tray.refusal.storeId}
              onStartNewCart={tray.startOver}
              onCancel={tray.cancel}
            />
          ) : null}
          <CartSummaryAside />
        </div>
      </div>
      <RecommendedProducts product={product} />
      <StoreReviews storeId={product.userId} />
    </div>
  );
}
