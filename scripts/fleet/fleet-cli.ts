import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startFleet } from './fleet.ts';

// `npm run fleet -- --replicas N [--port P] [--state DIR] [--port-base Q] [mock flags…]`: nginx
// on P (default 4010) in front of N mock processes on Q, Q+1… (default P+1…; the supervisor on
// the next port), serving the built client (`--serve dist` when dist/ exists, as `npm start`
// does) and everything one mock serves. Any other flag goes to every replica (`--seed 2`,
// `--check-answers on`, `--max-worlds-mb 1024`…). Ctrl-C stops nginx, then each replica (which
// saves its worlds with `--state`).

const FLEET_FLAGS = ['replicas', 'port', 'state', 'port-base', 'host'];

function parse(argv: string[]) {
  const fleet = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s) : [];
    if (name && FLEET_FLAGS.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${name} takes a value`);
      fleet.set(name, value);
    } else rest.push(arg);
  }
  const replicas = Number(fleet.get('replicas') ?? 3);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 32)
    throw new Error('--replicas must be a whole number from 1 to 32');
  const port = Number(fleet.get('port') ?? process.env.PORT ?? 4010);
  const portBase = Number(fleet.get('port-base') ?? port + 1);
  if (![port, portBase].every((p) => Number.isInteger(p) && p > 0 && p < 65_000))
    throw new Error('--port and --port-base must be port numbers');
  const host = fleet.get('host') ?? '127.0.0.1';
  if (host !== '127.0.0.1' && host !== 'localhost')
    throw new Error('--host: the fleet listens on loopback only (put your own TLS proxy in front)');
  if (!rest.includes('--serve') && existsSync(resolve('dist/index.html')))
    rest.push('--serve', 'dist');
  return { replicas, port, portBase, state: fleet.get('state'), flags: rest };
}

let options: ReturnType<typeof parse>;
try {
  options = parse(process.argv.slice(2));
} catch (error) {
  console.error(`fleet: ${(error as Error).message}`);
  process.exit(2);
}

try {
  const began = performance.now();
  const running = await startFleet(options);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      console.log(`[fleet] ${signal}: stopping nginx and ${options.replicas} replicas`);
      void running.stop().then(() => process.exit(0));
    });
  }
  const ms = Math.round(performance.now() - began);
  const ports = running.replicas.map((r) => `${r.id} :${r.port} (pid ${r.pid()})`).join(', ');
  console.log(
    [
      `Bukka fleet on ${running.url} — nginx (pid ${running.fleet.gateway.pid()}, ${running.fleet.gateway.configFile}) in front of ${options.replicas} mocks: ${ports}; ready in ${ms} ms`,
      `Worlds: POST ${running.url}/__mock/worlds places one on the process with the most room; every request naming it reaches that process (nginx maps its id to it)`,
      `Fleet: GET ${running.url}/__mock/fleet   drain: POST ${running.url}/__mock/fleet/replicas/<id>/drain`,
      options.state
        ? `State: every world of each replica kept in ${resolve(options.state)}/<replica> (back after a crash or a restart)`
        : 'State: in memory (a replica that crashes is restarted empty; --state DIR keeps its worlds)',
      options.flags.includes('--serve')
        ? `App: ${running.url}/`
        : 'App: not served (npm run build first)',
    ].join('\n'),
  );
} catch (error) {
  console.error(`fleet: ${(error as Error).message}`);
  process.exit(1);
}
