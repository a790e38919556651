// The routes table. Add a screen with one line: a path (wouter syntax, `:id` for params, read them
// with `useParams()` from wouter) and a lazily loaded named export. Screens are code-split; the
// shell (header, footer, toasts) stays in the main chunk. Unknown paths fall to NotFoundPage
// (loaded when one is met: the store, product and rider pages import it themselves).
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { lazyScreen, type Screen, ScreenHost } from '#src/app/lazy-screen.ts';
import { Spinner } from '#src/components/spinner.tsx';

export interface AppRoute {
  path: string;
  screen: Screen;
}

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
  },
  {
    path: '/product/:id',
    screen: lazyScreen(() => import('#src/features/product/product-page.tsx'), 'ProductPage'),
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

/** The route a path lands on (wouter's patterns here are literal segments and `:param`s). */
function routeOf(path: string, table: AppRoute[]): AppRoute | undefined {
  return table.find((route) => {
    const want = route.path.split('/');
    const have = path.replace(/\/$/, '').split('/');
    if (route.path === '/') return path === '/' || path === '';
    return (
      want.length === have.length &&
      want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
    );
  });
}

/**
 * Loads the screen of the page the browser opened before the first render (index.html has already
 * started downloading its code): the first paint is the page, not the route's fallback.
 */
export function preloadScreenOf(path: string, table: AppRoute[] = routes): Promise<void> {
  return (routeOf(path, table)?.screen ?? NotFoundPage).preload();
}

function RouteFallback() {
  return (
    <div className="route-fallback">
      <Spinner size="large" label="Loading page" />
    </div>
  );
}

/** Renders the first matching route, or the not-found page. */
export function AppRoutes({ table = routes }: { table?: AppRoute[] }) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        {table.map(({ path, screen }) => (
          <Route key={path} path={path}>
            <ScreenHost screen={screen} />
          </Route>
        ))}
        <Route>
          <ScreenHost screen={NotFoundPage} />
        </Route>
      </Switch>
    </Suspense>
  );
}
