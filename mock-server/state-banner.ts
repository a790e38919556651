import type { CliOptions } from './cli-options.ts';
import type { StateKeeper } from './state/state-dir.ts';
import { WORLD_FILE } from './state/state-files.ts';

/** What the start banner says about `--state DIR`: where the world came from and where it goes. */
export function stateLines(
  state: Pick<StateKeeper, 'dir' | 'start' | 'lastSave'>,
  options: Pick<CliOptions, 'seed' | 'checkout' | 'stores'>,
  world: { seed: string | number; checkout: string; users: number; orders: number },
): string[] {
  const { dir, start } = state;
  const saved = state.lastSave();
  const size = saved
    ? ` (${Math.round(saved.bytes / 1024)} kB, saved in ${Math.round(saved.ms)} ms)`
    : '';
  const lines: string[] = [];
  if (start.kind === 'loaded') {
    lines.push(
      `State: world loaded from ${dir}/${WORLD_FILE} in ${start.ms} ms (${world.users} users, ${world.orders} orders${start.savedAt ? `, saved ${start.savedAt}` : ''}); every change is saved there.`,
    );
    const ignored: string[] = [];
    if (String(options.seed) !== String(world.seed)) ignored.push(`--seed ${options.seed}`);
    if (options.checkout !== world.checkout) ignored.push(`--checkout ${options.checkout}`);
    if (options.stores !== undefined) ignored.push(`--stores ${options.stores}`);
    if (ignored.length > 0) {
      lines.push(
        `  The saved world (seed ${world.seed}, checkout ${world.checkout}) wins over ${ignored.join(', ')}: POST /__mock/reset {seed, checkout} or an empty --state directory starts another.`,
      );
    }
  } else if (start.kind === 'new') {
    lines.push(
      `State: no saved world in ${dir}: seeded one and saved it${size}; every change is saved there.`,
    );
  } else {
    lines.push(
      `WARNING: ${dir}/${WORLD_FILE} could not be read: ${start.reason}`,
      `  It is kept as ${dir}/${start.keptAs} (nothing was overwritten); started a freshly seeded world${size} instead.`,
    );
  }
  return lines;
}
