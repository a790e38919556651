// `npm run scenarios:record -- --world ID --name NAME [--target URL] [--out DIR]
//   [--control-token T]`: writes a world's recording (POST /__mock/worlds/:id/recording) as a
// scenario module in the scenarios' DSL — scenarios/defs/NAME.ts, registered in
// scenarios/catalog.ts so `npm run scenarios -- --only NAME` finds it — formatted with Biome.
// With --out DIR it is written there instead, unregistered (run it with `--file DIR/NAME.ts`),
// formatted as one of scenarios/defs even where Biome ignores files (biome-format.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ControlError, controlCall } from '#mock/control/control-client.ts';
import { worldEndpoints } from '#mock/control/world-endpoints.ts';
import type { RecordingDocument } from '#mock/recording/recorder.ts';
import { writeScenario } from '#mock/recording/write-scenario.ts';
import { envControlToken } from '#scenarios/core/mock-control.ts';
import { checkFlags, parseArgs } from './args.ts';
import { biomeFormatted } from './biome-format.ts';
import { register } from './catalog-entry.ts';
import { exitWhenFlushed } from './exit-when-flushed.ts';

const KNOWN = ['world', 'name', 'target', 'out', 'control-token', 'help'];
const USAGE =
  'npm run scenarios:record -- --world ID --name NAME [--target URL] [--out DIR] [--control-token T]';
const DEFS = 'scenarios/defs';
const CATALOG = 'scenarios/catalog.ts';

/** Writes `text` to `file`, formatted by Biome as the file `asPath`. */
function writeFormatted(file: string, text: string, asPath: string): void {
  const formatted = biomeFormatted(text, asPath);
  writeFileSync(file, formatted.text);
  if (formatted.problem !== undefined)
    console.error(`${file} is written unformatted: Biome said ${formatted.problem || 'nothing'}`);
}

async function main(): Promise<number> {
  const flags = parseArgs(process.argv.slice(2));
  checkFlags(flags, KNOWN);
  const world = flags.get('world');
  const name = flags.get('name');
  if (flags.has('help') || !world || !name) {
    console.log(USAGE);
    return flags.has('help') ? 0 : 2;
  }
  if (!/^[a-z][a-z0-9-]{0,59}$/.test(name))
    throw new Error('--name must be kebab-case (lower-case letters, digits, dashes)');
  const target = (flags.get('target') ?? 'http://localhost:4010').replace(/\/$/, '');
  const token = flags.get('control-token') ?? envControlToken();
  const body = await controlCall(
    { baseUrl: target, controlToken: token },
    worldEndpoints.recording,
    { params: { id: world } },
  ).catch((error: unknown) => {
    if (!(error instanceof ControlError)) throw error;
    throw new Error(`${target}: ${error.status} ${error.serverMessage ?? ''}`);
  });
  if (body.on) console.error('The world is still recording: written as it is now.');
  if (body.stoppedBecause) console.error(body.stoppedBecause);
  const out = flags.get('out');
  const dir = out ?? DEFS;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.ts`);
  if (!out && existsSync(file)) throw new Error(`${file} exists: pick another --name`);
  // A world that never recorded answers `{ on: false, entries: [] }`: written as an empty
  // scenario, as before (its setup fields are left out).
  writeFormatted(file, writeScenario(body as RecordingDocument, name), join(DEFS, `${name}.ts`));
  if (!out) writeFormatted(CATALOG, register(readFileSync(CATALOG, 'utf8'), name), CATALOG);
  console.log(
    `${file}: ${body.entries.length} requests recorded in world ${world}${out ? '' : `; registered in ${CATALOG}`}. Run it: npm run scenarios -- ${out ? `--file ${file}` : `--only ${name}`}`,
  );
  return 0;
}

main().then(
  (code) => exitWhenFlushed(code),
  (error: unknown) => {
    console.error(`scenarios:record: ${error instanceof Error ? error.message : String(error)}`);
    return exitWhenFlushed(2);
  },
);
