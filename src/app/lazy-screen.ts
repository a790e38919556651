import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A code-split screen from a module with named exports:
 * `lazyScreen(() => import('#src/features/cart/cart-page.tsx'), 'CartPage')`.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
