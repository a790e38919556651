import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection, for the registry to run after worlds are dropped.
 * Nothing holds a dropped world (worlds.test.ts checks it becomes collectable), but V8 collects
 * the old generation only when something allocates: an idle mock that dropped 25 big worlds kept
 * their ~2.5 GB resident until traffic came. `globalThis.gc` under `--expose-gc`; otherwise the
 * flag is set now and `gc` read from a fresh context, which gets it. Undefined if neither works.
 */
export function fullGc(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return () => exposed();
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? () => (gc as () => void)() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Young-generation collections (scavenges) on the main thread alone, for the mock's process.
 * A parallel scavenge hands parts of its work to V8's helper threads and the main thread waits
 * for them: on a machine whose cores are busy (two cores shared with other work), a helper waits
 * for a core, and a scavenge of ~10 ms of work held the event loop — every world's requests —
 * for 100–170 ms (`npm run bench -- --only worlds`: turns where the main thread was neither running nor
 * waiting for a core). Alone it does the same work with no one to wait for. V8 reads the flag at
 * each scavenge, so setting it once the process runs takes effect.
 */
export function scavengeOnMainThread(): void {
  try {
    setFlagsFromString('--no-parallel-scavenge');
  } catch {
    // An engine without the flag: its scavenges as they are.
  }
}
