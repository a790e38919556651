// Where a map's permanent labels go so that each is read whole: inside the map, off the map's
// controls, off the other labels and pins. Each label tries its sides in turn (the store's to the
// left first, the delivery address's to the right, the rider's above); the first side that fits
// wins, else the one that hides least. Pure: the map measures, this chooses (components/map-places).

export type Rect = { left: number; top: number; right: number; bottom: number };

/** Space kept between a label and the map's edge. */
const EDGE_MARGIN = 4;

const area = (r: Rect): number => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);

function overlap(a: Rect, b: Rect): number {
  return area({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
}

/** How much of `label` is hidden: outside `box` (less the margin) or under an obstacle. */
export function hiddenArea(label: Rect, box: Rect, obstacles: readonly Rect[]): number {
  const inner = {
    left: box.left + EDGE_MARGIN,
    top: box.top + EDGE_MARGIN,
    right: box.right - EDGE_MARGIN,
    bottom: box.bottom - EDGE_MARGIN,
  };
  const outside = area(label) - overlap(label, inner);
  return obstacles.reduce((sum, obstacle) => sum + overlap(label, obstacle), outside);
}

/**
 * The index of the first candidate that hides nothing, else of the one that hides least (the
 * first of equals): a label is moved only when its usual side cuts it or covers something.
 */
export function bestSpot(
  candidates: readonly Rect[],
  box: Rect,
  obstacles: readonly Rect[],
): number {
  let best = 0;
  let bestHidden = Number.POSITIVE_INFINITY;
  for (const [index, candidate] of candidates.entries()) {
    const hidden = hiddenArea(candidate, box, obstacles);
    if (hidden === 0) return index;
    if (hidden < bestHidden) {
      best = index;
      bestHidden = hidden;
    }
  }
  return best;
}

/**
 * The horizontal shift that brings `label` inside `box` (a label above or below its pin may slide
 * along it): 0 when it is inside, never more than it overflows.
 */
export function slideInside(label: Rect, box: Rect): number {
  const left = box.left + EDGE_MARGIN - label.left;
  const right = box.right - EDGE_MARGIN - label.right;
  if (left > 0 && right < 0) return 0; // wider than the map: left where it is
  if (left > 0) return left;
  if (right < 0) return right;
  return 0;
}

/** One label to place: the rects of its spots (in the order tried) and what it must not cover. */
export type LabelChoices = { spots: readonly Rect[]; obstacles: readonly Rect[] };

/** The orders in which to place `count` labels: as given first, then every other (up to 4 labels). */
function ordersOf(count: number): number[][] {
  const first = Array.from({ length: count }, (_, i) => i);
  if (count > 4) return [first];
  const all: number[][] = [];
  const permute = (rest: number[], done: number[]) => {
    if (rest.length === 0) all.push(done);
    for (const [i, next] of rest.entries()) {
      permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...done, next]);
    }
  };
  permute(first, []);
  return all;
}

/**
 * Each label's spot (an index into its `spots`): placed one after another, each on the first spot
 * that hides nothing of it (nor covers a label placed before), else the one that hides least — in
 * the labels' own order, or, when that leaves something hidden, in the order that hides least (a
 * long label placed first may find a side a short one would have taken from it).
 */
export function arrangeLabels(labels: readonly LabelChoices[], box: Rect): number[] {
  let best: number[] = labels.map(() => 0);
  let bestHidden = Number.POSITIVE_INFINITY;
  for (const order of ordersOf(labels.length)) {
    const chosen: number[] = labels.map(() => 0);
    const placed: Rect[] = [];
    let hidden = 0;
    for (const index of order) {
      const { spots, obstacles } = labels[index]!;
      const all = [...obstacles, ...placed];
      const spot = bestSpot(spots, box, all);
      chosen[index] = spot;
      placed.push(spots[spot]!);
      hidden += hiddenArea(spots[spot]!, box, all);
    }
    if (hidden < bestHidden) {
      best = chosen;
      bestHidden = hidden;
    }
    if (hidden === 0) break;
  }
  return best;
}
