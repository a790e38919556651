import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';
import { MOCK_FLAGS } from './cli-flags.ts';
import { worldFlags } from './cli-world-flags.ts';
import {
  DEFAULT_HANG_MS,
  isProfileName,
  PROFILE_NAMES,
  type ProfileName,
} from './domain/plumbing/behaviour-profile.ts';
import { PRESENTER_SPEED } from './simulator/presenter-defaults.ts';

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
