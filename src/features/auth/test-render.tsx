// Component-test helper (never imported by the app): the given routes inside the shell's
// providers, the toast host and the countdown keeper, starting at `path`.
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { CountdownKeeper } from '#src/app/countdown-keeper.tsx';
import { renderWithShell } from '#src/app/test-shell.tsx';
import { ToastHost } from '#src/lib/toast-host.tsx';

export type TestRoutes = Record<string, ComponentType>;

export function renderRoutes(routes: TestRoutes, path: string) {
  const result = renderWithShell(
    <>
      <CountdownKeeper />
      <Switch>
        {Object.entries(routes).map(([pattern, Screen]) => (
          <Route key={pattern} path={pattern}>
            <Screen />
          </Route>
        ))}
        <Route>
          <p>other page</p>
        </Route>
      </Switch>
      <ToastHost />
    </>,
    path,
  );
  const currentPath = () => result.location.history?.at(-1) ?? path;
  return { ...result, currentPath };
}
