// The opened page's screen is loaded before the first render (start-app.tsx), so the first paint is the
// page, not the route's fallback that React 19 keeps up for ~300 ms (the home page's
// largest paint came 300 ms after its first paint).
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { lazyScreen } from '#src/app/lazy-screen.ts';
import { type AppRoute, AppRoutes, preloadScreenOf } from '#src/app/routes.tsx';

function Home() {
  return <p>home page</p>;
}
function Kitchen() {
  return <p>kitchen page</p>;
}

const table = (): AppRoute[] => [
  { path: '/', screen: lazyScreen(async () => ({ Home }), 'Home') },
  { path: '/kitchen/:id', screen: lazyScreen(async () => ({ Kitchen }), 'Kitchen') },
];

const renderAt = (path: string, routes: AppRoute[]) =>
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <AppRoutes table={routes} />
    </Router>,
  );

describe('a screen loaded before the first render', () => {
  it('paints with the first render: no route fallback', async () => {
    const routes = table();
    await preloadScreenOf('/kitchen/abc', routes);
    renderAt('/kitchen/abc', routes);
    expect(screen.getByText('kitchen page')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
  });

  it('a screen not loaded yet shows the fallback, then the page', async () => {
    const routes = table();
    renderAt('/', routes);
    expect(screen.queryByText('home page')).toBeNull();
    await act(async () => {});
    expect(await screen.findByText('home page')).toBeVisible();
  });

  it('finds the route of a path with a parameter or a trailing slash, and only that one', async () => {
    const routes = table();
    await preloadScreenOf('/', routes);
    expect(routes[0]?.screen.loaded()).toBe(Home);
    expect(routes[1]?.screen.loaded()).toBeUndefined();
    await preloadScreenOf('/kitchen/abc/', routes);
    expect(routes[1]?.screen.loaded()).toBe(Kitchen);
  });
});
