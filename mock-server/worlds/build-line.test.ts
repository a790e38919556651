import { describe, expect, it } from 'vitest';
import { createBuildLine } from './build-line.ts';

// Big builds take turns: the first runs at once, the others in the order they came, each once
// the one before it has left — and a build that leaves twice lets only one through.

describe('the line of big builds', () => {
  it('lets one in at a time, in the order they came', async () => {
    const line = createBuildLine();
    const order: string[] = [];
    const leaves: Record<string, () => void> = {};
    const come = (name: string) =>
      line.enter().then((leave) => {
        order.push(name);
        leaves[name] = leave;
      });
    const a = come('a');
    const b = come('b');
    const c = come('c');
    await a;
    expect(order).toEqual(['a']);
    expect(line.waiting).toBe(2);
    leaves.a!();
    leaves.a!();
    await b;
    // A second leave of the same build let no one else in.
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['a', 'b']);
    leaves.b!();
    await c;
    expect(order).toEqual(['a', 'b', 'c']);
    expect(line.busy).toBe(true);
    leaves.c!();
    expect(line.busy).toBe(false);
    expect(line.waiting).toBe(0);
  });
});
