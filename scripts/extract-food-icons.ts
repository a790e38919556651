// npm run media:icons — copies the Fluent Emoji (Flat) illustrations that the mock's pictures use
// (mock-server/media/dish-motifs.ts, store banners) from the npm package
// @iconify-json/fluent-emoji-flat into mock-server/media/fluent-emoji-food.json, with the set's
// licence. The mock (and the static demo's in-browser mock) reads only that small file; the full
// set (9 MB) stays out of every bundle. Run it after changing the motif rules or the package.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dishMotif, motifIcons } from '#mock/media/dish-motifs.ts';
import type { IconSubset } from '#mock/media/icon-subset.ts';
import { dishes } from '#mock/seed/dishes.ts';

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

export function buildSubset(): IconSubset {
  const set = JSON.parse(readFileSync(`${packageDir}icons.json`, 'utf8')) as IconifySet;
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
  const specific = dishes.filter((d) => dishMotif(d).specific).length;
  console.log(`catalogue dishes with a specific picture: ${specific} of ${dishes.length}`);
}
