// Writing a recording as a scenario module, for every command that makes one
// (`npm run scenarios:record`, `npm run contracts:har -- --scenario NAME`): scenarios/defs/NAME.ts
// registered in scenarios/catalog.ts — so `npm run scenarios -- --only NAME` finds it — or, with
// `--out DIR`, DIR/NAME.ts unregistered (run it with `--file DIR/NAME.ts`); formatted with Biome
// as one of scenarios/defs, even where Biome ignores the folder.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordingDocument } from '#mock/recording/recorder.ts';
import { writeScenario } from '#mock/recording/write-scenario.ts';
import { biomeFormatted } from './biome-format.ts';
import { register } from './catalog-entry.ts';

const DEFS = 'scenarios/defs';
const CATALOG = 'scenarios/catalog.ts';

/** Writes `text` to `file`, formatted by Biome as the file `asPath` (even where Biome ignores
 * `file`: biome-format.ts). */
function writeFormatted(file: string, text: string, asPath: string): void {
  const formatted = biomeFormatted(text, asPath);
  writeFileSync(file, formatted.text);
  if (formatted.problem !== undefined)
    console.error(`${file} is written unformatted: Biome said ${formatted.problem || 'nothing'}`);
}

/**
 * The file the scenario `name` goes to; throws when the name is not kebab-case (`flag` names the
 * option that gave it) or, in scenarios/defs, when the file is there already.
 */
export function scenarioTarget(name: string, out: string | undefined, flag: string): string {
  if (!/^[a-z][a-z0-9-]{0,59}$/.test(name))
    throw new Error(`${flag} must be kebab-case (lower-case letters, digits, dashes)`);
  const file = join(out ?? DEFS, `${name}.ts`);
  if (!out && existsSync(file)) throw new Error(`${file} exists: pick another ${flag}`);
  return file;
}

/** Writes `recording` as the scenario `name` (see `scenarioTarget`); returns its file. */
export function writeRecordedScenario(
  recording: RecordingDocument,
  name: string,
  out: string | undefined,
  flag: string,
): { file: string; registered: boolean } {
  const file = scenarioTarget(name, out, flag);
  mkdirSync(out ?? DEFS, { recursive: true });
  writeFormatted(file, writeScenario(recording, name), join(DEFS, `${name}.ts`));
  if (!out) writeFormatted(CATALOG, register(readFileSync(CATALOG, 'utf8'), name), CATALOG);
  return { file, registered: !out };
}

/** How to run a scenario written by `writeRecordedScenario`. */
export const runCommand = (name: string, written: { file: string; registered: boolean }) =>
  `npm run scenarios -- ${written.registered ? `--only ${name}` : `--file ${written.file}`}`;
