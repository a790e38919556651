import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { productQueries } from '#src/api/products.ts';
import { QueryLoadFailure } from '#src/components/load-failure.tsx';
import { ProductCard } from '#src/components/product-card.tsx';
import { SkeletonCards } from '#src/components/skeleton.tsx';
import { HomeSection } from '#src/features/home/home-section.tsx';
import { HOME_SKELETONS, homeTexts } from '#src/features/home/home-texts.ts';
import { texts } from '#src/lib/texts.ts';
import { useFailureToast } from '#src/lib/use-failure-toast.ts';
import { cartStore, cartStoreId } from '#src/state/cart.ts';

/** 'Suggested for you': products of the cart's store (any products for an empty cart). */
export function SuggestedProducts() {
  const cart = useSnapshot(cartStore);
  const suggested = useQuery(productQueries.list(cartStoreId(cart) ?? ''));
  useFailureToast(suggested, texts.somethingWentWrong);
  return (
    <HomeSection title={homeTexts.suggestedTitle} seeAll={homeTexts.seeAllStores}>
      {suggested.data === undefined ? (
        suggested.isError ? (
          <QueryLoadFailure message={texts.somethingWentWrong} query={suggested} />
        ) : (
          <SkeletonCards count={HOME_SKELETONS} label={homeTexts.loadingSuggested} />
        )
      ) : (
        <ul className="product-grid">
          {suggested.data.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
