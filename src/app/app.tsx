import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { Announcer } from '#src/app/announcer.tsx';
import { CountdownKeeper } from '#src/app/countdown-keeper.tsx';
import { ErrorBoundary } from '#src/app/error-boundary.tsx';
import { Layout } from '#src/app/layout.tsx';
import { createQueryClient } from '#src/app/query-client.ts';
import { type AppRoute, AppRoutes } from '#src/app/routes.tsx';
import { env } from '#src/config/env.ts';
import { ToastHost } from '#src/lib/toast-host.tsx';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

// Only a signed-in session can end: a visitor's first page does not load the watcher.
const SessionExpiryWatcher = lazy(() =>
  import('#src/app/session-expiry-watcher.tsx').then((m) => ({ default: m.SessionExpiryWatcher })),
);

export interface AppProps {
  queryClient?: QueryClient;
  /** Tests pass wouter's memoryLocation().hook; the browser uses the address bar. */
  locationHook?: Parameters<typeof Router>[0]['hook'];
  routesTable?: AppRoute[];
}

/** The path the app is served under ('' at the root; the demo may live at e.g. /bukka). */
const routerBase = (env.BASE_URL || '/').replace(/\/$/, '');

/** Providers and the shell: query client, router, layout with routes, toasts, live region. */
export function App({ queryClient, locationHook, routesTable }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const signedIn = sessionUserId(useSnapshot(sessionStore)) !== null;
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <Router hook={locationHook} base={routerBase}>
          <CountdownKeeper />
          {signedIn ? (
            <Suspense fallback={null}>
              <SessionExpiryWatcher />
            </Suspense>
          ) : null}
          <Layout>
            <AppRoutes table={routesTable} />
          </Layout>
          <Announcer />
          <ToastHost />
        </Router>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
