import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRouteTable } from '../route-table.ts';
import { CONTROL_DECLARATIONS, controlMarkdown, withControl } from './control-doc.ts';

describe("docs/team-conventions.md's table of the control API", () => {
  const routes = createRouteTable();

  it('is what the spine declares (else: npm run docs:control)', () => {
    const doc = readFileSync(
      resolve(import.meta.dirname, '../../docs/team-conventions.md'),
      'utf8',
    );
    expect(withControl(doc, routes)).toBe(doc);
  });

  it('reads every declaring file of the folder, and every call it lists has a route that says what it does', () => {
    const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith('-endpoints.ts'));
    expect(CONTROL_DECLARATIONS.map(([file]) => file).sort()).toEqual(files.sort());
    const table = controlMarkdown(routes);
    for (const [, endpoints] of CONTROL_DECLARATIONS)
      for (const e of Object.values(endpoints))
        expect(table).toMatch(new RegExp(`\\| \`${e.method} ${e.path}\` \\| [^|]`));
    expect(table).toContain('| `POST /__mock/worlds/:id/recording` |');
    expect(table).toContain('| `GET /__mock/proxy` |');
  });
});
