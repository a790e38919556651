// The client's build configuration (docs/commands.md, "Configuration"), read once and checked here: every
// other module takes its settings from `env` here instead of reading `import.meta.env`. Outside
// Vite (the Node runners import the API client) there is no `import.meta.env`: everything is unset.
// Hand-written checks rather than zod: this module runs before the first render, and the first
// render does without zod (the API schemas bring it with the data they parse).

/** The settings the client reads: each optional, trimmed ('' counts as unset where it is used). */
const SETTINGS = [
  /** Vite's mode: 'production', 'development', 'test' or 'demo' (npm run build:demo). */
  'MODE',
  /** Where the app is served from ('/' by default). */
  'BASE_URL',
  'VITE_API_URL',
  'VITE_GEOCODER_URL',
  'VITE_TILE_URL',
  'VITE_PAYSTACK_KEY',
  'VITE_MOCK',
  'VITE_SUPPORT_PHONE',
  'VITE_SUPPORT_EMAIL',
  'VITE_SUPPORT_CHAT_URL',
] as const;

export type ClientEnv = Partial<Record<(typeof SETTINGS)[number], string>>;

/** Extra rules on a setting's trimmed text: a message when it is refused. */
const RULES: Partial<Record<keyof ClientEnv, (value: string) => string | undefined>> = {
  VITE_PAYSTACK_KEY: (value) =>
    /^(pk_(test|live)_\S+)?$/.test(value)
      ? undefined
      : 'must be a Paystack public key (pk_test_… or pk_live_…): secret keys never go in the client',
};

/** The settings of `source` (Vite's env); a bad one stops the app with the variable's name. */
export function parseEnv(source: unknown): ClientEnv {
  const input: Record<string, unknown> =
    typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const parsed: ClientEnv = {};
  const problems: string[] = [];
  for (const name of SETTINGS) {
    const raw = input[name];
    if (raw === undefined) continue;
    if (typeof raw !== 'string') {
      problems.push(`${name} must be text (got ${raw === null ? 'null' : typeof raw})`);
      continue;
    }
    const value = raw.trim();
    const problem = RULES[name]?.(value);
    if (problem) problems.push(`${name} ${problem}`);
    else parsed[name] = value;
  }
  if (problems.length > 0) throw new Error(`Bad client configuration: ${problems.join('; ')}`);
  return parsed;
}

export const env: ClientEnv = parseEnv(import.meta.env);
