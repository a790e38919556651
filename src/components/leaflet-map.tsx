// The only module that imports Leaflet: loaded lazily by the address dialog and the home map.
import 'leaflet/dist/leaflet.css';
import '#src/components/leaflet-map.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  MapContainer,
  Marker,
  Polyline,
  Popup,
  TileLayer,
  useMap,
  useMapEvent,
} from 'react-leaflet';
import { OFFLINE_TILE_MAX_ZOOM } from '#shared/map-config.ts';
import { defaultTileSource, maxZoomOf } from '#src/lib/geocoder/map-tiles.ts';
import { groupByPoint, ringOffsets } from '#src/lib/map-pins.ts';
import { DetailLimit } from './map-detail-limit.tsx';
import { FitPlaces, LabelsInside, type MapPlace, Places } from './map-places.tsx';

export type { MapPlace };

/** A clickable pin (a store on the home map). */
export interface MapPin {
  id: string;
  position: [number, number];
  /** Accessible name and tooltip. */
  title: string;
}

export interface LeafletMapProps {
  center: [number, number];
  zoom: number;
  /** Accessible name of the map region. */
  label: string;
  marker?: {
    position: [number, number];
    popup: string;
    draggable?: boolean;
    onDragEnd?: (lat: number, lon: number) => void;
  };
  interactive?: boolean;
  /** Drag to pan and zoom buttons, without taking over the page's scroll wheel or touch scroll. */
  pannable?: boolean;
  pins?: readonly MapPin[];
  onPinClick?: (pin: MapPin) => void;
  /** Zoom out (never in), keeping `center`, until every pin is in view. */
  fitPins?: boolean;
  /** Labelled places (an order's store, destination and rider); the map is fitted to them. */
  places?: readonly MapPlace[];
  /** A way drawn as a line (the rider's ride), fitted with the places. */
  route?: readonly [number, number][];
  /**
   * With the offline tiles: zoom in only as deep as the view names something (map-detail-limit),
   * and say this where the view stands at that limit.
   */
  detailNote?: string;
}

const pin = L.divIcon({
  className: 'map-pin',
  html: '<span class="map-pin__dot"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});

const storePin = L.divIcon({
  className: 'store-pin',
  html: '<span class="store-pin__body" aria-hidden="true"></span>',
  iconSize: [26, 32],
  iconAnchor: [13, 31],
});

function Pins({
  pins,
  onPinClick,
}: {
  pins: readonly MapPin[];
  onPinClick?: (pin: MapPin) => void;
}) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent('zoomend', () => setZoom(map.getZoom()));
  // Pins sharing a point sit on a ring around it, the same number of pixels apart at any zoom.
  return groupByPoint(pins).flatMap((group) => {
    const offsets = ringOffsets(group.length);
    return group.map((pin, i) => {
      const [dx, dy] = offsets[i]!;
      const at = map.unproject(map.project(pin.position, zoom).add([dx, dy]), zoom);
      return (
        <Marker
          key={pin.id}
          position={at}
          icon={storePin}
          title={pin.title}
          alt={pin.title}
          keyboard
          eventHandlers={{
            click: () => onPinClick?.(pin),
            // Leaflet turns Enter on a focused marker into `keypress`, not `click`.
            keypress: (event: L.LeafletKeyboardEvent) => {
              if (event.originalEvent.key === 'Enter') onPinClick?.(pin);
            },
          }}
        />
      );
    });
  });
}

/** Keeps the centre and zooms out just enough that the pins (and their mirror images) show. */
function FitPins({
  center,
  zoom,
  pins,
}: {
  center: [number, number];
  zoom: number;
  pins: readonly MapPin[];
}) {
  const map = useMap();
  const key = pins.map((p) => p.position.join()).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the pins' positions
  useEffect(() => {
    if (pins.length === 0) return;
    const bounds = L.latLngBounds([center, center]);
    for (const pin of pins) {
      bounds.extend(pin.position);
      bounds.extend([2 * center[0] - pin.position[0], 2 * center[1] - pin.position[1]]);
    }
    const fit = map.getBoundsZoom(bounds, false, L.point(28, 36));
    map.setView(center, Math.min(zoom, fit), { animate: false });
  }, [map, key, center[0], center[1], zoom]);
  return null;
}

/**
 * Follows `center` / `zoom` changes (a chosen place zooms to 15) without animating: choosing a place
 * closes the address dialog, and a map removed during Leaflet's zoom animation throws from the
 * animation's end timer ("Cannot read properties of undefined (reading '_leaflet_pos')").
 */
function Follow({ center, zoom }: { center: [number, number]; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView(center, zoom, { animate: false });
  }, [map, center[0], center[1], zoom]);
  return null;
}

