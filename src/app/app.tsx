import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Router } from 'wouter';
import { Announcer } from '#src/app/announcer.tsx';
import { CountdownKeeper } from '#src/app/countdown-keeper.tsx';
import { ErrorBoundary } from '#src/app/error-boundary.tsx';
import { Layout } from '#src/app/layout.tsx';
import { createQueryClient } from '#src/app/query-client.ts';
import { type AppRoute, AppRoutes } from '#src/app/routes.tsx';
import { SessionExpiryWatcher } from '#src/app/session-expiry-watcher.tsx';
import { env } from '#src/config/env.ts';
import { ToastHost } from '#src/lib/toast-host.tsx';

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
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <Router hook={locationHook} base={routerBase}>
          <CountdownKeeper />
          <SessionExpiryWatcher />
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
