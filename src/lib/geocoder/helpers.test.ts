import { describe, expect, it, vi } from 'vitest';
import { createPacer } from './pacer.ts';
import { suggestionLabel } from './suggestion-label.ts';

describe('suggestionLabel', () => {
  it('keeps the last 3 comma-separated parts', () => {
    expect(suggestionLabel('Lekki Phase 1, Eti-Osa, Lagos, Nigeria')).toBe(
      'Eti-Osa, Lagos, Nigeria',
    );
    expect(suggestionLabel('Lagos, Nigeria')).toBe('Lagos, Nigeria');
    expect(suggestionLabel(' a ,b,  c,d,e ')).toBe('c, d, e');
    expect(suggestionLabel('')).toBe('');
  });
});

describe('createPacer', () => {
  it('lets the first call through and spaces the next ones', async () => {
    let now = 5000;
    const waits: number[] = [];
    const pacer = createPacer(
      1000,
      () => now,
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
    );
    await pacer.wait();
    await pacer.wait();
    now += 2500;
    await pacer.wait();
    expect(waits).toEqual([1000]);
  });

  it('does nothing with a zero interval', async () => {
    const sleep = vi.fn(async () => {});
    const pacer = createPacer(0, () => 0, sleep);
    await pacer.wait();
    await pacer.wait();
    expect(sleep).not.toHaveBeenCalled();
  });
});
