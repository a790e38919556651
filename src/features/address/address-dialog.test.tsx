import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeafletMapProps } from '#src/components/leaflet-map.tsx';
import { AddressDialog } from '#src/features/address/address-dialog.tsx';
import {
  clearSearchedLocation,
  searchingStore,
  setSearchedLocation,
} from '#src/state/searching.ts';
import { installMockApi } from '#tests/support/mock-api.ts';
import { renderWithProviders } from '#tests/support/render.tsx';
import { toast } from '#tests/support/toast-fake.ts';

// Leaflet needs a real layout (covered by the e2e test): here a stand-in shows the view and lets
// the test "drag" the marker.
const mapView = vi.hoisted(() => ({ last: null as null | { center: number[]; zoom: number } }));
vi.mock('#src/components/leaflet-map.tsx', () => ({
  LeafletMap: (props: LeafletMapProps) => {
    mapView.last = { center: props.center, zoom: props.zoom };
    return (
      <button type="button" onClick={() => props.marker?.onDragEnd?.(6.4281, 3.4219)}>
        drag marker
      </button>
    );
  },
}));

vi.mock('#src/lib/toast.ts', async (real) =>
  (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()),
);

// The geocoder is the mock's Nominatim emulation (/__mock/geo) over the seeded gazetteer.
const LEKKI = 'Lekki, Eti-Osa, Lagos, Nigeria';
const VICTORIA_ISLAND = 'Victoria Island, Eti-Osa, Lagos, Nigeria';

const api = installMockApi();
beforeEach(() => {
  clearSearchedLocation();
  toast.notifyError.mockClear();
});

/** The geocoder answers these places (Nominatim's shape) for this test, whatever is searched. */
const answerPlaces = (names: string[]) =>
  api.use(
    http.get('*/__mock/geo/search', () =>
      HttpResponse.json(
        names.map((display_name, index) => ({
          place_id: index + 1,
          display_name,
          lat: '6.45',
          lon: '3.5',
        })),
      ),
    ),
  );

/** The place searches the dialog sent (`q` of each /__mock/geo/search). */
const placeSearches = () =>
  api.requests
    .filter((r) => new URL(r.url).pathname === '/__mock/geo/search')
    .map((r) => new URL(r.url).searchParams.get('q'));

function open() {
  const onClose = vi.fn();
  const utils = renderWithProviders(<AddressDialog onClose={onClose} />, { path: '/' });
  return { ...utils, onClose, input: screen.getByLabelText('Search for a place') };
}

