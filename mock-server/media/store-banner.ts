// A store's banner (600 × 240): its signature dishes on a warm background. The
// store's name is the card's heading, so the banner holds no text. Store cards crop it anywhere
// from 2:1 to 3:1, so the dishes stay in the middle.
import { dishMotif } from './dish-motifs.ts';
import { iconCredit, placeIcon } from './icon-subset.ts';
import { bannerPalettes } from './picture-palettes.ts';
import { bokeh, groundShadow, svgDocument } from './picture-parts.ts';
import { hashText } from './svg-kit.ts';

const BANNER_SIZE = { width: 600, height: 240 } as const;

/** Where the dishes stand: the first signature dish in the middle, biggest. */
const spots = [
  { cx: 300, cy: 112, size: 150 },
  { cx: 168, cy: 132, size: 112 },
  { cx: 432, cy: 132, size: 112 },
];

export function storeBanner(name: string, mains: readonly string[]): string {
  const { width, height } = BANNER_SIZE;
  const palette = bannerPalettes[hashText(name) % bannerPalettes.length]!;
  const icons = mains.length > 0 ? mains.slice(0, 3) : [dishMotif({ name }).main];
  const parts = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    bokeh(hashText(`banner/${name}`), width, height),
  ];
  // Side dishes first, so the middle one stands in front of them.
  const order = icons.map((icon, i) => ({ icon, spot: spots[i]! })).reverse();
  for (const [k, { icon, spot }] of order.entries()) {
    const half = spot.size / 2;
    parts.push(
      `<circle cx="${spot.cx}" cy="${spot.cy}" r="${Math.round(half * 1.25)}" fill="url(#glow)"/>`,
      groundShadow(spot.cx, spot.cy + half * 0.92, half * 0.85),
      placeIcon(icon, spot.cx - half, spot.cy - half, spot.size, `d${k}`),
    );
  }
  return svgDocument({ width, height, label: name, palette, credit: iconCredit, body: parts });
}
