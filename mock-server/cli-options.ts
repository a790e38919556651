import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';
import { worldFlags } from './cli-world-flags.ts';
import {
  DEFAULT_HANG_MS,
  isProfileName,
  PROFILE_NAMES,
  type ProfileName,
} from './domain/plumbing/behaviour-profile.ts';
import { PRESENTER_SPEED } from './simulator/presenter-defaults.ts';
import {
  DEFAULT_MAX_WORLDS,
  DEFAULT_MAX_WORLDS_MB,
  DEFAULT_WORLD_TTL_MS,
} from './worlds/world-registry.ts';

export type CliOptions = {
  port: number;
  host: string;
  seed: string | number;
  serve?: string;
  simulator: boolean;
  /** Simulated time per real time while the simulator runs (0.1–100). */
  speed: number;
  checkout: CheckoutMode;
  stores?: number;
  /** Control-API token (`--control-token`, else MOCK_CONTROL_TOKEN); generated when exposed. */
  controlToken?: string;
  /** More Host names to accept (`--allowed-host a,b`, else MOCK_ALLOWED_HOSTS). */
  allowedHosts: string[];
  profile: ProfileName;
  hangMs: number;
  /** `--state DIR`: keep the world in DIR across restarts (default: in memory only). */
  state?: string;
  /** `--keep-worlds`: with `--state`, keep every made world too (DIR/worlds/<id>/). */
  keepWorlds: boolean;
  /** `--replica-id ID`: this process is one of a fleet; the worlds it makes are named `ID-…`. */
  replicaId?: string;
  /** `--world-ttl M`: minutes without requests after which a created world is dropped. */
  worldTtlMinutes: number;
  /** `--max-worlds N`: most worlds besides the default one. */
  maxWorlds: number;
  /** `--max-worlds-mb N`: most memory (estimated, MB) the made worlds may hold together. */
  maxWorldsMb: number;
  /** `--check-answers on|off`: check each answer against its route's response schema. */
  checkAnswers: boolean;
  /** `--proxy URL`: forward `/api` to the backend at URL and check its answers. */
  proxy?: string;
  /** `--allow-writes`: in proxy mode, pass writes on too (default: refused with 403). */
  allowWrites: boolean;
  /** `--report FILE`: in proxy mode, keep the drift report (HTML) in FILE. */
  report?: string;
  /** `--help`: print the flags and exit. */
  help: boolean;
};

/** One flag of the mock's CLI: the one list that the parser, `--help` and the docs table use. */
type FlagDoc = {
  name: string;
  /** What follows the flag (`N`, `DIR`, `on|off`…). */
  value: string;
  /** The environment variable read when the flag is absent, if any. */
  env?: string;
  default: string;
  says: string;
};

