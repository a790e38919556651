import { createRng } from '#mock/domain/plumbing/rng.ts';
import { type Secrets, secretsFrom } from '#mock/domain/plumbing/secrets.ts';

/**
 * Repeatable "secrets" for tests that compare two worlds request by request (e.g. the MSW and
 * Fastify transports): a stream of its own, never the world's seed stream. Never used by a
 * running mock.
 */
export function seededSecrets(label: string): Secrets {
  const rng = createRng(`secrets:${label}`);
  return secretsFrom((bytes) => {
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rng.next() * 256);
    return bytes;
  });
}
