// A small slippy map: the mock's SVG tiles, stores, riders and their routes on top, positioned
// with the Web Mercator of shared/web-mercator.ts like the tiles themselves.

import { escapeMarkup as esc } from '#shared/markup.ts';
import { pixelAt, TILE_SIZE } from '#shared/web-mercator.ts';
import { type CityCentre, city } from './city-state.ts';
import { $ } from './panel-io.ts';

type LatLon = { lat: number; lon: number };
type View = { w: number; h: number; z: number; left: number; top: number; c: CityCentre };

const LAGOS: CityCentre = { name: 'Lagos', lat: 6.5244, lon: 3.3792 };

const near = (a: LatLon, b: LatLon): boolean =>
  Math.abs(a.lat - b.lat) < 0.5 && Math.abs(a.lon - b.lon) < 0.5;

/** `p` in pixels on the whole map at zoom `z`. */
const at = (p: LatLon, z: number) => pixelAt(p.lat, p.lon, z);

/** `p` in pixels from the view's top left corner. */
const px = (p: LatLon, v: View): [number, number] => {
  const { x, y } = at(p, v.z);
  return [x - v.left, y - v.top];
};

const translate = ([x, y]: [number, number]): string =>
  `translate(${x.toFixed(1)}px,${y.toFixed(1)}px)`;

/** The chosen city, at the zoom (9–13) that fits its stores and where its riders go. */
function view(): View {
  const el = $('map');
  const w = el.clientWidth;
  const h = el.clientHeight;
  const c = city.place || city.cities[0] || LAGOS;
  const pts: LatLon[] = [
    ...city.stores.filter((s) => near(s, c)),
    ...city.riders.filter((r) => near(r, c)).map((r) => r.to),
  ];
  let z = 12;
  if (pts.length > 1) {
    const centre = at(c, 0);
    const spanX = Math.max(2 * Math.max(...pts.map((p) => Math.abs(at(p, 0).x - centre.x))), 1e-9);
    const spanY = Math.max(2 * Math.max(...pts.map((p) => Math.abs(at(p, 0).y - centre.y))), 1e-9);
    z = Math.floor(Math.min(Math.log2((w - 40) / spanX), Math.log2((h - 40) / spanY)));
  }
  z = Math.max(9, Math.min(13, z));
  const centre = at(c, z);
  return { w, h, z, left: centre.x - w / 2, top: centre.y - h / 2, c };
}

function drawTiles(v: View): void {
  const box = $('map').querySelector<HTMLElement>('.tiles')!;
  const want = new Map<string, [number, number]>();
  for (let tx = Math.floor(v.left / TILE_SIZE); tx <= Math.floor((v.left + v.w) / TILE_SIZE); tx++)
    for (let ty = Math.floor(v.top / TILE_SIZE); ty <= Math.floor((v.top + v.h) / TILE_SIZE); ty++)
      want.set(`${v.z}/${tx}/${ty}`, [tx, ty]);
  for (const img of [...box.children] as HTMLElement[])
    if (!want.has(img.dataset.key ?? '')) img.remove();
  for (const [key, [tx, ty]] of want) {
    let img = box.querySelector<HTMLImageElement>(`[data-key="${key}"]`);
    if (!img) {
      img = document.createElement('img');
      img.alt = '';
      img.dataset.key = key;
      img.src = `/__mock/tiles/${key}.svg`;
      box.append(img);
    }
    img.style.left = `${Math.round(tx * TILE_SIZE - v.left)}px`;
    img.style.top = `${Math.round(ty * TILE_SIZE - v.top)}px`;
  }
}

function drawOverlay(v: View): void {
  const svg = $('map').querySelector('svg')!;
  const inView = ([x, y]: [number, number]) => x > -20 && y > -20 && x < v.w + 20 && y < v.h + 20;
  const f = (n: number) => n.toFixed(1);
  let out = '';
  for (const s of city.stores) {
    const [x, y] = px(s, v);
    if (inView([x, y]))
      out += `<rect x="${f(x - 4)}" y="${f(y - 4)}" width="8" height="8" rx="2" fill="#1d4ed8" stroke="#fff" stroke-width="1.5"><title>${esc(s.name)}</title></rect>`;
  }
  for (const r of city.riders) {
    const [fx, fy] = px(r.from, v);
    const [tx, ty] = px(r.to, v);
    out +=
      `<line x1="${f(fx)}" y1="${f(fy)}" x2="${f(tx)}" y2="${f(ty)}" stroke="#e85d04" stroke-width="2" stroke-dasharray="5 4" opacity=".55"/>` +
      `<circle cx="${f(tx)}" cy="${f(ty)}" r="5" fill="#fff" stroke="#14532d" stroke-width="2.5"/>`;
  }
  svg.innerHTML = `${out}<g id="riders"></g>`;
  const layer = svg.querySelector('#riders')!;
  for (const r of city.riders) {
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    g.setAttribute('class', 'rider');
    g.dataset.order = r.orderId;
    g.style.transform = translate(px(r, v));
    g.innerHTML = `<circle r="8" fill="#e85d04" stroke="#fff" stroke-width="2.5"/><title>${esc(r.rider)} → ${esc(r.store)} order</title>`;
    layer.append(g);
  }
}

let lastView: View | null = null;

/** Draws the riders where they are now (moving the same riders, or drawing all anew). */
export function drawMap(): void {
  const v = view();
  const same =
    lastView !== null && lastView.z === v.z && lastView.left === v.left && lastView.top === v.top;
  if (!same) drawTiles(v);
  const layer = $('map').querySelector('#riders');
  const riders = layer ? ([...layer.children] as SVGGElement[]) : [];
  if (
    same &&
    layer &&
    riders.length === city.riders.length &&
    city.riders.every((r, i) => riders[i]!.dataset.order === r.orderId)
  ) {
    city.riders.forEach((r, i) => {
      riders[i]!.style.transform = translate(px(r, v));
    });
  } else drawOverlay(v);
  lastView = v;
  const here = city.riders.filter((r) => near(r, v.c));
  const stores = city.stores.filter((s) => near(s, v.c)).length;
  $('map').setAttribute(
    'aria-label',
    `Map of ${v.c.name}: ${here.length} riders delivering, ${stores} stores`,
  );
  const rows = here
    .slice(0, 8)
    .map(
      (r) => `<li>${esc(r.rider)} · ${esc(r.store)} → buyer, ${Math.round(r.progress * 100)}%</li>`,
    );
  if (here.length > 8) rows.push(`<li>and ${here.length - 8} more</li>`);
  if (here.length === 0) rows.push(`<li>No rider on the road in ${esc(v.c.name)} right now.</li>`);
  $('road').innerHTML = rows.join('');
}

/** Draws everything anew (the tiles too): after a new snapshot, another city, a resize. */
export function redrawMap(): void {
  lastView = null;
  drawMap();
}

/** The city buttons above the map, the current one pressed. */
export function renderCities(): void {
  const current = (city.place || city.cities[0])?.name;
  $('cities').innerHTML = city.cities
    .map(
      (c) =>
        `<button type="button" data-city="${esc(c.name)}" aria-pressed="${c.name === current}">${esc(c.name)}</button>`,
    )
    .join('');
}

/** Wires the city buttons and redraws on resize. */
export function listenToMap(): void {
  $('cities').addEventListener('click', (event) => {
    const b = (event.target as Element).closest<HTMLElement>('[data-city]');
    if (!b) return;
    city.place = city.cities.find((c) => c.name === b.dataset.city) || null;
    renderCities();
    redrawMap();
  });
  addEventListener('resize', redrawMap);
}