export const MOCK_FLAGS: readonly FlagDoc[] = [
  { name: 'port', value: 'N', env: 'PORT', default: '4010', says: 'the port to listen on' },
  {
    name: 'host',
    value: 'H',
    default: '127.0.0.1',
    says: 'the address to listen on; beyond loopback (`0.0.0.0`) the banner warns and the control API needs a token',
  },
  {
    name: 'seed',
    value: 'S',
    default: '1',
    says: 'the seed of the default world (a number or a word)',
  },
  {
    name: 'serve',
    value: 'DIR',
    default: '—',
    says: 'also serve a built client from DIR (SPA fallback)',
  },
  {
    name: 'simulator',
    value: 'on|off',
    default: 'on with `--serve` (but not with `--proxy`), else off',
    says: 'the simulated city (people order, stores accept, riders deliver)',
  },
  {
    name: 'speed',
    value: 'N',
    default: String(PRESENTER_SPEED),
    says: 'simulated time per real time while the simulator runs (0.1–100)',
  },
  { name: 'checkout', value: 'card|wallet', default: 'card', says: 'how orders are paid' },
  {
    name: 'stores',
    value: 'N',
    default: 'the demo world',
    says: 'world size in stores (1–50,000), e.g. 10000 for load tests',
  },
  {
    name: 'profile',
    value: PROFILE_NAMES.join('|'),
    default: 'safe',
    says: "`hosted` = the hosted API's client-visible behaviour (docs/hosted-divergences.md)",
  },
  {
    name: 'hang-ms',
    value: 'N',
    default: String(DEFAULT_HANG_MS),
    says: 'how long the hosted profile waits where the hosted API never answers',
  },
  {
    name: 'state',
    value: 'DIR',
    default: 'in memory',
    says: 'keep the default world in DIR across restarts',
  },
  {
    name: 'keep-worlds',
    value: '',
    default: 'off (the default world only)',
    says: "with `--state`: keep every made world too, each in `DIR/worlds/<id>/` (journal and `world.json`, as the default world), brought back at start; a dropped or expired world's directory is deleted",
  },
  {
    name: 'replica-id',
    value: 'ID',
    default: '—',
    says: 'this process is one replica of a fleet (`npm run fleet`): the worlds it makes are named `ID-…`, so a gateway routes a world to its process by its name (lower-case letters, digits and `-`, up to 30)',
  },
  {
    name: 'world-ttl',
    value: 'M',
    default: String(DEFAULT_WORLD_TTL_MS / 60_000),
    says: 'minutes without a request before a made world is dropped',
  },
  {
    name: 'max-worlds',
    value: 'N',
    default: String(DEFAULT_MAX_WORLDS),
    says: 'most worlds besides the default one',
  },
  {
    name: 'max-worlds-mb',
    value: 'N',
    default: String(DEFAULT_MAX_WORLDS_MB),
    says: 'most memory the made worlds may hold together (MB, estimated per world; `GET /__mock/worlds` lists it); past it `POST /__mock/worlds` answers 507',
  },
  {
    name: 'control-token',
    value: 'T',
    env: 'MOCK_CONTROL_TOKEN',
    default: 'none on loopback, made up beyond it',
    says: 'the token the control API (`/__mock/...`) requires (8–200 visible characters)',
  },
  {
    name: 'allowed-host',
    value: 'a,b',
    env: 'MOCK_ALLOWED_HOSTS',
    default: 'loopback names',
    says: 'more names the `Host` header may carry (a LAN name, a tunnel)',
  },
  {
    name: 'check-answers',
    value: 'on|off',
    env: 'MOCK_CHECK_ANSWERS',
    default: 'on under `npm run mock`, else off',
    says: "check answers against their endpoint's response schema (shared/schemas): every answer of a route until 64 in a row matched in that world, then one in 64; a drifted answer becomes a 500 naming it (and the route is checked in full again)",
  },
  {
    name: 'proxy',
    value: 'URL',
    default: '—',
    says: "proxy mode: every `/api` request goes to the backend at URL and its answer comes back unchanged, checked against the client's schemas and the Pact contract; drifts per endpoint at `GET /__mock/proxy`, on the panel and in `GET /__mock/proxy/report` (docs/mock.md, *Proxy mode*); `/__mock` stays local",
  },
  {
    name: 'allow-writes',
    value: '',
    default: 'off (read-only)',
    says: 'with `--proxy`: pass writes on to the backend too; without it only reads and the session calls as the app sends them (sign-in with its password, a new device code, sign-out) are sent, and any other request is refused with 403 `{ message }` (a staging copy only: money may move)',
  },
  {
    name: 'report',
    value: 'FILE',
    default: '—',
    says: 'with `--proxy`: keep the drift report (self-contained HTML) in FILE, rewritten as answers come in and on exit',
  },
  { name: 'help', value: '', default: '—', says: 'print this list and exit' },
];

