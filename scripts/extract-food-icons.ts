// npm run media:icons — copies the Fluent Emoji (Flat) illustrations that the mock's pictures use
// (mock-server/media/dish-motifs.ts, store banners) from the npm package
// @iconify-json/fluent-emoji-flat into mock-server/media/fluent-emoji-food.json, with the set's
// licence. The mock (and the static demo's in-browser mock) reads only that small file; the full
// set (9 MB) stays out of every bundle. It also writes the home carousel's slide pictures
// (`slidePictures` in src/features/home/home-texts.ts) as static files under public/promo/, with
// the set's licence, so the client shows them with no JavaScript. Run it after changing the motif
// rules, the slide pictures or the package.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dishMotif, motifIcons } from '#mock/media/dish-motifs.ts';
import type { IconSubset } from '#mock/media/icon-subset.ts';
import { dishes } from '#mock/seed/dishes.ts';
import { slidePictures } from '#src/features/home/home-texts.ts';

const require = createRequire(import.meta.url);
export const ICON_SUBSET_PATH = new URL(
  '../mock-server/media/fluent-emoji-food.json',
  import.meta.url,
).pathname;
const packageDir = require
  .resolve('@iconify-json/fluent-emoji-flat/package.json')
  .replace(/package\.json$/, '');
type IconifySet = {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
};

const readSet = (): IconifySet =>
  JSON.parse(readFileSync(`${packageDir}icons.json`, 'utf8')) as IconifySet;

export const PROMO_DIR = new URL('../public/promo/', import.meta.url).pathname;

/** The carousel's slide pictures as standalone SVG files (name → file text). */
export function promoPictures(): Map<string, string> {
  const set = readSet();
  const size = set.width ?? 16;
  const files = new Map<string, string>();
  for (const name of slidePictures) {
    const icon = set.icons[name];
    if (!icon) throw new Error(`@iconify-json/fluent-emoji-flat has no icon "${name}"`);
    files.set(
      `${name}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width ?? size} ${icon.height ?? size}">${icon.body}</svg>\n`,
    );
  }
  return files;
}

export function buildSubset(): IconSubset {
  const set = readSet();
  const info = JSON.parse(readFileSync(`${packageDir}info.json`, 'utf8')) as {
    name: string;
    author: { name: string; url: string };
    license: { title: string; spdx: string; url: string };
  };
  const pkg = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as {
    name: string;
    version: string;
  };
  const names = motifIcons();
  const icons: IconSubset['icons'] = {};
  for (const name of names) {
    const icon = set.icons[name];
    if (!icon) throw new Error(`${pkg.name} has no icon "${name}"`);
    icons[name] = icon.body;
  }
  return {
    source: `${pkg.name}@${pkg.version}`,
    name: info.name,
    author: info.author.name,
    authorUrl: info.author.url,
    license: info.license.spdx,
    licenseUrl: info.license.url,
    size: set.width ?? 16,
    icons,
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').at(-1) ?? '')) {
  const subset = buildSubset();
  writeFileSync(ICON_SUBSET_PATH, `${JSON.stringify(subset, null, 1)}\n`);
  const kb = (JSON.stringify(subset).length / 1024).toFixed(1);
  console.log(`${Object.keys(subset.icons).length} icons (${kb} KB) → ${ICON_SUBSET_PATH}`);
  mkdirSync(PROMO_DIR, { recursive: true });
  for (const [file, text] of promoPictures()) writeFileSync(`${PROMO_DIR}${file}`, text);
  writeFileSync(
    `${PROMO_DIR}LICENSE.txt`,
    `${subset.name} by ${subset.author} (${subset.authorUrl}), ${subset.license}: ${subset.licenseUrl}\nFrom ${subset.source}.\n`,
  );
  console.log(`${slidePictures.length} carousel pictures → ${PROMO_DIR}`);
  const specific = dishes.filter((d) => dishMotif(d).specific).length;
  console.log(`catalogue dishes with a specific picture: ${specific} of ${dishes.length}`);
}
