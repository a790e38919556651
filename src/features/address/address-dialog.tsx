import '#src/features/address/address.css';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '#shared/map-config.ts';
import { Button } from '#src/components/button.tsx';
import { CloseButton } from '#src/components/close-button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { addressTexts } from '#src/features/address/address-texts.ts';
import { PlaceSearch } from '#src/features/address/place-search.tsx';
import { placeZoom } from '#src/features/address/place-view.ts';
import { useLocationCheck } from '#src/features/address/use-location-check.ts';
import type { GeoPlace } from '#src/lib/geocoder/geocoder.ts';
import { reverse } from '#src/lib/geocoder/geocoder.ts';
import { clearSearchedLocation, searchingStore } from '#src/state/searching.ts';

const LeafletMap = lazy(async () => ({
  default: (await import('#src/components/leaflet-map.tsx')).LeafletMap,
}));

type LocationCheck = ReturnType<typeof useLocationCheck>;
type MapView = { center: [number, number]; zoom: number };

/**
 * What the dialog has picked: the box's text (typed, chosen from the list or filled in by a
 * marker drag), the map's view, and whether the marker was dragged ('Set As Current Location').
 */
function useAddressPick(location: LocationCheck) {
  const [text, setText] = useState('');
  const [typed, setTyped] = useState(false);
  const [view, setView] = useState<MapView>({ center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
  const [dragged, setDragged] = useState(false);

  // The list shows short labels; the check, the box and the saved location use the whole name,
  // whose first part names the place (the last three parts are only the region).
  const choose = (place: GeoPlace) => {
    const label = place.displayName;
    setText(label);
    setTyped(false);
    setDragged(false);
    // Its whole extent in view: a far town shows the places around it, not an empty square.
    setView({ center: [place.lat, place.lon], zoom: placeZoom(place) });
    void location.check(label);
  };

  const onDragEnd = useCallback(async (lat: number, lon: number) => {
    setView((current) => ({ center: [lat, lon], zoom: current.zoom }));
    setDragged(true);
    try {
      const place = await reverse(lat, lon);
      if (place) {
        setText(place.displayName);
        setTyped(false);
      }
    } catch (error) {
      console.warn('reverse lookup failed:', error); // logged only (spec section 8)
    }
  }, []);

  const type = (value: string) => {
    setText(value);
    setTyped(true);
    location.clearReply();
  };
  const clear = () => {
    setText('');
    setTyped(false);
    location.clearReply();
  };
  return { text, typed, view, dragged, choose, type, clear, onDragEnd };
}

/** 'Search Location' for the box's text; after a marker drag, 'Set As Current Location' too. */
function AddressActions({
  text,
  dragged,
  location,
}: {
  text: string;
  dragged: boolean;
  location: LocationCheck;
}) {
  return (
    <div className="address-dialog__actions">
      <Button
        onClick={() => location.check(text)}
        disabled={text.trim() === ''}
        loading={location.pending}
      >
        {addressTexts.searchLocation}
      </Button>
      {dragged ? (
        <Button
          variant="secondary"
          onClick={() => location.check(text)}
          disabled={text.trim() === ''}
        >
          {addressTexts.setAsCurrent}
        </Button>
      ) : null}
    </div>
  );
}

/** The current location (with its clear button), or the place picked but not yet checked. */
function CurrentLocation({
  searchedLocation,
  text,
  typed,
}: {
  searchedLocation: string;
  text: string;
  typed: boolean;
}) {
  return (
    <div className="address-dialog__current">
      <span>
        {searchedLocation || !text.trim() || typed
          ? `${addressTexts.currentLocation}: ${searchedLocation || addressTexts.noCurrent}`
          : `${addressTexts.picked}: ${text}`}
      </span>
      {searchedLocation ? (
        <CloseButton
          className="address-dialog__clear"
          label={addressTexts.clearCurrent}
          onClick={clearSearchedLocation}
        />
      ) : null}
    </div>
  );
}

function AddressMap({
  view,
  popup,
  onDragEnd,
}: {
  view: MapView;
  popup: string;
  onDragEnd: (lat: number, lon: number) => void;
}) {
  return (
    <div className="address-dialog__map">
      <Suspense fallback={<Spinner label={addressTexts.mapLoading} />}>
        <LeafletMap
          center={view.center}
          zoom={view.zoom}
          label={addressTexts.mapLabel}
          detailNote={addressTexts.noMoreDetail}
          marker={{ position: view.center, popup, draggable: true, onDragEnd }}
        />
      </Suspense>
    </div>
  );
}

/**
 * 'Add a delivery address': search with suggestions, 'Search Location', a map whose marker can
 * be dragged (reverse lookup fills the box, then 'Set As Current Location'), the current location
 * with clear. Every way ends in the store-availability check.
 */
export function AddressDialog({ onClose }: { onClose: () => void }) {
  const { searchedLocation } = useSnapshot(searchingStore);
  const location = useLocationCheck(onClose);
  const pick = useAddressPick(location);

  return (
    <Dialog
      open
      onClose={onClose}
      title={addressTexts.title}
      variant="sheet"
      className="address-dialog"
      // Opened to type a place: the search box has the focus, not Close.
      initialFocus="input"
    >
      <PlaceSearch
        text={pick.text}
        typed={pick.typed}
        onType={pick.type}
        onClear={pick.clear}
        onChoose={pick.choose}
      />
      <AddressActions text={pick.text} dragged={pick.dragged} location={location} />
      {location.reply ? (
        <p className="address-dialog__reply" role="alert">
          {location.reply}
        </p>
      ) : null}
      <CurrentLocation searchedLocation={searchedLocation} text={pick.text} typed={pick.typed} />
      <p className="address-dialog__hint">{addressTexts.dragHint}</p>
      <AddressMap
        view={pick.view}
        popup={pick.text || searchedLocation || addressTexts.noCurrent}
        onDragEnd={pick.onDragEnd}
      />
    </Dialog>
  );
}
