// The routes table. Add a screen with one line: a path (wouter syntax, `:id` for params, read them
// with `useParams()` from wouter) and a lazily loaded named export. Screens are code-split; the
// shell (header, footer, toasts) stays in the main chunk. Unknown paths fall to NotFoundPage
// (loaded when one is met: the store, product and rider pages import it themselves).
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { Suspense, useContext, useState } from 'react';
import { Route, Switch, useParams, useSearch } from 'wouter';
import { lazyScreen, type Screen, ScreenHost } from '#src/app/lazy-screen.ts';
import { Spinner } from '#src/components/spinner.tsx';

/** Where a route was matched: its params, the query string, the app's query cache. */
type RouteMatch = { params: Record<string, string>; search: string; client: QueryClient };

export interface AppRoute {
  path: string;
  screen: Screen;
  /**
   * The page's first data, started when the route is matched, beside its code rather than after
   * it (the page's own queries then find it under way or in the cache). Lazily imported, so the
   * entry carries none of the API layer.
   */
  data?: (match: RouteMatch) => Promise<unknown>;
}

const storeData = ({ params, search, client }: RouteMatch) =>
  import('#src/features/store/store-data.ts').then((m) =>
    m.prefetchStore(client, params.id ?? '', search),
  );

const routes: AppRoute[] = [
  { path: '/', screen: lazyScreen(() => import('#src/features/home/home-page.tsx'), 'HomePage') },
  {
    path: '/search',
    screen: lazyScreen(() => import('#src/features/search/search-page.tsx'), 'SearchPage'),
  },
  {
    path: '/kitchen',
    screen: lazyScreen(() => import('#src/features/store/store-page.tsx'), 'KitchenPage'),
  },
  {
    path: '/kitchen/:id',
    screen: lazyScreen(() => import('#src/features/store/store-page.tsx'), 'StorePage'),
    data: storeData,
  },
  {
    path: '/product/:id',
    screen: lazyScreen(() => import('#src/features/product/product-page.tsx'), 'ProductPage'),
    data: ({ params, client }) =>
      import('#src/features/product/product-data.ts').then((m) =>
        m.prefetchProduct(client, params.id ?? ''),
      ),
  },
  {
    path: '/cart',
    screen: lazyScreen(() => import('#src/features/cart/cart-page.tsx'), 'CartPage'),
  },
  {
    path: '/riders',
    screen: lazyScreen(() => import('#src/features/riders/riders-page.tsx'), 'RidersPage'),
  },
  {
    path: '/rider/:id',
    screen: lazyScreen(
      () => import('#src/features/riders/rider-profile-page.tsx'),
      'RiderProfilePage',
    ),
  },
  {
    path: '/vendor',
    screen: lazyScreen(() => import('#src/features/vendor-landing/vendor-page.tsx'), 'VendorPage'),
  },
  {
    path: '/extra',
    screen: lazyScreen(() => import('#src/features/extras-info/extras-page.tsx'), 'ExtrasPage'),
  },
  { path: '/help', screen: lazyScreen(() => import('#src/app/help-page.tsx'), 'HelpPage') },
  {
    path: '/signin',
    screen: lazyScreen(() => import('#src/features/auth/signin-page.tsx'), 'SignInPage'),
  },
  {
    path: '/signup',
    screen: lazyScreen(() => import('#src/features/auth/signup-page.tsx'), 'SignUpPage'),
  },
  {
    path: '/verification/:url/auth',
    screen: lazyScreen(
      () => import('#src/features/auth/verification-page.tsx'),
      'VerificationPage',
    ),
  },
  {
    path: '/recover/account',
    screen: lazyScreen(() => import('#src/features/auth/recover-page.tsx'), 'RecoverPage'),
  },
  {
    path: '/newpassword/change/:urlf/change',
    screen: lazyScreen(() => import('#src/features/auth/new-password-page.tsx'), 'NewPasswordPage'),
  },
  {
    path: '/profile/:userId',
    screen: lazyScreen(() => import('#src/app/profile-page.tsx'), 'ProfilePage'),
  },
  {
    path: '/pay',
    screen: lazyScreen(
      () => import('#src/features/payment-sandbox/payment-sandbox-page.tsx'),
      'PaymentSandboxPage',
    ),
  },
  {
    path: '/order/:id',
    screen: lazyScreen(
      () => import('#src/features/orders/order-details-page.tsx'),
      'OrderDetailsPage',
    ),
  },
  {
    path: '/orders/:id',
    screen: lazyScreen(
      () => import('#src/features/orders/order-details-page.tsx'),
      'OrderDetailsPage',
    ),
  },
];

const NotFoundPage = lazyScreen(() => import('#src/components/not-found-page.tsx'), 'NotFoundPage');

/** The route a path lands on, with its params (wouter's patterns here are literal segments and
 * `:param`s). */
function matchOf(
  path: string,
  table: AppRoute[],
): { route: AppRoute; params: Record<string, string> } | undefined {
  const have = path.replace(/\/$/, '').split('/');
  for (const route of table) {
    if (route.path === '/') {
      if (path === '/' || path === '') return { route, params: {} };
      continue;
    }
    const want = route.path.split('/');
    if (want.length !== have.length) continue;
    const params: Record<string, string> = {};
    const fits = want.every((part, i) => {
      const segment = have[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = decodeSegment(segment);
      return segment !== '';
    });
    if (fits) return { route, params };
  }
  return undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Starts a route's data and swallows its failure: the page's own query shows and retries it. */
function startData(
  route: AppRoute | undefined,
  match: Omit<RouteMatch, 'client'>,
  client?: QueryClient,
) {
  if (route?.data && client) route.data({ ...match, client }).catch(() => {});
}

/**
 * Loads the screen of the page the browser opened before the first render (index.html has already
 * started downloading its code): the first paint is the page, not the route's fallback. With the
 * app's query cache, the page's first data is asked for at the same time, not once its code has
 * run.
 */
export function preloadScreenOf(
  path: string,
  table: AppRoute[] = routes,
  opened?: { search: string; client: QueryClient },
): Promise<void> {
  const match = matchOf(path, table);
  if (opened)
    startData(match?.route, { params: match?.params ?? {}, search: opened.search }, opened.client);
  return (match?.route.screen ?? NotFoundPage).preload();
}

function RouteFallback() {
  return (
    <div className="route-fallback">
      <Spinner size="large" label="Loading page" />
    </div>
  );
}

/**
 * A matched route's screen. When its code is not loaded yet (a link followed in the app), its data
 * is asked for now, beside the code, rather than once the screen has rendered.
 */
function RouteScreen({ route }: { route: AppRoute }) {
  const params = useParams() as Record<string, string>;
  const search = useSearch();
  // No cache (a test's bare route table): the page asks for its data itself.
  const client = useContext(QueryClientContext);
  useState(() => {
    if (!route.screen.loaded()) startData(route, { params, search }, client);
    return true;
  });
  return <ScreenHost screen={route.screen} />;
}

/** Renders the first matching route, or the not-found page. */
export function AppRoutes({ table = routes }: { table?: AppRoute[] }) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        {table.map((route) => (
          <Route key={route.path} path={route.path}>
            <RouteScreen route={route} />
          </Route>
        ))}
        <Route>
          <ScreenHost screen={NotFoundPage} />
        </Route>
      </Switch>
    </Suspense>
  );
}
