import type { CheckoutMode } from './domain/context.ts';
import {
  DEFAULT_HANG_MS,
  isProfileName,
  PROFILE_NAMES,
  type ProfileName,
} from './domain/profile.ts';
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
  /** `--world-ttl M`: minutes without requests after which a created world is dropped. */
  worldTtlMinutes: number;
  /** `--max-worlds N`: most worlds besides the default one. */
  maxWorlds: number;
};

/** Parses the flags of team-conventions.md (`--flag value` or `--flag=value`). */
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
  const known = [
    'port',
    'host',
    'seed',
    'serve',
    'simulator',
    'speed',
    'checkout',
    'stores',
    'control-token',
    'allowed-host',
    'profile',
    'hang-ms',
    'state',
    'world-ttl',
    'max-worlds',
  ];
  for (const k of flags.keys()) if (!known.includes(k)) throw new Error(`unknown flag --${k}`);
  const port = Number(flags.get('port') ?? env.PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('--port must be a port number');
  const seedText = flags.get('seed') ?? '1';
  const seed = /^\d+$/.test(seedText) ? Number(seedText) : seedText;
  const checkout = flags.get('checkout') ?? 'card';
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
  const profile = flags.get('profile') ?? 'safe';
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
  const state = flags.get('state');
  if (state !== undefined && (state === 'true' || state.trim() === '')) {
    throw new Error('--state takes a directory (e.g. --state .bukka-state)');
  }
  const worldTtlMinutes = Number(flags.get('world-ttl') ?? 30);
  if (!(worldTtlMinutes >= 0.05 && worldTtlMinutes <= 7 * 24 * 60)) {
    throw new Error('--world-ttl must be a number of minutes between 0.05 and 10080');
  }
  const maxWorlds = Number(flags.get('max-worlds') ?? 64);
  if (!Number.isInteger(maxWorlds) || maxWorlds < 0 || maxWorlds > 10_000) {
    throw new Error('--max-worlds must be a whole number between 0 and 10000');
  }
  return {
    port,
    host: flags.get('host') ?? '127.0.0.1',
    seed,
    serve,
    simulator: sim === undefined ? serve !== undefined : sim === 'on',
    speed,
    checkout,
    stores: stores === undefined ? undefined : Number(stores),
    controlToken,
    allowedHosts,
    profile,
    hangMs,
    state,
    worldTtlMinutes,
    maxWorlds,
  };
}
