// `npm run map:preview`: writes src/features/home/home-map-preview.svg, the still picture the home
// map shows before Leaflet and its tiles load (the same drawing as the mock's tiles).
// `--check` fails when the committed file differs from what the tiles draw today.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadMapData } from '#mock/services/tiles/map-data.ts';
import { drawMapPreview, HOME_MAP_PREVIEW } from '#mock/services/tiles/map-preview.ts';

const out = new URL('../../src/features/home/home-map-preview.svg', import.meta.url);
const svg = drawMapPreview(await loadMapData(), HOME_MAP_PREVIEW);
if (process.argv.includes('--check')) {
  if (readFileSync(out, 'utf8') !== svg) {
    console.error('home-map-preview.svg is out of date: npm run map:preview');
    process.exit(1);
  }
} else {
  writeFileSync(out, svg);
  console.log(`wrote ${out.pathname} (${svg.length} bytes)`);
}
