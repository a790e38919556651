// The component tests' one render helper: a fresh query client (no retries), wouter on an
// in-memory location that records every navigation (path and query string), and on request the
// shell's toast host and resend-countdown keeper.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CountdownKeeper } from '#src/app/countdown-keeper.tsx';
import { SessionExpiryWatcher } from '#src/app/session-expiry-watcher.tsx';
import { ToastHost } from '#src/lib/toast-host.tsx';

export interface RenderOptions {
  /** Where the app starts, with its query string: `/search?query=Mama`. */
  path?: string;
  /** Also render the shell's toast host, countdown keeper and session watcher (screens that toast,
   * count down or meet an expired session). */
  shell?: boolean;
}

/** Renders `ui` inside the app's providers. `currentPath()` is the last path navigated to. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', shell = false }: RenderOptions = {},
) {
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {shell && <CountdownKeeper />}
        {shell && <SessionExpiryWatcher />}
        {ui}
        {shell && <ToastHost />}
      </Router>
    </QueryClientProvider>,
  );
  const currentPath = () => location.history?.at(-1) ?? path;
  return { ...result, location, client, currentPath };
}

export type TestRoutes = Record<string, ComponentType>;

/** The given routes (anything else renders 'other page') inside the shell, starting at `path`. */
export function renderRoutes(routes: TestRoutes, path: string) {
  return renderWithProviders(
    <Switch>
      {Object.entries(routes).map(([pattern, Screen]) => (
        <Route key={pattern} path={pattern}>
          <Screen />
        </Route>
      ))}
      <Route>
        <p>other page</p>
      </Route>
    </Switch>,
    { path, shell: true },
  );
}
