// `--file PATH`: the scenarios a module outside the catalog exports (a recorded scenario written
// to another folder with `npm run scenarios:record -- --out DIR`).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Scenario } from '#scenarios/core/types.ts';

/** The scenarios a module exports (a recorded one written outside scenarios/defs). */
export async function scenariosOf(file: string, only: string | undefined): Promise<Scenario[]> {
  const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  const found = Object.values(module).filter(
    (v): v is Scenario =>
      typeof v === 'object' && v !== null && 'steps' in v && 'actors' in v && 'name' in v,
  );
  if (found.length === 0) throw new Error(`${file} exports no scenario`);
  const names = only?.split(',').map((n) => n.trim());
  return names ? found.filter((s) => names.includes(s.name)) : found;
}
