// The way a rider rides: in Lagos, along the road waypoints and bridges of lagos-roads.ts (the
// shortest way through them, so never straight across the lagoon); elsewhere straight (the other
// cities' rides are short and the offline map has no water in their way). Pure: the same ends,
// the same path.

import { distanceKm, type LatLon } from '../domain/city-geo.ts';
import { LAGOS_ROAD_EDGES, LAGOS_ROAD_NODES, type RoadNode } from '../places/lagos-roads.ts';

/** Lagos's box: a ride with both ends in it follows the roads. */
const LAGOS_BOX = { south: 6.35, north: 6.75, west: 3.1, east: 3.75 };

const inLagos = (p: LatLon) =>
  p.lat >= LAGOS_BOX.south &&
  p.lat <= LAGOS_BOX.north &&
  p.lon >= LAGOS_BOX.west &&
  p.lon <= LAGOS_BOX.east;

type Graph = Map<string, { node: RoadNode; next: { id: string; km: number }[] }>;
let graph: Graph | undefined;

function roadGraph(): Graph {
  if (graph) return graph;
  const built: Graph = new Map(LAGOS_ROAD_NODES.map((node) => [node.id, { node, next: [] }]));
  for (const edge of LAGOS_ROAD_EDGES) {
    const a = built.get(edge.a)!;
    const b = built.get(edge.b)!;
    const km = distanceKm(a.node, b.node);
    a.next.push({ id: edge.b, km });
    b.next.push({ id: edge.a, km });
  }
  graph = built;
  return built;
}

function nearestNode(p: LatLon): RoadNode {
  let best = LAGOS_ROAD_NODES[0]!;
  for (const node of LAGOS_ROAD_NODES) {
    if (distanceKm(p, node) < distanceKm(p, best)) best = node;
  }
  return best;
}

/** Dijkstra over the few waypoints (a linear scan for the next one is plenty). */
function shortestWay(from: string, to: string): RoadNode[] {
  const g = roadGraph();
  const dist = new Map<string, number>([[from, 0]]);
  const prev = new Map<string, string>();
  const done = new Set<string>();
  while (!done.has(to)) {
    let current: string | undefined;
    for (const [id, d] of dist) {
      if (!done.has(id) && (current === undefined || d < dist.get(current)!)) current = id;
    }
    if (current === undefined) return [];
    done.add(current);
    for (const { id, km } of g.get(current)!.next) {
      const d = dist.get(current)! + km;
      if (d < (dist.get(id) ?? Number.POSITIVE_INFINITY)) {
        dist.set(id, d);
        prev.set(id, current);
      }
    }
  }
  const way = [to];
  while (way[0] !== from) way.unshift(prev.get(way[0]!)!);
  return way.map((id) => g.get(id)!.node);
}

/** The rider's path from `from` to `to`: both ends included, road waypoints between in Lagos. */
export function roadPath(from: LatLon, to: LatLon): LatLon[] {
  if (!inLagos(from) || !inLagos(to)) return [from, to];
  const start = nearestNode(from);
  const end = nearestNode(to);
  if (start.id === end.id) return [from, to];
  const way = shortestWay(start.id, end.id).map(({ lat, lon }) => ({ lat, lon }));
  return [from, ...way, to];
}

/** Length of a path in km. */
export function pathKm(path: readonly LatLon[]): number {
  let km = 0;
  for (let i = 1; i < path.length; i++) km += distanceKm(path[i - 1]!, path[i]!);
  return km;
}

/** The point `share` (0–1) of the way along `path`, by distance. */
export function alongPath(path: readonly LatLon[], share: number): LatLon {
  const total = pathKm(path);
  let left = Math.min(1, Math.max(0, share)) * total;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const leg = distanceKm(a, b);
    if (left <= leg && leg > 0) {
      const t = left / leg;
      return { lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t };
    }
    left -= leg;
  }
  const last = path[path.length - 1]!;
  return { lat: last.lat, lon: last.lon };
}
