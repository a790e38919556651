import type { Gateway } from './nginx-process.ts';
import type { Room } from './placement.ts';
import { type Caller, listingOf, type ReplicaListing } from './replica-calls.ts';
import type { Replica } from './replicas.ts';

// What the supervisor holds: its replicas, its nginx, the worlds not on the replica their name
// says (moved by a drain), the replica whose default world is the fleet's, and the worlds on their
// way to a replica (counted against its room until it lists them).

export type Fleet = {
  readonly replicas: Replica[];
  readonly gateway: Gateway;
  readonly calls: Caller;
  readonly log: (line: string) => void;
  /** World id → the replica holding it, for the worlds not on the replica their id names. */
  readonly moved: Map<string, string>;
  /** The replica whose default world the fleet serves. */
  home: string;
  /** Worlds being made on each replica (placed, not answered yet). */
  readonly pending: Map<string, number>;
  readonly startedAt: number;
};

export const replicaOf = (fleet: Fleet, id: string): Replica | undefined =>
  fleet.replicas.find((r) => r.id === id);

/** Every replica's listing (undefined for one that does not answer), in the fleet's order. */
export const listings = (fleet: Fleet): Promise<(ReplicaListing | undefined)[]> =>
  Promise.all(fleet.replicas.map((r) => listingOf(fleet.calls, r)));

/** The room of every replica that answers and takes worlds (not drained), `except` one. */
export async function rooms(fleet: Fleet, except?: string): Promise<Room[]> {
  const all = await listings(fleet);
  return fleet.replicas.flatMap((replica, i) => {
    const listing = all[i];
    if (!listing || replica.drained || replica.id === except) return [];
    return [
      {
        id: replica.id,
        worlds: listing.worlds.length - 1,
        maxWorlds: listing.limits.maxWorlds,
        usedMB: listing.limits.usedMB,
        maxWorldsMB: listing.limits.maxWorldsMB,
        pending: fleet.pending.get(replica.id) ?? 0,
      },
    ];
  });
}

/** `rooms` with the worlds being placed counted as they are now (placement decides at once). */
export const withPending = (fleet: Fleet, all: Room[]): Room[] =>
  all.map((room) => ({ ...room, pending: fleet.pending.get(room.id) ?? 0 }));

/**
 * The routes nginx needs besides the id prefixes, read from what the replicas hold: a world held
 * by another replica than its name says (moved, and kept there across restarts).
 */
export async function movedFromListings(fleet: Fleet): Promise<Map<string, string>> {
  const all = await listings(fleet);
  const moved = new Map<string, string>();
  fleet.replicas.forEach((replica, i) => {
    for (const world of all[i]?.worlds ?? []) {
      if (world.id !== 'default' && !world.id.startsWith(`${replica.id}-`))
        moved.set(world.id, replica.id);
    }
  });
  return moved;
}
