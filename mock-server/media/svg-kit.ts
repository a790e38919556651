// Small helpers shared by the generated pictures: escaping, a stable hash, line wrapping and the
// fonts (an SVG shown in <img> can use only the viewer's installed fonts).

export { escapeMarkup as escapeXml } from '#shared/markup.ts';

/** FNV-1a: a stable 32-bit hash of a text (seeded pictures vary with it, never with time). */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const FONT_STACK =
  "'Nunito', 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif";

/**
 * Splits `text` into at most `maxLines` lines of about `maxChars` characters, breaking between
 * words; what does not fit ends with an ellipsis.
 */
export function wrapLines(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => clip(l, maxChars));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = clip(`${kept[maxLines - 1]}…`, maxChars);
  return kept.map((l) => clip(l, maxChars));
}

const clip = (line: string, maxChars: number) =>
  line.length <= maxChars ? line : `${line.slice(0, maxChars - 1).trimEnd()}…`;

/** Title Case of a slug's words, for pictures asked for by an unknown name. */
export const titleFromSlug = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
