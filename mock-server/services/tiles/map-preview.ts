// One still picture of the map (the same tiles, side by side, cropped to a box): the home map's
// static preview, shown before Leaflet and the live tiles load (npm run map:preview writes it).

import { pixelAt, TILE_SIZE } from '#shared/web-mercator.ts';
import type { MapData } from './map-data.ts';
import { drawTile } from './render-tile.ts';

export type PreviewView = { lat: number; lon: number; z: number; width: number; height: number };

/** An SVG of `width`×`height` pixels centred on (lat, lon) at zoom `z`, made of whole tiles. */
export function drawMapPreview(data: MapData, view: PreviewView): string {
  const centre = pixelAt(view.lat, view.lon, view.z);
  const left = Math.round(centre.x - view.width / 2);
  const top = Math.round(centre.y - view.height / 2);
  const tiles: string[] = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty * TILE_SIZE < top + view.height; ty++) {
    for (let tx = Math.floor(left / TILE_SIZE); tx * TILE_SIZE < left + view.width; tx++) {
      const tile = drawTile(data, view.z, tx, ty).replace(
        '<svg xmlns="http://www.w3.org/2000/svg" ',
        `<svg x="${tx * TILE_SIZE - left}" y="${ty * TILE_SIZE - top}" `,
      );
      tiles.push(tile);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="0 0 ${view.width} ${view.height}">${tiles.join('')}</svg>\n`;
}

/** The home map's preview: Lagos (shared/map-config.ts DEFAULT_CENTER) at the zoom the map
 * settles at around the Lagos stores on a phone, wide enough for a desktop hero. */
export const HOME_MAP_PREVIEW: PreviewView = {
  lat: 6.5244,
  lon: 3.3792,
  z: 10,
  width: 640,
  height: 260,
};