/** The flags as a Markdown table (docs/mock-flags.md is this, kept in step by a test). */
function mockFlagsTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = MOCK_FLAGS.map(
    (flag) =>
      `| \`--${flag.name}${flag.value ? ` ${cell(flag.value)}` : ''}\` | ${flag.env ? `\`${flag.env}\`` : ''} | ${cell(flag.default)} | ${cell(flag.says)} |`,
  );
  return [
    '| Flag | Environment | Default | What it does |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** docs/mock-flags.md, whole (`npm run docs:flags` writes it; a test keeps it in step). */
export function mockFlagsPage(): string {
  return [
    '# Mock server flags',
    '',
    '<!-- Generated from MOCK_FLAGS in mock-server/cli-options.ts by `npm run docs:flags`; do not edit. -->',
    '',
    '`npm run mock -- [flags]`, or `npm start -- [flags]` (which adds `--serve dist`).',
    '`--flag value` and `--flag=value` both work; `npm run mock -- --help` prints this list.',
    '',
    mockFlagsTable(),
    '',
  ].join('\n');
}

/** The flags as plain text for `--help`. */
export function mockFlagsHelp(): string {
  const head = (flag: FlagDoc) => `--${flag.name}${flag.value ? ` ${flag.value}` : ''}`;
  const width = Math.max(...MOCK_FLAGS.map((flag) => head(flag).length));
  const lines = MOCK_FLAGS.map((flag) => {
    const fallback = flag.default === '—' ? '' : `default ${flag.default.replaceAll('`', '')}`;
    const note = [fallback, flag.env ? `env ${flag.env}` : ''].filter(Boolean).join('; ');
    return `  ${head(flag).padEnd(width)}  ${flag.says.replaceAll('`', '')}${note ? ` (${note})` : ''}`;
  });
  return [
    'Usage: npm run mock -- [flags]   (or node dist-mock/server.mjs / tsx mock-server/server.ts [flags])',
    '',
    ...lines,
  ].join('\n');
}

/** A flag's default as the table states it (for the flags whose default is a plain value). */
const defaultOf = (name: string): string => MOCK_FLAGS.find((flag) => flag.name === name)!.default;

/** Parses the flags of MOCK_FLAGS (`--flag value` or `--flag=value`). */
export function parseCli(argv: string[], env: Record<string, string | undefined>): CliOptions {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    if (eq > 0) flags.set(arg.slice(2, eq), arg.slice(eq + 1));
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--'))
      flags.set(arg.slice(2), argv[++i]!);
    else flags.set(arg.slice(2), 'true');
  }
  const known = MOCK_FLAGS.map((flag) => flag.name);
  for (const k of flags.keys()) if (!known.includes(k)) throw new Error(`unknown flag --${k}`);
  const port = Number(flags.get('port') ?? env.PORT ?? defaultOf('port'));
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('--port must be a port number');
  const seedText = flags.get('seed') ?? defaultOf('seed');
  const seed = /^\d+$/.test(seedText) ? Number(seedText) : seedText;
  const checkout = flags.get('checkout') ?? defaultOf('checkout');
  if (checkout !== 'card' && checkout !== 'wallet')
    throw new Error('--checkout must be card or wallet');
  const sim = flags.get('simulator');
  if (sim !== undefined && sim !== 'on' && sim !== 'off')
    throw new Error('--simulator must be on or off');
  const speed = Number(flags.get('speed') ?? PRESENTER_SPEED);
  if (!(speed >= 0.1 && speed <= 100)) throw new Error('--speed must be between 0.1 and 100');
  const stores = flags.get('stores');
  if (stores !== undefined && !(Number(stores) >= 1 && Number(stores) <= 50_000)) {
    throw new Error('--stores must be between 1 and 50000');
  }
  const profile = flags.get('profile') ?? defaultOf('profile');
  if (!isProfileName(profile)) throw new Error(`--profile must be ${PROFILE_NAMES.join(' or ')}`);
  const hangMs = Number(flags.get('hang-ms') ?? DEFAULT_HANG_MS);
  if (!Number.isInteger(hangMs) || hangMs < 0 || hangMs > 600_000) {
    throw new Error('--hang-ms must be a whole number of milliseconds between 0 and 600000');
  }
  const serve = flags.get('serve');
  const controlToken = flags.get('control-token') ?? (env.MOCK_CONTROL_TOKEN || undefined);
  if (controlToken !== undefined && !/^[\x21-\x7e]{8,200}$/.test(controlToken)) {
    throw new Error('--control-token must be 8 to 200 visible characters (no spaces)');
  }
  const allowedHosts = (flags.get('allowed-host') ?? env.MOCK_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (allowedHosts.some((h) => h === 'true' || /[\s/@]/.test(h))) {
    throw new Error('--allowed-host takes host names separated by commas (no scheme, no path)');
  }
  const checkAnswers = flags.get('check-answers') ?? env.MOCK_CHECK_ANSWERS ?? 'off';
  if (checkAnswers !== 'on' && checkAnswers !== 'off') {
    throw new Error('--check-answers must be on or off');
  }
  const proxy = flags.get('proxy');
  if (proxy !== undefined && !/^https?:\/\/[^\s/]+/.test(proxy)) {
    throw new Error("--proxy takes the backend's base URL (http:// or https://)");
  }
  const allowWrites = flags.get('allow-writes');
  if (allowWrites !== undefined && allowWrites !== 'true') {
    throw new Error('--allow-writes takes no value');
  }
  const report = flags.get('report');
  if (report !== undefined && (report === 'true' || report.trim() === '')) {
    throw new Error('--report takes a file (e.g. --report reports/proxy-drift.html)');
  }
  if (proxy === undefined && (allowWrites !== undefined || report !== undefined)) {
    throw new Error(`--${allowWrites !== undefined ? 'allow-writes' : 'report'} needs --proxy URL`);
  }
  return {
    port,
    host: flags.get('host') ?? defaultOf('host'),
    seed,
    serve,
    simulator: sim === undefined ? serve !== undefined && proxy === undefined : sim === 'on',
    speed,
    checkout,
    stores: stores === undefined ? undefined : Number(stores),
    controlToken,
    allowedHosts,
    profile,
    hangMs,
    ...worldFlags(flags, defaultOf),
    checkAnswers: checkAnswers === 'on',
    proxy,
    allowWrites: allowWrites !== undefined,
    report,
    help: flags.has('help'),
  };
}
