import { Skeleton, SkeletonCards } from '#src/components/skeleton.tsx';
import { productTexts, RECOMMENDED_SKELETONS } from '#src/features/product/product-texts.ts';

/**
 * The product page while it loads, in the page's own layout: the picture, the price, name and
 * description beside it, the store panel with its button, then one row of suggestion cards.
 * (The spec's 18 cards looked like a search page and jumped when the page came.)
 */
export function ProductSkeleton() {
  return (
    <div className="product-page product-skeleton" role="status" aria-label={productTexts.loading}>
      <div className="product-page__top" aria-hidden="true">
        <div className="product-skeleton__gallery">
          <Skeleton shape="block" className="product-skeleton__picture" height="auto" />
        </div>
        <div className="product-page__info product-skeleton__info">
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton width="75%" height="2rem" />
          <Skeleton width="100%" />
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </div>
        <div className="product-page__side">
          <div className="store-panel product-skeleton__panel">
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton width="40%" />
            <Skeleton width="50%" />
            <Skeleton shape="block" height="44px" />
          </div>
        </div>
      </div>
      <div className="product-skeleton__more" aria-hidden="true">
        <Skeleton width="12rem" height="1.5rem" />
        <SkeletonCards count={RECOMMENDED_SKELETONS} />
      </div>
    </div>
  );
}
