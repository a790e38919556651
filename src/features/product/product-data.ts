// The product page's first data, asked for at route match beside the page's code
// (src/app/routes.tsx), under the key the page then reads.
import type { QueryClient } from '@tanstack/react-query';
import { productQueries } from '#src/api/products.ts';

export const prefetchProduct = (client: QueryClient, productId: string): Promise<unknown> =>
  client.prefetchQuery(productQueries.detail(productId));
