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

/** How to renew each screen whose code could not be loaded. */
const failedScreens = new Set<() => void>();

/**
 * Lets every screen whose code failed to load (offline) try again at its next mount: the error
 * screen's 'Try again' calls it, so the code is fetched again once the connection is back. Resolves
 * when the stylesheets that had failed have been fetched again (or failed again).
 */
export function retryFailedScreens(): Promise<void> {
  for (const renew of failedScreens) renew();
  failedScreens.clear();
  return refetchFailedStylesheets();
}

/**
 * A screen's stylesheet that did not arrive stays in the page as a dead `<link>`, and the bundler's
 * preload never asks for a stylesheet twice: without this, the screen would come back unstyled.
 * Each dead link is replaced by a copy, which the browser fetches anew.
 */
function refetchFailedStylesheets(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const dead = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !loaded(link),
  );
  return Promise.all(
    dead.map(
      (link) =>
        new Promise<void>((settled) => {
          const copy = link.cloneNode() as HTMLLinkElement;
          copy.addEventListener('load', () => settled());
          copy.addEventListener('error', () => settled());
          link.replaceWith(copy);
        }),
    ),
  ).then(() => undefined);
}

/** Chromium gives a stylesheet that failed an unreadable sheet, as if it came from elsewhere. */
function loaded(link: HTMLLinkElement): boolean {
  if (!link.sheet) return false;
  try {
    return link.sheet.cssRules.length > 0;
  } catch {
    return new URL(link.href, window.location.href).origin !== window.location.origin;
  }
}

/**
 * A code-split screen from a module with named exports:
 * `lazyScreen(() => import('#src/features/cart/cart-page.tsx'), 'CartPage')`.
 *
 * Once its module is loaded (by `preload()`, or by a first render through React.lazy) a screen
 * mounts without suspending. That matters for the first paint: a screen that suspends shows the
 * route's fallback, and React 19 keeps a fallback up for ~300 ms before it reveals the content —
 * the landing page painted 300 ms late with its code already downloaded (a late LCP).
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
  // React.lazy keeps a failed load for good: a failed screen is renewed by `retryFailedScreens`
  // (not at once: a render that suspended mounts afresh and would start another load, forever).
  const fresh = (): LazyExoticComponent<ComponentType> =>
    lazy(async () => {
      try {
        return { default: take(await load()) };
      } catch (error) {
        failedScreens.add(() => {
          current = fresh();
        });
        throw error;
      }
    });
  let current = fresh();
  return {
    loaded: () => loaded,
    get lazy() {
      return current;
    },
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
