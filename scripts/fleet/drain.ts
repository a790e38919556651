import { type Fleet, replicaOf, rooms, withPending } from './fleet-state.ts';
import { placeWorld } from './placement.ts';
import { jsonOf, type ReplicaListing, type ReplicaWorld } from './replica-calls.ts';
import type { Replica } from './replicas.ts';

// `POST /__mock/fleet/replicas/:id/drain`: every world of a replica moves to the others, one at a
// time, so the machine can be taken out. For each world: nginx answers its requests with a
// retryable 503 (`moving`), its snapshot is taken once the requests already sent are answered
// (`GET /__mock/snapshot` waits for queued writes), it is made again under the same id on the
// replica with the most room (`POST /__mock/worlds { id, snapshot }`), nginx routes it there, and
// the drained replica drops it. Traffic to a world sees its 503s for as long as that takes (a
// demo world: about a second on a busy machine), so a client that waits the Retry-After (2 s) sees
// at most one. The
// drained replica takes no new world; if the fleet's default world was on it, that moves too.

export type Moved = { id: string; to: string; ms: number };
export type DrainResult = {
  drained: string;
  moved: Moved[];
  failed: { id: string; why: string }[];
};

/** Requests nginx had sent to the old route before its reload: answered by then. */
const SETTLE_MS = 100;

async function moveWorld(fleet: Fleet, from: Replica, world: ReplicaWorld): Promise<Moved> {
  const began = performance.now();
  const { calls, gateway, moved } = fleet;
  const owner = world.id.startsWith(`${from.id}-`);
  moved.set(world.id, 'moving');
  await gateway.update({ moved: new Map(moved) });
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const shot = await calls.call(from, 'GET', '/__mock/snapshot', { world: world.id });
    const snapshot = await shot.text();
    if (!shot.ok) throw new Error(`snapshot: ${shot.status} ${snapshot.slice(0, 200)}`);
    const to = placeWorld(withPending(fleet, await rooms(fleet, from.id)));
    const target = to ? replicaOf(fleet, to) : undefined;
    if (!target) throw new Error('no other replica has room for it');
    const settings = { id: world.id, profile: world.profile, simulator: world.simulator.on };
    const body = `${JSON.stringify(settings).slice(0, -1)},"snapshot":${snapshot}}`;
    await jsonOf(target, await calls.call(target, 'POST', '/__mock/worlds', { body }));
    if (world.id.startsWith(`${target.id}-`)) moved.delete(world.id);
    else moved.set(world.id, target.id);
    await gateway.update({ moved: new Map(moved) });
    await calls.call(from, 'DELETE', `/__mock/worlds/${world.id}`).then((r) => r.arrayBuffer());
    return { id: world.id, to: target.id, ms: Math.round(performance.now() - began) };
  } catch (error) {
    // Back where it was: it never left.
    if (owner) moved.delete(world.id);
    else moved.set(world.id, from.id);
    await gateway.update({ moved: new Map(moved) });
    throw error;
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
  for (const world of listing.worlds.filter((w) => w.id !== 'default')) {
    try {
      result.moved.push(await moveWorld(fleet, from, world));
      fleet.log(`[fleet] drain ${id}: moved ${world.id} to ${result.moved.at(-1)!.to}`);
    } catch (error) {
      result.failed.push({ id: world.id, why: (error as Error).message });
      fleet.log(`[fleet] drain ${id}: could not move ${world.id}: ${(error as Error).message}`);
    }
  }
  if (fleet.home === id) await moveHome(fleet, from);
  return result;
}
