import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { register } from './catalog-entry.ts';

describe('register', () => {
  const catalog = readFileSync('scenarios/catalog.ts', 'utf8');

  it('imports the written scenario after the other definitions and lists it last', () => {
    const next = register(catalog, 'my-journey');
    expect(next).toContain(
      "import { wallet } from '#scenarios/defs/wallet.ts';\nimport { myJourney } from '#scenarios/defs/my-journey.ts';\n",
    );
    expect(next).toContain('  visitorBrowses,\n  myJourney,\n];');
    expect(register(next, 'my-journey')).toBe(next);
  });
});
