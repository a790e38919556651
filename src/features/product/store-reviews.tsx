import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reviewQueries } from '#src/api/reviews.ts';
import { ReviewList } from '#src/components/review-list.tsx';
import { productTexts } from '#src/features/product/product-texts.ts';

/** The store's reviews (errors are only logged, spec section 8). */
export function StoreReviews({ storeId }: { storeId: string }) {
  const query = useQuery(reviewQueries.of(storeId));
  useEffect(() => {
    if (query.error) console.warn('store reviews failed:', query.error.message);
  }, [query.error]);
  if (!query.isSuccess) return null;
  return (
    <section className="product-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{productTexts.reviews}</h2>
      {query.data.length === 0 ? (
        <p>{productTexts.noReviews}</p>
      ) : (
        <ReviewList reviews={query.data} />
      )}
    </section>
  );
}