describe('AddressDialog', () => {
  it('is a labelled modal that starts on Lagos at zoom 13 and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = open();
    expect(screen.getByRole('dialog', { name: 'Add a delivery address' })).toBeVisible();
    await screen.findByRole('button', { name: 'drag marker' });
    expect(mapView.last).toEqual({ center: [6.5244, 3.3792], zoom: 13 });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for suggestions only from 3 characters, debounced; a label keeps the last 3 parts and names the place', async () => {
    const user = userEvent.setup();
    answerPlaces(['Admiralty Way, Lekki Phase 1, Eti-Osa, Lagos, Nigeria']);
    const { input } = open();
    await user.type(input, 'Ad');
    await new Promise((r) => setTimeout(r, 600));
    expect(placeSearches()).toEqual([]);
    await user.type(input, 'miralty');
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    expect(placeSearches()).toEqual(['Admiralty']);
    expect(within(list).getByRole('button')).toHaveTextContent(
      /^Admiralty Way, Eti-Osa, Lagos, Nigeria$/,
    );
  });

  it('tells places apart: the first part is added where labels would be equal, no place twice', async () => {
    const user = userEvent.setup();
    answerPlaces([
      'Lekki, Eti-Osa, Lagos, Nigeria',
      'Lekki Phase 1, Eti-Osa, Lagos, Nigeria',
      'Lekki Free Zone, Ibeju-Lekki, Lagos, Nigeria',
      'Ibeju-Lekki, Lagos, Nigeria',
      // Nominatim lists a town and its LGA of the same name as two results.
      'Ibeju-Lekki, Lagos, Nigeria',
      'Victoria Island, Eti-Osa, Lagos, Nigeria',
    ]);
    const { input } = open();
    await user.type(input, 'Lekki area');
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Lekki, Eti-Osa, Lagos, Nigeria',
      'Lekki Phase 1, Eti-Osa, Lagos, Nigeria',
      'Lekki Free Zone, Ibeju-Lekki, Lagos, Nigeria',
      'Ibeju-Lekki, Lagos, Nigeria',
      'Victoria Island, Eti-Osa, Lagos, Nigeria',
    ]);
  });

  it('choosing a served place saves it, zooms to 12 (the district and towns around it), goes to /search?searchedLocation=… and closes', async () => {
    const user = userEvent.setup();
    const { input, onClose, location } = open();
    await user.type(input, 'Lekki');
    await user.click(await screen.findByRole('button', { name: LEKKI }));
    expect(mapView.last).toEqual({ center: [6.4698, 3.5852], zoom: 12 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(searchingStore.searchedLocation).toBe(LEKKI);
    expect(location.history?.at(-1)).toBe(
      `/search?${new URLSearchParams({ searchedLocation: LEKKI })}`,
    );
  });

  it("shows any other reply of the check in red and keeps the dialog open ('Search Location')", async () => {
    const user = userEvent.setup();
    const { input, onClose } = open();
    await user.type(input, 'Nowhere Town');
    await user.click(screen.getByRole('button', { name: 'Search Location' }));
    const reply = await screen.findByRole('alert');
    expect(reply.textContent).toBe('Sorry, we do not have stores in this location yet');
    expect(reply.className).toContain('address-dialog__reply');
    expect(onClose).not.toHaveBeenCalled();
    expect(searchingStore.searchedLocation).toBe('');
  });

  it('a failed check is said in the dialog, not as a toast over it', async () => {
    const user = userEvent.setup();
    await api.fail('GET', '/api/users/location');
    const { input, onClose } = open();
    await user.type(input, 'Yaba');
    await user.click(screen.getByRole('button', { name: 'Search Location' }));
    const reply = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(reply).toHaveTextContent('something went wrong');
    expect(toast.notifyError).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("after choosing a place no store serves, names it on the map, never 'No location chosen yet'", async () => {
    const user = userEvent.setup();
    const { input, onClose } = open();
    await user.type(input, 'Sokoto');
    const sokoto = (await screen.findAllByRole('button', { name: /^Sokoto/ }))[0]!;
    await user.click(sokoto);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we do not have stores in this location yet',
    );
    expect(screen.queryByText(/No location chosen yet/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Place on the map: Sokoto/)).toBeVisible();
    // Not the beige square of zoom 12 with one label: out until the places around it show.
    await waitFor(() => expect(mapView.last?.zoom).toBeLessThan(12));
    expect(mapView.last?.zoom).toBeGreaterThanOrEqual(8);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'too many requests' for 3 s on HTTP 429", async () => {
    const user = userEvent.setup();
    api.use(http.get('*/__mock/geo/search', () => new HttpResponse('slow down', { status: 429 })));
    const { input } = open();
    await user.type(input, 'Ikeja');
    await waitFor(() => expect(toast.notifyError).toHaveBeenCalledWith('too many requests', 3000));
    expect(screen.getByText('too many requests')).toBeVisible();
  });

  it("says 'failed loading suggestions' on any other failure", async () => {
    const user = userEvent.setup();
    api.use(http.get('*/__mock/geo/search', () => HttpResponse.json({}, { status: 500 })));
    const { input } = open();
    await user.type(input, 'Ikeja');
    await waitFor(() =>
      expect(toast.notifyError).toHaveBeenCalledWith('failed loading suggestions', undefined),
    );
  });

  it("fills the box from a drag's reverse lookup and offers 'Set As Current Location'", async () => {
    const user = userEvent.setup();
    const { input, onClose } = open();
    expect(
      screen.queryByRole('button', { name: 'Set As Current Location' }),
    ).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'drag marker' }));
    await waitFor(() => expect(input).toHaveValue(VICTORIA_ISLAND));
    const reverse = api.requests.find((r) => new URL(r.url).pathname === '/__mock/geo/reverse');
    expect(Object.fromEntries(new URL(reverse?.url ?? '').searchParams)).toMatchObject({
      lat: '6.4281',
      lon: '3.4219',
    });
    await user.click(screen.getByRole('button', { name: 'Set As Current Location' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(searchingStore.searchedLocation).toBe(VICTORIA_ISLAND);
  });

  it('shows the current location with a clear button, and clears the search box', async () => {
    const user = userEvent.setup();
    act(() => setSearchedLocation('Ikeja'));
    const { input } = open();
    expect(screen.getByText('Current location: Ikeja')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear current location' }));
    expect(searchingStore.searchedLocation).toBe('');
    await user.type(input, 'Yaba');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
  });
});
