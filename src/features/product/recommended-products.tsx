import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { ProductDetail } from '#shared/schemas/products.ts';
import { productQueries } from '#src/api/products.ts';
import { ProductCard } from '#src/components/product-card.tsx';
import { productTexts } from '#src/features/product/product-texts.ts';
import { cartStore } from '#src/state/cart.ts';

/** Similar dishes from the same store (errors are only logged, spec section 8). */
export function RecommendedProducts({ product }: { product: ProductDetail }) {
  const { items } = useSnapshot(cartStore);
  const query = useQuery(
    productQueries.recommended({
      cartItems: items.map((item) => ({
        _id: item._id,
        userId: item.userId,
        type: typeof item.type === 'string' ? item.type : undefined,
      })),
      product: { _id: product._id, userId: product.userId, type: product.type },
    }),
  );
  useEffect(() => {
    if (query.error) console.warn('recommendations failed:', query.error.message);
  }, [query.error]);
  const list = (query.data ?? []).filter((item) => item._id !== product._id);
  if (list.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="recommended-title">
      <h2 id="recommended-title">{productTexts.recommended}</h2>
      <ul className="product-grid">
        {list.map((item) => (
          <li key={item._id}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
