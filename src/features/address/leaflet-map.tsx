// The only module that imports Leaflet: loaded lazily by the address dialog and the home map.
import 'leaflet/dist/leaflet.css';
import '#src/features/address/leaflet-map.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { tileAttribution, tileUrl } from '#src/features/address/map-config.ts';

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
}

const pin = L.divIcon({
  className: 'map-pin',
  html: '<span class="map-pin__dot"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});

/** Follows `center` / `zoom` changes (a chosen place zooms to 15). */
function Follow({ center, zoom }: { center: [number, number]; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView(center, zoom);
  }, [map, center[0], center[1], zoom]);
  return null;
}

export function LeafletMap({ center, zoom, label, marker, interactive = true }: LeafletMapProps) {
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
  const url = tileUrl();
  return (
    <section className="leaflet-box" aria-label={label}>
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom={interactive}
        dragging={interactive}
        zoomControl={interactive}
        className="leaflet-box__map"
      >
        <TileLayer url={url} attribution={tileAttribution(url)} />
        <Follow center={center} zoom={zoom} />
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
      </MapContainer>
    </section>
  );
}
