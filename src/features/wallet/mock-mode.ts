// Mock mode (team conventions): `VITE_MOCK` set, or `VITE_API_URL` empty. Shows the payment
// sandbox and the simulated bank transfer; never on against the hosted API.
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export function isMockMode(source: Record<string, string | undefined> = env): boolean {
  const flag = source.VITE_MOCK?.trim();
  if (flag) return flag !== '0' && flag.toLowerCase() !== 'false';
  return !source.VITE_API_URL?.trim();
}