export function LeafletMap({
  center,
  zoom,
  label,
  marker,
  interactive = true,
  pannable = false,
  pins,
  onPinClick,
  fitPins = false,
  places,
  route,
  detailNote,
}: LeafletMapProps) {
  const [limited, setLimited] = useState(false);
  const markerRef = useRef<L.Marker>(null);
  const onDragEnd = marker?.onDragEnd;
  const handlers = useMemo(
    () => ({
      dragend() {
        const position = markerRef.current?.getLatLng();
        if (position && onDragEnd) onDragEnd(position.lat, position.lng);
      },
    }),
    [onDragEnd],
  );
  // Leaflet writes a marker's title (its accessible name: the marker is a keyboard button) once,
  // when it makes the marker: a later place would leave the first one's name on it.
  const markerName = marker?.popup;
  useEffect(() => {
    const element = markerRef.current?.getElement();
    if (element && markerName !== undefined) element.title = markerName;
  }, [markerName]);
  const tiles = defaultTileSource();
  const maxZoom = maxZoomOf(tiles);
  const offline = maxZoom === OFFLINE_TILE_MAX_ZOOM;
  // Touch screens keep one-finger page scrolling over a pannable embed (zoom buttons still work).
  const drag = interactive || (pannable && !L.Browser.mobile);
  return (
    <section className="leaflet-box" aria-label={label}>
      <MapContainer
        center={center}
        zoom={Math.min(zoom, maxZoom)}
        maxZoom={maxZoom}
        scrollWheelZoom={interactive}
        dragging={drag}
        zoomControl={interactive || pannable}
        className="leaflet-box__map"
      >
        <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={maxZoom} />
        {places ? null : <Follow center={center} zoom={zoom} />}
        {marker ? (
          <Marker
            ref={markerRef}
            position={marker.position}
            icon={pin}
            draggable={marker.draggable}
            eventHandlers={handlers}
            title={marker.popup}
            alt={marker.popup}
          >
            <Popup>{marker.popup}</Popup>
          </Marker>
        ) : null}
        {pins ? <Pins pins={pins} onPinClick={onPinClick} /> : null}
        {pins && fitPins ? <FitPins center={center} zoom={zoom} pins={pins} /> : null}
        {route && route.length > 1 ? (
          <Polyline
            positions={route as [number, number][]}
            pathOptions={{ color: '#0b7a3e', weight: 4, opacity: 0.7, dashArray: '6 6' }}
          />
        ) : null}
        {detailNote && offline ? <DetailLimit maxZoom={maxZoom} onLimited={setLimited} /> : null}
        {places ? <Places places={places} /> : null}
        {places ? <FitPlaces places={places} route={route ?? []} /> : null}
        {places ? (
          <LabelsInside placesKey={places.map((p) => `${p.id}:${p.position.join()}`).join(';')} />
        ) : null}
      </MapContainer>
      {detailNote && offline && limited ? (
        <p className="leaflet-box__note" role="status">
          {detailNote}
        </p>
      ) : null}
    </section>
  );
}
