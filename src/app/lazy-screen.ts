import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react';

/** A code-split screen (render it with `ScreenHost`), loadable ahead of its first render. */
export interface Screen {
  /** The screen's component once its module is loaded. */
  readonly loaded: () => ComponentType | undefined;
  /** The same component through React.lazy, for a mount before the module is loaded. */
  readonly lazy: LazyExoticComponent<ComponentType>;
  /** Loads the screen's module; a screen loaded before it mounts renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A code-split screen from a module with named exports:
 * `lazyScreen(() => import('#src/features/cart/cart-page.tsx'), 'CartPage')`.
 *
 * Once its module is loaded (by `preload()`, or by a first render through React.lazy) a screen
 * mounts without suspending. That matters for the first paint: a screen that suspends shows the
 * route's fallback, and React 19 keeps a fallback up for ~300 ms before it reveals the content —
 * the landing page painted 300 ms late with its code already downloaded (issue 29, LCP).
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Screen {
  let loaded: ComponentType | undefined;
  const take = (module: M) => {
    loaded = module[name];
    return loaded;
  };
  return {
    loaded: () => loaded,
    lazy: lazy(async () => ({ default: take(await load()) })),
    preload: async () => {
      take(await load());
    },
  };
}

/** Renders a screen; each mount keeps the path it started on, so it never remounts midway. */
export function ScreenHost({ screen }: { screen: Screen }) {
  const [Component] = useState<ComponentType>(() => screen.loaded() ?? screen.lazy);
  return createElement(Component);
}
