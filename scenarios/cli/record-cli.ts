// `npm run scenarios:record -- --world ID --name NAME [--target URL] [--out DIR]
//   [--control-token T]`: writes a world's recording (POST /__mock/worlds/:id/recording) as a
// scenario module in the scenarios' DSL — scenarios/defs/NAME.ts, registered in
// scenarios/catalog.ts so `npm run scenarios -- --only NAME` finds it — formatted with Biome.
// With --out DIR it is written there instead, unregistered (run it with `--file DIR/NAME.ts`),
// formatted as one of scenarios/defs even where Biome ignores files (biome-format.ts).
import { ControlError, controlCall } from '#mock/control/control-client.ts';
import { worldEndpoints } from '#mock/control/world-endpoints.ts';
import type { RecordingDocument } from '#mock/recording/recorder.ts';
import { envControlToken } from '#scenarios/core/mock-control.ts';
import { checkFlags, parseArgs } from './args.ts';
import { exitWhenFlushed } from './exit-when-flushed.ts';
import { runCommand, scenarioTarget, writeRecordedScenario } from './write-recorded.ts';

const KNOWN = ['world', 'name', 'target', 'out', 'control-token', 'help'];
const USAGE =
  'npm run scenarios:record -- --world ID --name NAME [--target URL] [--out DIR] [--control-token T]';

async function main(): Promise<number> {
  const flags = parseArgs(process.argv.slice(2));
  checkFlags(flags, KNOWN);
  const world = flags.get('world');
  const name = flags.get('name');
  if (flags.has('help') || !world || !name) {
    console.log(USAGE);
    return flags.has('help') ? 0 : 2;
  }
  const out = flags.get('out');
  scenarioTarget(name, out, '--name');
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
  // A world that never recorded answers `{ on: false, entries: [] }`: written as an empty
  // scenario, as before (its setup fields are left out).
  const written = writeRecordedScenario(body as RecordingDocument, name, out, '--name');
  console.log(
    `${written.file}: ${body.entries.length} requests recorded in world ${world}${written.registered ? '; registered in scenarios/catalog.ts' : ''}. Run it: ${runCommand(name, written)}`,
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
