// Mock mode (team conventions): `VITE_MOCK` set, or `VITE_API_URL` empty. Shows the payment
// sandbox and the simulated bank transfer; never on against the hosted API.
import { type ClientEnv, env } from '#src/config/env.ts';

export function isMockMode(source: Pick<ClientEnv, 'VITE_MOCK' | 'VITE_API_URL'> = env): boolean {
  const flag = source.VITE_MOCK?.trim();
  if (flag) return flag !== '0' && flag.toLowerCase() !== 'false';
  return !source.VITE_API_URL?.trim();
}
