import type { Replica } from './replicas.ts';

// The supervisor's calls to its replicas' control API (the same routes anyone calls: no fleet
// route in the mock), with the control token when the fleet has one.

export type ReplicaWorld = {
  id: string;
  seed: string | number;
  checkout: string;
  profile: string;
  memoryMB: number;
  records: number;
  /** How long the world took to make (ms): about what making it again from a snapshot takes. */
  buildMs: number;
  simulator: { on: boolean; speed: number };
  [field: string]: unknown;
};

export type ReplicaListing = {
  worlds: ReplicaWorld[];
  limits: { maxWorlds: number; maxWorldsMB: number; usedMB: number; ttlMinutes: number };
  process: { rssMB: number; heapUsedMB: number };
};

export type Caller = {
  token?: string;
  call(replica: Replica, method: string, path: string, init?: CallInit): Promise<Response>;
};

type CallInit = { world?: string; body?: string; timeoutMs?: number };

export function caller(token: string | undefined): Caller {
  return {
    token,
    call(replica, method, path, init = {}) {
      const headers: Record<string, string> = {};
      if (token) headers['x-mock-token'] = token;
      if (init.world) headers['x-bukka-world'] = init.world;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${replica.url}${path}`, {
        method,
        headers,
        body: init.body,
        signal: AbortSignal.timeout(init.timeoutMs ?? 60_000),
      });
    },
  };
}

/** A replica's answer as JSON, or an error naming the replica and its answer. */
export async function jsonOf<T>(replica: Replica, res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok)
    throw new Error(`replica ${replica.id} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A replica's worlds and limits (`GET /__mock/worlds`); undefined when it does not answer. */
export async function listingOf(
  calls: Caller,
  replica: Replica,
): Promise<ReplicaListing | undefined> {
  if (replica.status() !== 'up') return undefined;
  try {
    const res = await calls.call(replica, 'GET', '/__mock/worlds', { timeoutMs: 5_000 });
    return await jsonOf<ReplicaListing>(replica, res);
  } catch {
    return undefined;
  }
}
