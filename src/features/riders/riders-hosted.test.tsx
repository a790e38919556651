// Riders on `--profile hosted`: the hosted API ignores the buyer's place (`near`) and its `km` is
// a number stored on the rider (57 by default), so neither the list nor a profile shows it as a
// distance. The default profile measures it from the place and says so (`measuredKm`).
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { RiderProfilePage } from '#src/features/riders/rider-profile-page.tsx';
import { RidersPage } from '#src/features/riders/riders-page.tsx';
import { clearSearchedLocation, setSearchedLocation } from '#src/state/searching.ts';
import { clearSession } from '#src/state/session.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';

vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const api = installMockApi();
let hosted: TestWorld;
beforeAll(async () => {
  // A short hang: the hosted reviews call never answers for a user with no reviews.
  hosted = await createTestWorld(1, { profile: 'hosted', hangMs: 50 });
});
beforeEach(() => {
  clearSession();
  clearSearchedLocation();
  setSearchedLocation('Ikeja, Lagos');
});

const renderProfile = (id: string) =>
  renderWithProviders(
    <Route path="/rider/:id">
      <RiderProfilePage />
    </Route>,
    { path: `/rider/${id}` },
  );

describe('a rider’s km from a chosen place', () => {
  it('hosted: the list shows no distance (the stored km is not one), nor says "near you"', async () => {
    api.use(...hosted.handlers);
    renderWithProviders(<RidersPage />, { path: '/riders' });
    const heading = await screen.findByRole('heading', { level: 1 });
    // The hosted API ignored the place: its riders are a random sample, not those near the buyer.
    expect(heading.textContent).toMatch(/^\(\d+\) Riders found$/);
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.queryByText(/km away$/)).not.toBeInTheDocument();
  });

  it('hosted: the profile has no Distance row', async () => {
    api.use(...hosted.handlers);
    renderProfile(hosted.ids.rider);
    expect(await screen.findByText('Delivery duration')).toBeVisible();
    expect(screen.queryByText('Distance')).not.toBeInTheDocument();
    expect(screen.queryByText(/km away$/)).not.toBeInTheDocument();
  });

  it("default: the list and the profile say 'Nkm away', measured from the place", async () => {
    const list = renderWithProviders(<RidersPage />, { path: '/riders' });
    await screen.findByRole('heading', { name: /Riders found near you$/ });
    const links = screen.getAllByRole('link');
    expect(links.every((link) => /[\d.]+km away/.test(link.textContent ?? ''))).toBe(true);
    list.unmount();
    renderProfile(api.world.ids.rider);
    expect(await screen.findByText('Distance')).toBeVisible();
    expect(screen.getByText(/^[\d.]+km away$/)).toBeVisible();
  });
});
