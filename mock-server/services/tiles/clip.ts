// Clipping in world units, shared by the map-data build script and the tile renderer.
import type { Box } from '#shared/web-mercator.ts';

/** A ring or line as a flat list of coordinates: [x0, y0, x1, y1, …]. */
export type Flat = number[];

type Edge = {
  inside(x: number, y: number): boolean;
  cut(ax: number, ay: number, bx: number, by: number): [number, number];
};

function edgesOf([x0, y0, x1, y1]: Box): Edge[] {
  const atX =
    (x: number) =>
    (ax: number, ay: number, bx: number, by: number): [number, number] => [
      x,
      ay + ((x - ax) / (bx - ax)) * (by - ay),
    ];
  const atY =
    (y: number) =>
    (ax: number, ay: number, bx: number, by: number): [number, number] => [
      ax + ((y - ay) / (by - ay)) * (bx - ax),
      y,
    ];
  return [
    { inside: (x) => x >= x0, cut: atX(x0) },
    { inside: (x) => x <= x1, cut: atX(x1) },
    { inside: (_x, y) => y >= y0, cut: atY(y0) },
    { inside: (_x, y) => y <= y1, cut: atY(y1) },
  ];
}

/**
 * Sutherland–Hodgman: the part of a closed ring inside `box` (an empty list when none). Concave
 * rings may gain zero-width edges along the box, which an even-odd fill never shows.
 */
export function clipRing(ring: Flat, box: Box): Flat {
  let points = ring;
  for (const edge of edgesOf(box)) {
    const n = points.length / 2;
    if (n === 0) break;
    const out: Flat = [];
    let px = points[(n - 1) * 2]!;
    let py = points[(n - 1) * 2 + 1]!;
    let pIn = edge.inside(px, py);
    for (let i = 0; i < n; i += 1) {
      const x = points[i * 2]!;
      const y = points[i * 2 + 1]!;
      const cIn = edge.inside(x, y);
      if (cIn !== pIn) out.push(...edge.cut(px, py, x, y));
      if (cIn) out.push(x, y);
      px = x;
      py = y;
      pIn = cIn;
    }
    points = out;
  }
  return points.length >= 6 ? points : [];
}

/** Liang–Barsky: the pieces of an open line inside `box`. */
export function clipLine(line: Flat, [x0, y0, x1, y1]: Box): Flat[] {
  const pieces: Flat[] = [];
  let current: Flat = [];
  for (let i = 2; i < line.length; i += 2) {
    const ax = line[i - 2]!;
    const ay = line[i - 1]!;
    const bx = line[i]!;
    const by = line[i + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    let t0 = 0;
    let t1 = 1;
    let visible = true;
    for (const [p, q] of [
      [-dx, ax - x0],
      [dx, x1 - ax],
      [-dy, ay - y0],
      [dy, y1 - ay],
    ] as const) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else {
        const r = q / p;
        if (p < 0) t0 = Math.max(t0, r);
        else t1 = Math.min(t1, r);
      }
    }
    if (!visible || t0 > t1) {
      if (current.length >= 4) pieces.push(current);
      current = [];
      continue;
    }
    const sx = ax + t0 * dx;
    const sy = ay + t0 * dy;
    if (current.length === 0 || t0 > 0) {
      if (current.length >= 4) pieces.push(current);
      current = [sx, sy];
    }
    current.push(ax + t1 * dx, ay + t1 * dy);
    if (t1 < 1) {
      pieces.push(current);
      current = [];
    }
  }
  if (current.length >= 4) pieces.push(current);
  return pieces;
}

/** The bounding box of a flat coordinate list. */
export function boxOf(points: Flat): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i]!;
    const y = points[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}
