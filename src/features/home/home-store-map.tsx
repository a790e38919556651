// The home map with the Lagos stores as pins (click or Enter → the store page). Loaded lazily
// with Leaflet by lagos-map.tsx. The map is drawn once the pins are known (or failed): its tiles
// are fetched once, at the zoom that fits the pins, and the static demo's in-page mock (which
// answers the tiles too) is running by then.
import { useLocation } from 'wouter';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '#shared/map-config.ts';
import { LeafletMap, type MapPin } from '#src/components/leaflet-map.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { homeTexts } from '#src/features/home/home-texts.ts';
import { useStorePins } from './use-store-pins.ts';

export function HomeStoreMap() {
  const [, navigate] = useLocation();
  const pins = useStorePins();
  if (pins.isPending) return <Spinner label={homeTexts.mapLabel} />;
  const mapPins: MapPin[] = (pins.data ?? []).map((pin) => ({
    id: pin.id,
    position: [pin.lat, pin.lon],
    title: `${pin.name} — ${pin.area}`,
  }));
  return (
    <>
      <LeafletMap
        center={DEFAULT_CENTER}
        zoom={DEFAULT_ZOOM}
        label={homeTexts.mapLabel}
        interactive={false}
        pannable
        pins={mapPins}
        fitPins
        onPinClick={(pin) => navigate(`/kitchen/${encodeURIComponent(pin.id)}`)}
      />
      {pins.isError ? (
        <p className="home-map__note" role="status">
          {homeTexts.mapPinsFailed}{' '}
          <button type="button" className="link-button" onClick={() => pins.refetch()}>
            {homeTexts.retry}
          </button>
        </p>
      ) : pins.data ? (
        <p className="home-map__note home-map__note--count">
          {homeTexts.mapPinsCount(pins.data.length)}
        </p>
      ) : null}
    </>
  );
}
