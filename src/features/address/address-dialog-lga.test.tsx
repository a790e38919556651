// The location picker on `--profile hosted`: the hosted location check matches a piece of text in
// a store's address or delivery places, and no store writes "Eti-Osa" or "Kosofe" — their stores
// write their neighbourhoods. Picking the local government still finds them (the client asks with
// its neighbourhoods); the sorry text is said only where none of them has a store.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeafletMapProps } from '#src/components/leaflet-map.tsx';
import { AddressDialog } from '#src/features/address/address-dialog.tsx';
import { clearSearchedLocation, searchingStore } from '#src/state/searching.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';

// Leaflet needs a real layout (covered by the e2e test): a stand-in.
vi.mock('#src/components/leaflet-map.tsx', () => ({
  LeafletMap: (_: LeafletMapProps) => <div>map</div>,
}));
vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

const api = installMockApi();
let hosted: TestWorld;
beforeAll(async () => {
  hosted = await createTestWorld(1, { profile: 'hosted' });
});
beforeEach(() => clearSearchedLocation());

/** Opens the picker on the hosted world and picks the local government `name` from the list. */
async function pickLga(name: string) {
  api.use(...hosted.handlers);
  const onClose = vi.fn();
  const user = userEvent.setup();
  const utils = renderWithProviders(<AddressDialog onClose={onClose} />, { path: '/' });
  await user.type(screen.getByLabelText('Search for a place'), name);
  await user.click(
    await screen.findByRole('button', { name: `${name} — local government, Lagos, Nigeria` }),
  );
  return { ...utils, onClose };
}

describe('picking a local government on the hosted profile', () => {
  it.each(['Eti-Osa', 'Kosofe'])(
    '%s: its neighbourhoods have stores, so the place is kept and searched',
    async (name) => {
      const { onClose, location } = await pickLga(name);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const label = `${name}, Lagos, Nigeria`;
      expect(searchingStore.searchedLocation).toBe(label);
      expect(location.history?.at(-1)).toBe(
        `/search?${new URLSearchParams({ searchedLocation: label })}`,
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('Epe: none of its neighbourhoods has a store, so the sorry text is said', async () => {
    const { onClose } = await pickLga('Epe');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we do not have stores in this location yet',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(searchingStore.searchedLocation).toBe('');
  });
});
