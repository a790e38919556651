import { envControlToken, mockHealth } from '#scenarios/core/mock-control.ts';
import type { Target } from '#scenarios/core/types.ts';
import type { CheckoutMode } from '#src/api/schemas/mock-control-names.ts';

/**
 * A target from a base URL: a mock when `GET /__mock/health` answers `{ ok: true }`. The checkout
 * mode comes from the health answer when the mock gives it, else from `checkout` (default card).
 * The control token is the one given, else MOCK_CONTROL_TOKEN (a mock listening beyond loopback,
 * or started with `--control-token`, wants it on every control call).
 */
export async function resolveTarget(
  baseUrl: string,
  label: string,
  checkout?: CheckoutMode,
  controlToken: string | undefined = envControlToken(),
): Promise<Target> {
  const url = baseUrl.replace(/\/+$/, '');
  const health = await mockHealth(url);
  return {
    baseUrl: url,
    isMock: Boolean(health),
    checkout: checkout ?? health?.checkout ?? 'card',
    label,
    ...(controlToken ? { controlToken } : {}),
  };
}
