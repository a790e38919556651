// A person's avatar (160 × 160): initials on an earthy colour chosen by the name.
import { initialsOf } from '#src/lib/text-format.ts';
import { avatarColours } from './picture-palettes.ts';
import { escapeXml, FONT_STACK, hashText } from './svg-kit.ts';

const AVATAR_SIZE = 160;

export function avatarPicture(name: string): string {
  const s = AVATAR_SIZE;
  const colour = avatarColours[hashText(name) % avatarColours.length]!;
  const initials = escapeXml(initialsOf(name));
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${s}" height="${s}" fill="${colour}"/>`,
    `<rect width="${s}" height="${s}" fill="url(#sheen)"/>`,
    `<text x="${s / 2}" y="${s / 2}" dy=".35em" text-anchor="middle" font-family="${FONT_STACK}" font-size="64" font-weight="800" fill="#fff" letter-spacing="2">${initials}</text>`,
    '</svg>',
  ].join('');
}
