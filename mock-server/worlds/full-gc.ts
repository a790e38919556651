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
