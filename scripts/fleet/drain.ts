import { type Fleet, replicaOf, rooms, withPending } from './fleet-state.ts';
import { placeWorld } from './placement.ts';
import { jsonOf, type ReplicaListing, type ReplicaWorld } from './replica-calls.ts';
import type { Replica } from './replicas.ts';

// `POST /__mock/fleet/replicas/:id/drain`: every world of a replica moves to the others, one at a
// time, so the machine can be taken out. For each world: nginx answers its requests with a
// retryable 503 (`moving`), its snapshot is taken once the requests already sent are answered
// (`GET /__mock/snapshot` waits for queued writes), it is made again under the same id on the
// replica with the most room (`POST /__mock/worlds { id, snapshot }`), nginx routes it there (the
// same reload marks the next world `moving`), and the drained replica drops it. Traffic to a world sees its 503s for as long as that takes (a
// demo world: about a second on a busy machine), so a client that waits the Retry-After (about twice
// what the move should take) sees at most one. The
// drained replica takes no new world; if the fleet's default world was on it, that moves too.

type Moved = { id: string; to: string; ms: number };
export type DrainResult = {
  drained: string;
  moved: Moved[];
  failed: { id: string; why: string }[];
};

/** Requests nginx had sent to the old route before its reload: answered by then. */
const SETTLE_MS = 100;

/** The world's snapshot made again under its id on the replica with the most room; answers it. */
async function copyWorld(fleet: Fleet, from: Replica, world: ReplicaWorld): Promise<Replica> {
  const { calls } = fleet;
  const shot = await calls.call(from, 'GET', '/__mock/snapshot', { world: world.id });
  const snapshot = await shot.text();
  if (!shot.ok) throw new Error(`snapshot: ${shot.status} ${snapshot.slice(0, 200)}`);
  const to = placeWorld(withPending(fleet, await rooms(fleet, from.id)));
  const target = to ? replicaOf(fleet, to) : undefined;
  if (!target) throw new Error('no other replica has room for it');
  const settings = { id: world.id, profile: world.profile, simulator: world.simulator.on };
  const body = `${JSON.stringify(settings).slice(0, -1)},"snapshot":${snapshot}}`;
  await jsonOf(target, await calls.call(target, 'POST', '/__mock/worlds', { body }));
  return target;
}

/** Routes `id` to `replica` (no line of its own when its id names that replica). */
function route(fleet: Fleet, id: string, replica: string): void {
  if (id.startsWith(`${replica}-`)) fleet.moved.delete(id);
  else fleet.moved.set(id, replica);
}

/**
 * Moves `worlds` off `from` one after another. Each reload of nginx routes the world just copied
 * to its new replica and marks the next one `moving` (n + 1 reloads for n worlds): a reload
 * closes the clients' idle keep-alive connections, so the fewer the better.
 */
async function moveAll(fleet: Fleet, from: Replica, worlds: ReplicaWorld[], result: DrainResult) {
  const { moved, gateway } = fleet;
  // A moving world's Retry-After: about twice what its move should take — the slowest move so far,
  // or making it again (its own build time and a second) — so a client that waits it finds it moved.
  let slowestMs = 0;
  const retryS = (world: ReplicaWorld) =>
    Math.min(15, Math.max(3, Math.ceil((2 * Math.max(slowestMs, world.buildMs + 1_000)) / 1_000)));
  if (worlds[0]) {
    moved.set(worlds[0].id, 'moving');
    await gateway.update({ moved: new Map(moved), movingRetryS: retryS(worlds[0]) });
  }
  for (const [i, world] of worlds.entries()) {
    const began = performance.now();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    let target: Replica | undefined;
    try {
      target = await copyWorld(fleet, from, world);
      route(fleet, world.id, target.id);
    } catch (error) {
      // Back where it was: it never left.
      route(fleet, world.id, from.id);
      result.failed.push({ id: world.id, why: (error as Error).message });
      fleet.log(
        `[fleet] drain ${from.id}: could not move ${world.id}: ${(error as Error).message}`,
      );
    }
    slowestMs = Math.max(slowestMs, performance.now() - began);
    const next = worlds[i + 1];
    if (next) moved.set(next.id, 'moving');
    await gateway.update({ moved: new Map(moved), movingRetryS: next ? retryS(next) : 3 });
    if (!target) continue;
    await fleet.calls
      .call(from, 'DELETE', `/__mock/worlds/${world.id}`)
      .then((r) => r.arrayBuffer());
    const ms = Math.round(performance.now() - began);
    result.moved.push({ id: world.id, to: target.id, ms });
    fleet.log(`[fleet] drain ${from.id}: moved ${world.id} to ${target.id} in ${ms} ms`);
  }
}

/** The fleet's default world to another replica (its records replace that replica's own). */
async function moveHome(fleet: Fleet, from: Replica): Promise<void> {
  const to = placeWorld(withPending(fleet, await rooms(fleet, from.id)));
  const target = to ? replicaOf(fleet, to) : undefined;
  if (!target) throw new Error('no other replica to hold the default world');
  await fleet.gateway.update({ home: 'moving' });
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const snapshot = await (await fleet.calls.call(from, 'GET', '/__mock/snapshot')).text();
    await jsonOf(
      target,
      await fleet.calls.call(target, 'PUT', '/__mock/snapshot', { body: snapshot }),
    );
    fleet.home = target.id;
  } finally {
    await fleet.gateway.update({ home: fleet.home });
  }
}

export async function drainReplica(fleet: Fleet, id: string): Promise<DrainResult> {
  const from = replicaOf(fleet, id);
  if (!from) throw Object.assign(new Error(`No replica "${id}" in this fleet`), { status: 404 });
  if (from.status() !== 'up')
    throw Object.assign(new Error(`Replica ${id} is ${from.status()}: drain it once it is up`), {
      status: 409,
    });
  if (fleet.replicas.every((r) => r === from || r.drained))
    throw Object.assign(new Error(`Replica ${id} is the last one taking worlds`), { status: 409 });
  from.drained = true;
  const listing = await jsonOf<ReplicaListing>(
    from,
    await fleet.calls.call(from, 'GET', '/__mock/worlds'),
  );
  const result: DrainResult = { drained: id, moved: [], failed: [] };
  await moveAll(
    fleet,
    from,
    listing.worlds.filter((w) => w.id !== 'default'),
    result,
  );
  if (fleet.home === id) await moveHome(fleet, from);
  return result;
}
