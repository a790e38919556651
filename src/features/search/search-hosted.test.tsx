// The search page on `--profile hosted` (the hosted API's behaviour): a local government no store
// writes is searched by its neighbourhoods, and a store's `km` — a number stored on the store, the
// same from any place — is never shown as a distance. On the default profile, which measures `km`
// from the searched place and says so (`measuredKm`), the distance is shown.
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchPage } from '#src/features/search/search-page.tsx';
import { cutName } from '#src/lib/text-format.ts';
import { closeAddressDialog } from '#src/state/address-dialog.ts';
import { clearSearchedLocation } from '#src/state/searching.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';

vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const api = installMockApi();
let hosted: TestWorld;
beforeAll(async () => {
  hosted = await createTestWorld(1, { profile: 'hosted' });
});
beforeEach(() => {
  clearSearchedLocation();
  closeAddressDialog();
});

const openSearch = (place: string) =>
  renderWithProviders(<SearchPage />, {
    path: `/search?${new URLSearchParams({ searchedLocation: place })}`,
  });

/** Each card's name and what it says of distance ('…km away', or null). */
async function cards() {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('article')
    .map((card) => ({
      name: within(card).getByRole('heading').textContent ?? '',
      km: within(card).queryByText(/km away$/)?.textContent ?? null,
    }));
}

const storesIn = (district: string) =>
  hosted.ctx.db.users
    .lookup('store', 'yes')
    .filter((s) => s.physicalAddress.includes(`, ${district},`))
    .map((s) => cutName(s.businessName));

describe('a local government on the hosted profile', () => {
  it("Eti-Osa lists Lekki Phase 1's five stores, with no distance", async () => {
    api.use(...hosted.handlers);
    openSearch('Eti-Osa, Lagos, Nigeria');
    const found = await cards();
    const lekkiPhase1 = storesIn('Lekki Phase 1');
    expect(lekkiPhase1).toHaveLength(5);
    expect(found.map((card) => card.name)).toEqual(expect.arrayContaining(lekkiPhase1));
    expect(found.every((card) => card.km === null)).toBe(true);
    expect(screen.queryByText('No kitchen found.')).not.toBeInTheDocument();
  });

  it("Kosofe lists its neighbourhoods' stores; an LGA whose neighbourhoods have none says so", async () => {
    api.use(...hosted.handlers);
    const kosofe = openSearch('Kosofe, Lagos, Nigeria');
    const names = (await cards()).map((card) => card.name);
    expect(storesIn('Gbagada').length).toBeGreaterThan(0);
    expect(names).toEqual(expect.arrayContaining(storesIn('Gbagada')));
    kosofe.unmount();

    openSearch('Epe, Lagos, Nigeria');
    expect(await screen.findByText('No kitchen found.')).toBeVisible();
  });

  it("a place's stores carry no distance: the hosted `km` is not measured from it", async () => {
    api.use(...hosted.handlers);
    openSearch('Yaba, Lagos Mainland, Lagos, Nigeria');
    const found = await cards();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => card.km === null)).toBe(true);
  });
});

describe('the default profile measures km from the place and says so', () => {
  it("each store says 'Nkm away'", async () => {
    openSearch('Yaba, Lagos Mainland, Lagos, Nigeria');
    const found = await cards();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => /^[\d.]+km away$/.test(card.km ?? ''))).toBe(true);
  });
});
