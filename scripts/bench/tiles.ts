// The tiles case (`npm run bench -- --only tiles`): how long the offline map takes to draw SVG tiles (mock-server/services/
// tiles), cold (first render) and from the cache, and how big they are. Prints figures only.
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadMapData } from '#mock/services/tiles/map-data.ts';
import { drawTile, renderTile } from '#mock/services/tiles/render-tile.ts';
import { tileAt } from '#shared/web-mercator.ts';

const asset = fileURLToPath(
  new URL('../../mock-server/services/tiles/map-data/nigeria-map.json', import.meta.url),
);
let t0 = performance.now();
const data = await loadMapData();
console.log(
  `map data: ${(statSync(asset).size / 1024).toFixed(0)} KB on disk, loaded and decoded in ${(performance.now() - t0).toFixed(1)} ms`,
);

const views: [string, number, number, number][] = [
  ['Nigeria', 9, 8, 6],
  ['Lagos region', 6.55, 3.4, 10],
  ['Lagos (home map)', 6.5244, 3.3792, 13],
  ['Lekki (address dialog)', 6.4478, 3.4723, 15],
];
console.log('view                       zoom  tiles  draw ms/tile  cached ms/tile  avg KB');
for (const [name, lat, lon, z] of views) {
  const c = tileAt(lat, lon, z);
  const tiles: [number, number][] = [];
  for (let dx = -4; dx <= 4; dx += 1)
    for (let dy = -3; dy <= 3; dy += 1) tiles.push([c.x + dx, c.y + dy]);
  t0 = performance.now();
  let bytes = 0;
  for (const [x, y] of tiles) bytes += drawTile(data, z, x, y).length;
  const draw = (performance.now() - t0) / tiles.length;
  for (const [x, y] of tiles) await renderTile(z, x, y);
  t0 = performance.now();
  for (let round = 0; round < 20; round += 1) for (const [x, y] of tiles) await renderTile(z, x, y);
  const cached = (performance.now() - t0) / (tiles.length * 20);
  console.log(
    `${name.padEnd(26)} ${String(z).padStart(4)} ${String(tiles.length).padStart(6)} ${draw.toFixed(3).padStart(13)} ${cached.toFixed(4).padStart(15)} ${(bytes / tiles.length / 1024).toFixed(1).padStart(7)}`,
  );
}
