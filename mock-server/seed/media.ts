// Locally generated SVG images for the seeded world (no internet needed).

export type MediaKind = 'dish' | 'store' | 'avatar';

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'image';

export const mediaUrl = (kind: MediaKind, label: string): string =>
  `/__mock/media/seed/${kind}/${slugify(label)}.svg`;

const palette = ['#e85d04', '#2a9d8f', '#e9c46a', '#d62828', '#6a994e', '#457b9d', '#8338ec'];

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hash(text: string): number {
  let h = 7;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** A simple deterministic picture: coloured background, a plate or badge, and the label. */
export function renderSvg(kind: string, slug: string): string {
  const h = hash(`${kind}/${slug}`);
  const bg = palette[h % palette.length];
  const fg =
    palette[(h >>> 3) % palette.length] === bg ? '#ffffff' : palette[(h >>> 3) % palette.length];
  const label = escapeXml(slug.replace(/-/g, ' ').slice(0, 28));
  const shape =
    kind === 'avatar'
      ? `<circle cx="200" cy="120" r="60" fill="#fff" opacity="0.85"/><rect x="110" y="190" width="180" height="70" rx="35" fill="#fff" opacity="0.85"/>`
      : kind === 'store'
        ? `<rect x="90" y="70" width="220" height="130" rx="12" fill="#fff" opacity="0.9"/><path d="M90 70 L200 20 L310 70 Z" fill="${fg}"/>`
        : `<circle cx="200" cy="135" r="95" fill="#fff" opacity="0.9"/><circle cx="200" cy="135" r="60" fill="${fg}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${label}"><rect width="400" height="300" fill="${bg}"/>${shape}<text x="200" y="285" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#fff">${label}</text></svg>`;
}
