// The client's build configuration (README "Configuration"), read once and checked with zod: every
// other module takes its settings from `env` here instead of reading `import.meta.env`. Outside
// Vite (the Node runners import the API client) there is no `import.meta.env`: everything is unset.
import { z } from 'zod/mini';

/** An optional setting, trimmed ('' counts as unset where it is used). */
const setting = z.optional(z.string().check(z.trim()));

const envSchema = z.object({
  /** Vite's mode: 'production', 'development', 'test' or 'demo' (npm run build:demo). */
  MODE: setting,
  /** Where the app is served from ('/' by default). */
  BASE_URL: setting,
  VITE_API_URL: setting,
  VITE_GEOCODER_URL: setting,
  VITE_TILE_URL: setting,
  VITE_PAYSTACK_KEY: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(
          /^(pk_(test|live)_\S+)?$/,
          'must be a Paystack public key (pk_test_… or pk_live_…): secret keys never go in the client',
        ),
      ),
  ),
  VITE_MOCK: setting,
  VITE_SUPPORT_PHONE: setting,
  VITE_SUPPORT_EMAIL: setting,
  VITE_SUPPORT_CHAT_URL: setting,
});

export type ClientEnv = z.infer<typeof envSchema>;

/** The settings of `source` (Vite's env); a bad one stops the app with the variable's name. */
export function parseEnv(source: unknown): ClientEnv {
  const parsed = z.safeParse(envSchema, source ?? {});
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`Bad client configuration: ${problems.join('; ')}`);
}

export const env: ClientEnv = parseEnv(import.meta.env);
