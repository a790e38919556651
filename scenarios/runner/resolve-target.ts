import { controlCall } from '#mock/control/control-client.ts';
import { proxyEndpoints } from '#mock/control/proxy-endpoints.ts';
import { envControlToken, mockHealth } from '#scenarios/core/mock-control.ts';
import type { Target } from '#scenarios/core/types.ts';
import type { CheckoutMode } from '#shared/schemas/mock-control-names.ts';

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
  const own = await mockHealth(url);
  // A proxying mock answers `/api` from its backend: the backend decides whether the target is a
  // mock (a Bukka mock behind the proxy lends its control API; a real backend has none).
  const upstream = own ? await proxiedBackend(url, controlToken) : undefined;
  const health = upstream ? await mockHealth(upstream) : own;
  return {
    baseUrl: url,
    isMock: Boolean(health),
    checkout: checkout ?? health?.checkout ?? 'card',
    label,
    ...(controlToken ? { controlToken } : {}),
    ...(upstream && health ? { controlUrl: upstream } : {}),
  };
}

/** The backend a mock proxies to (`--proxy URL`), or undefined when it answers `/api` itself. */
async function proxiedBackend(url: string, controlToken?: string): Promise<string | undefined> {
  try {
    const proxy = await controlCall(
      { baseUrl: url, controlToken, timeoutMs: 15_000 },
      proxyEndpoints.proxy,
    );
    return proxy.on && proxy.upstream ? proxy.upstream : undefined;
  } catch {
    // A mock of another version (no `/__mock/proxy`) does not proxy.
    return undefined;
  }
}
