// Pieces every generated picture shares: the document with its gradients, soft "bokeh" lights,
// ground shadows and the name label.
import type { Palette } from './picture-palettes.ts';
import { escapeXml, FONT_STACK, wrapLines } from './svg-kit.ts';

type DocumentParts = {
  width: number;
  height: number;
  /** The accessible name of the picture. */
  label: string;
  palette: Palette;
  credit?: string;
  body: string[];
};

export function svgDocument({ width, height, label, palette, credit, body }: DocumentParts) {
  const title = escapeXml(label);
  const note = credit ? `<desc>Illustrations: ${escapeXml(credit)}</desc>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">`,
    `<title>${title}</title>${note}`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset=".62" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>',
    '</defs>',
    ...body,
    '</svg>',
  ].join('');
}

/** Five soft light circles placed by the picture's hash (no two pictures of a menu alike). */
export function bokeh(hash: number, width: number, height: number): string {
  let h = hash;
  const next = () => {
    h = (Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return h / 0x100000000;
  };
  const circles: string[] = [];
  for (let i = 0; i < 5; i++) {
    const cx = Math.round(next() * width);
    const cy = Math.round(next() * height);
    const r = Math.round(18 + next() * 46);
    const o = (0.1 + next() * 0.16).toFixed(2);
    circles.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${o}"/>`);
  }
  return circles.join('');
}

/** A blurred oval shadow under an illustration standing at (cx, cy). */
export const groundShadow = (cx: number, cy: number, rx: number): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.18)}" fill="#3a1a05" opacity=".22" filter="url(#soft)"/>`;

type LabelOptions = {
  cx: number;
  /** Bottom edge of the label. */
  bottom: number;
  fontSize: number;
  maxChars: number;
  ink: string;
  maxLines?: number;
};

/** The name on a white rounded label, one or two lines, centred on `cx`. */
export function nameLabel(name: string, o: LabelOptions): string {
  const lines = wrapLines(name, o.maxChars, o.maxLines ?? 2);
  const lineHeight = Math.round(o.fontSize * 1.2);
  const longest = Math.max(...lines.map((l) => l.length));
  const width = Math.round(Math.min(o.maxChars + 2, longest + 2) * o.fontSize * 0.58 + 24);
  const height = lines.length * lineHeight + Math.round(o.fontSize * 0.9);
  const top = o.bottom - height;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${o.cx}" y="${top + Math.round(o.fontSize * 0.45) + lineHeight * (i + 1) - Math.round(lineHeight * 0.22)}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<rect x="${o.cx - width / 2}" y="${top + 2}" width="${width}" height="${height}" rx="${Math.min(height / 2, 22)}" fill="#3a1a05" opacity=".16" filter="url(#soft)"/>`,
    `<rect x="${o.cx - width / 2}" y="${top}" width="${width}" height="${height}" rx="${Math.min(height / 2, 22)}" fill="#fff" opacity=".94"/>`,
    `<g font-family="${FONT_STACK}" font-size="${o.fontSize}" font-weight="800" fill="${o.ink}">${text}</g>`,
  ].join('');
}
