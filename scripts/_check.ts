import { loadMapData, type MapData } from '#mock/services/tiles/map-data.ts';
import type { Flat } from '#mock/services/tiles/clip.ts';
import { latToWorld, lonToWorld } from '#mock/services/tiles/web-mercator.ts';
import { LAGOS_ROAD_EDGES, LAGOS_ROAD_NODES } from '#mock/services/geo/lagos-roads.ts';
function isLand(data: MapData, lat: number, lon: number): boolean {
  const px = lonToWorld(lon); const py = latToWorld(lat); let inside = false;
  for (const shape of data.land) { const [x0, y0, x1, y1] = shape.box;
    if (px < x0 || px > x1 || py < y0 || py > y1) continue;
    for (const ring of shape.parts as Flat[]) for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const [xi, yi, xj, yj] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside; } }
  return inside; }
const d = await loadMapData();
const byId = new Map(LAGOS_ROAD_NODES.map(n => [n.id, n]));
for (const n of LAGOS_ROAD_NODES) if (!isLand(d, n.lat, n.lon)) console.log('node water', n.id);
for (const e of LAGOS_ROAD_EDGES) { if (e.bridge) continue; const a = byId.get(e.a)!, b = byId.get(e.b)!;
  for (let i = 0; i <= 60; i++) { const t = i/60; const lat = a.lat + (b.lat-a.lat)*t, lon = a.lon + (b.lon-a.lon)*t;
    if (!isLand(d, lat, lon)) { console.log('edge water', e.a, e.b, t.toFixed(2)); break; } } }
