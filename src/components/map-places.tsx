// An order's places on its map (the store, the delivery address, the rider), each with a label that
// stays shown and is read whole: fitted into view with the rider's way, and each label put on a
// side of its pin where the map does not cut it and it covers no other label, pin or control
// (lib/map-label-spots.ts chooses; a phone's map is narrow, and a store at its left edge had its
// name cut there).
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { Marker, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { arrangeLabels, type Rect, slideInside } from '#src/lib/map-label-spots.ts';

/** A place with a label that stays in view (readable at phone and desktop widths). */
export interface MapPlace {
  id: string;
  kind: 'store' | 'destination' | 'rider';
  position: [number, number];
  label: string;
}

/** A place's dot (store, destination): 28 px, over the 24 px a pointer needs to tell it apart. */
const DOT = 28;
/** The rider's pin: a 28 px drop whose tip is on the rider's point (about 20 px under its centre). */
const DROP = 28;
const DROP_TIP = 34;

/**
 * The places' icons. The store and the destination are dots centred on their point; the rider is a
 * drop standing on its point.
 */
const placeIcons = {
  store: L.divIcon({ className: 'place-pin place-pin--store', iconSize: [DOT, DOT] }),
  destination: L.divIcon({
    className: 'place-pin place-pin--destination',
    iconSize: [DOT, DOT],
  }),
  rider: L.divIcon({
    className: 'place-pin place-pin--rider',
    html: '<span class="place-pin__drop"></span>',
    iconSize: [DROP, DROP],
    iconAnchor: [DROP / 2, DROP_TIP],
  }),
} as const;

type Side = 'left' | 'right' | 'top' | 'bottom';

/** Each kind's sides in the order tried: the store's label left, the address's right, the rider's above. */
const SIDES: Record<MapPlace['kind'], readonly Side[]> = {
  store: ['left', 'right', 'bottom', 'top'],
  destination: ['right', 'left', 'bottom', 'top'],
  rider: ['top', 'bottom', 'right', 'left'],
};

/** The label's offset from the place's point on each side: clear of its dot or its drop. */
function offsetOf(kind: MapPlace['kind'], side: Side): [number, number] {
  if (kind !== 'rider') {
    const half = DOT / 2;
    return { left: [-half, 0], right: [half, 0], top: [0, -half], bottom: [0, half] }[side] as [
      number,
      number,
    ];
  }
  const middle = -(DROP_TIP - DROP / 2);
  return {
    left: [-DROP / 2, middle],
    right: [DROP / 2, middle],
    top: [0, -DROP_TIP],
    bottom: [0, 2],
  }[side] as [number, number];
}

/**
 * The places are shown, not pressed (nothing happens on a press; each says what it is in its
 * label): not interactive, so they are neither tab stops nor pointer targets.
 */
export function Places({ places }: { places: readonly MapPlace[] }) {
  return places.map((place) => (
    <Marker
      key={place.id}
      position={place.position}
      icon={placeIcons[place.kind]}
      interactive={false}
      keyboard={false}
      alt={place.label}
      zIndexOffset={place.kind === 'rider' ? 1000 : 0}
    >
      <Tooltip
        permanent
        direction={SIDES[place.kind][0]}
        offset={offsetOf(place.kind, SIDES[place.kind][0]!)}
        className={`map-label map-label--${place.kind}`}
      >
        {place.label}
      </Tooltip>
    </Marker>
  ));
}

const rectOf = (el: Element): Rect => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
};

const kindOf = (tooltip: L.Tooltip): MapPlace['kind'] | undefined =>
  (['store', 'destination', 'rider'] as const).find((kind) =>
    String(tooltip.options.className).includes(`map-label--${kind}`),
  );

type Spot = { side: Side; offset: L.Point; rect: Rect };

/** Puts `tooltip` on `side`, shifted by `shift` px, and measures it. */
function tryAt(tooltip: L.Tooltip, side: Side, offset: [number, number]): Spot {
  tooltip.options.direction = side;
  tooltip.options.offset = L.point(offset[0], offset[1]);
  tooltip.update();
  return { side, offset: tooltip.options.offset, rect: rectOf(tooltip.getElement()!) };
}

/**
 * Every spot a label may take, in the order tried: each side of its pin, as such (a label above or
 * below slid along to stay inside the map), then moved by half its width or its whole height
 * (along the side), for a crowded map.
 */
