import { DEFAULT_HANG_MS, PROFILE_NAMES } from './domain/plumbing/behaviour-profile.ts';
import { PRESENTER_SPEED } from './simulator/presenter-defaults.ts';
import {
  DEFAULT_MAX_WORLDS,
  DEFAULT_MAX_WORLDS_MB,
  DEFAULT_WORLD_TTL_MS,
} from './worlds/world-registry.ts';

// The mock's flags, listed once: what each takes, its environment variable, its default and what
// it does. `parseCli` (cli-options.ts) reads them; `--help` and docs/mock-flags.md are written
// from the same list here.

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
    '<!-- Generated from MOCK_FLAGS in mock-server/cli-flags.ts by `npm run docs:flags`; do not edit. -->',
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
