// Where a new world goes: the replica with the most room. Room is the memory budget a replica has
// left (`--max-worlds-mb` less what its worlds hold, `GET /__mock/worlds`), less what the worlds
// being placed on it right now will take; a replica at `--max-worlds` has none. A tie goes to the
// replica with fewer worlds, then to the first.

export type Room = {
  id: string;
  worlds: number;
  maxWorlds: number;
  usedMB: number;
  maxWorldsMB: number;
  /** Worlds sent to it whose answer has not come back yet. */
  pending: number;
};

/** MB a world being placed is counted for until its replica lists it (a demo world's ~2 MB). */
const PENDING_WORLD_MB = 4;

const mbLeft = (r: Room) => r.maxWorldsMB - r.usedMB - r.pending * PENDING_WORLD_MB;

/** The replica a new world goes to, or undefined when none has room. */
export function placeWorld(rooms: readonly Room[]): string | undefined {
  const open = rooms.filter((r) => r.worlds + r.pending < r.maxWorlds && mbLeft(r) > 0);
  let best: Room | undefined;
  for (const room of open) {
    if (!best) best = room;
    else if (mbLeft(room) > mbLeft(best)) best = room;
    else if (
      mbLeft(room) === mbLeft(best) &&
      room.worlds + room.pending < best.worlds + best.pending
    )
      best = room;
  }
  return best?.id;
}
