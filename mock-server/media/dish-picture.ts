// A dish's picture (480 × 360, 4:3): its illustrations as a still life on a warm background, with
// the dish's name on a label. Cards crop it to other shapes (object-fit: cover), so everything
// that matters stays within the middle 70 % of the width.
import type { DishMotif } from './dish-motifs.ts';
import { iconCredit, placeIcon } from './icon-subset.ts';
import { dishPalettes } from './picture-palettes.ts';
import { bokeh, groundShadow, nameLabel, svgDocument } from './picture-parts.ts';
import { hashText } from './svg-kit.ts';

const DISH_SIZE = { width: 480, height: 360 } as const;

export function dishPicture(name: string, motif: DishMotif): string {
  const { width, height } = DISH_SIZE;
  const palette = dishPalettes[motif.family];
  const h = hashText(name);
  const [side1, side2] = motif.sides;
  const parts = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    bokeh(h, width, height),
    // The plate: a soft light disc behind the main illustration.
    `<circle cx="240" cy="140" r="122" fill="url(#glow)"/>`,
    groundShadow(240, 226, 82),
    placeIcon(motif.main, 150, 50, 180, 'm'),
  ];
  if (side2) parts.push(groundShadow(136, 222, 36), placeIcon(side2, 94, 146, 84, 'b'));
  if (side1) parts.push(groundShadow(348, 228, 42), placeIcon(side1, 300, 136, 96, 'a'));
  parts.push(
    nameLabel(name, { cx: 240, bottom: 338, fontSize: 24, maxChars: 18, ink: palette.ink }),
  );
  return svgDocument({ width, height, label: name, palette, credit: iconCredit, body: parts });
}
