// The Fluent Emoji (Flat) illustrations the mock's pictures use, copied from the npm package
// @iconify-json/fluent-emoji-flat (MIT, © Microsoft Corporation) by `npm run media:icons`.
import subset from './fluent-emoji-food.json' with { type: 'json' };

export type IconSubset = {
  /** Package and version the bodies were copied from. */
  source: string;
  name: string;
  author: string;
  authorUrl: string;
  license: string;
  licenseUrl: string;
  /** Every icon's viewBox is `0 0 size size`. */
  size: number;
  icons: Record<string, string>;
};

export const iconSubset: IconSubset = subset;

/** The credit line shown on /help and in the SVGs' metadata. */
export const iconCredit = `${subset.name} by ${subset.author}, ${subset.license} licence`;

/**
 * One illustration as a nested `<svg>` of `size` px with its top-left corner at (x, y). Ids
 * inside the body get the prefix `tag`, so one picture may hold the same icon twice.
 */
export function placeIcon(name: string, x: number, y: number, size: number, tag: string): string {
  const body = iconSubset.icons[name];
  if (body === undefined) throw new Error(`no icon "${name}" in the subset`);
  const unique = body
    .replace(/id="([^"]+)"/g, `id="${tag}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${tag}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${tag}-$1"`);
  const r = (n: number) => Math.round(n * 10) / 10;
  return `<svg x="${r(x)}" y="${r(y)}" width="${r(size)}" height="${r(size)}" viewBox="0 0 ${iconSubset.size} ${iconSubset.size}">${unique}</svg>`;
}
