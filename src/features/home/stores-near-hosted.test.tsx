// "Eateries / Restaurants near you" on `--profile hosted`: a local government no store writes
// (Eti-Osa) lists its neighbourhoods' stores, and no card says how far it is — the hosted `km` is a
// number stored on the store, not a distance from the place. The default profile measures it from
// the place (and says so): there each card says 'Nkm away'.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoresCarousel } from '#src/features/home/stores-carousel.tsx';
import { cutName } from '#src/lib/text-format.ts';
import { clearSearchedLocation, setSearchedLocation } from '#src/state/searching.ts';
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
beforeEach(() => clearSearchedLocation());

/** The near-you row's cards, once listed: each name and what it says of distance. */
async function nearbyCards() {
  const near = await screen.findByRole('region', { name: 'Eateries / Restaurants near you' });
  await waitFor(() => expect(within(near).getAllByRole('article').length).toBeGreaterThan(0));
  return within(near)
    .getAllByRole('article')
    .map((card) => ({
      name: within(card).getByRole('heading').textContent ?? '',
      km: within(card).queryByText(/km away$/)?.textContent ?? null,
    }));
}

describe('Eateries near you', () => {
  it("hosted: Eti-Osa shows Lekki Phase 1's stores, none with a distance", async () => {
    api.use(...hosted.handlers);
    setSearchedLocation('Eti-Osa, Lagos, Nigeria');
    renderWithProviders(<StoresCarousel />);
    const cards = await nearbyCards();
    const lekkiPhase1 = hosted.ctx.db.users
      .lookup('store', 'yes')
      .filter((s) => s.physicalAddress.includes(', Lekki Phase 1,'))
      .map((s) => cutName(s.businessName));
    expect(lekkiPhase1).toHaveLength(5);
    expect(cards.map((card) => card.name)).toEqual(expect.arrayContaining(lekkiPhase1));
    expect(cards.every((card) => card.km === null)).toBe(true);
    expect(screen.queryByText('No kitchen found near this location yet.')).not.toBeInTheDocument();
  });

  it("default: the distance measured from the place, 'Nkm away' on every card", async () => {
    setSearchedLocation('Lekki Phase 1, Eti-Osa, Lagos, Nigeria');
    renderWithProviders(<StoresCarousel />);
    const cards = await nearbyCards();
    expect(cards.every((card) => /^[\d.]+km away$/.test(card.km ?? ''))).toBe(true);
  });

  it("default, from a local government alone: 'about Nkm away' on every card", async () => {
    // Measured from its served district nearest its centre (Eti-Osa: Ajah), so only "about".
    setSearchedLocation('Eti-Osa, Lagos, Nigeria');
    renderWithProviders(<StoresCarousel />);
    const cards = await nearbyCards();
    expect(cards.every((card) => /^about \d+km away$/.test(card.km ?? ''))).toBe(true);
  });
});
