import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMapData } from './map-data.ts';
import { drawMapPreview, HOME_MAP_PREVIEW } from './map-preview.ts';

describe('the home map preview', () => {
  it('is the tiles side by side, cropped to the box, and the committed file is up to date', async () => {
    const svg = drawMapPreview(await loadMapData(), HOME_MAP_PREVIEW);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="260"/);
    // 640 × 260 at zoom 10 spans 3–4 tiles across and 2 down.
    expect(svg.match(/<svg x="-?\d+" y="-?\d+" /g)?.length).toBeGreaterThanOrEqual(6);
    expect(svg).toContain('Lagos');
    const committed = readFileSync(
      new URL('../../../src/features/home/home-map-preview.svg', import.meta.url),
      'utf8',
    );
    expect(committed, 'npm run map:preview').toBe(svg);
  });
});