function spotsOf(tooltip: L.Tooltip, kind: MapPlace['kind'], box: Rect): Spot[] {
  const spots: Spot[] = [];
  const moved: Spot[] = [];
  for (const side of SIDES[kind]) {
    const [dx, dy] = offsetOf(kind, side);
    const spot = tryAt(tooltip, side, [dx, dy]);
    const width = spot.rect.right - spot.rect.left;
    const height = spot.rect.bottom - spot.rect.top;
    if (side === 'top' || side === 'bottom') {
      const slide = slideInside(spot.rect, box);
      spots.push(slide === 0 ? spot : tryAt(tooltip, side, [dx + slide, dy]));
      for (const along of [width / 2, -width / 2])
        moved.push(tryAt(tooltip, side, [dx + along, dy]));
    } else {
      spots.push(spot);
      for (const along of [-height, height]) moved.push(tryAt(tooltip, side, [dx, dy + along]));
    }
  }
  return [...spots, ...moved];
}

/** Each label on a spot where it is read whole, the labels arranged together (lib/map-label-spots). */
function placeLabels(map: L.Map): void {
  const container = map.getContainer();
  const box = rectOf(container);
  const controls = [...container.querySelectorAll('.leaflet-control')].map(rectOf);
  const pins = [...container.querySelectorAll('.place-pin')];
  const labels: { tooltip: L.Tooltip; spots: Spot[]; obstacles: Rect[] }[] = [];
  map.eachLayer((layer) => {
    if (!(layer instanceof L.Marker)) return;
    const tooltip = layer.getTooltip();
    const kind = tooltip && kindOf(tooltip);
    if (!tooltip?.isOpen() || !kind || !tooltip.getElement()) return;
    const own = layer.getElement();
    const obstacles = [...controls, ...pins.filter((pin) => pin !== own).map(rectOf)];
    labels.push({ tooltip, spots: spotsOf(tooltip, kind, box), obstacles });
  });
  const chosen = arrangeLabels(
    labels.map(({ spots, obstacles }) => ({ spots: spots.map((spot) => spot.rect), obstacles })),
    box,
  );
  for (const [index, { tooltip, spots }] of labels.entries()) {
    const spot = spots[chosen[index]!]!;
    tooltip.options.direction = spot.side;
    tooltip.options.offset = spot.offset;
    tooltip.update();
  }
}

/** Keeps every label read whole as the view, the size or the places change (`key`: positions). */
export function LabelsInside({ placesKey }: { placesKey: string }) {
  const map = useMap();
  useMapEvents({
    zoomend: () => placeLabels(map),
    moveend: () => placeLabels(map),
    resize: () => placeLabels(map),
  });
  // A label's text arrives a render after its tooltip opens (react-leaflet's portal), and the map
  // may be resized: each change of a label's or the map's size places them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `placesKey` stands for the positions
  useEffect(() => {
    placeLabels(map);
    if (typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(() => placeLabels(map));
    const watchLabels = () => {
      for (const label of map.getContainer().querySelectorAll('.map-label')) sizes.observe(label);
    };
    sizes.observe(map.getContainer());
    watchLabels();
    // A place that comes (the store again, once the rider has left it) opens its label later.
    const pane = map.getPane('tooltipPane');
    const added = new MutationObserver(watchLabels);
    if (pane) added.observe(pane, { childList: true });
    return () => {
      sizes.disconnect();
      added.disconnect();
    };
  }, [map, placesKey]);
  return null;
}

/**
 * Fits the view to the places and the route once, and again whenever one of them leaves the view
 * (the rider rides on): a person's panning and zooming is kept otherwise.
 */
export function FitPlaces({
  places,
  route,
}: {
  places: readonly MapPlace[];
  route: readonly [number, number][];
}) {
  const map = useMap();
  const key = [...places.map((p) => p.position.join()), route.length].join(';');
  const fitted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the positions
  useEffect(() => {
    const points = [...places.map((p) => p.position), ...route];
    if (points.length === 0) return;
    const bounds = L.latLngBounds(points);
    if (fitted.current && map.getBounds().contains(bounds)) return;
    map.fitBounds(bounds, { padding: [48, 36], maxZoom: 15, animate: false });
    fitted.current = true;
  }, [map, key]);
  return null;
}
