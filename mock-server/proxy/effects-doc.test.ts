import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRouteTable } from '../route-table.ts';
import { effectsMarkdown, withEffects } from './effects-doc.ts';

describe("docs/mock.md's table of what reaches a backend", () => {
  const routes = createRouteTable();

  it('is what the spine declares (else: npm run docs:effects)', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../docs/mock.md'), 'utf8');
    expect(withEffects(doc, routes)).toBe(doc);
  });

  it('lists every /api endpoint once, sign-in among the session calls and never a write as sent', () => {
    const table = effectsMarkdown(routes);
    const api = routes.filter((r) => r.path.startsWith('/api/'));
    expect(api.every((r) => r.effect !== undefined)).toBe(true);
    for (const r of api) expect(table).toContain(`| \`${r.method} ${r.path}\` |`);
    expect(table).toMatch(
      /\| `POST \/api\/users\/signin` \| session \| sent only as the app sends it \| records the device/,
    );
    expect(table).not.toMatch(/\| write \| sent/);
  });
});
