// Requests through a fleet's gateway while something happens to it (a replica killed, a drain):
// each answer's status, body and time kept, for the test to judge afterwards.

export type Answer = {
  world: string;
  status: number;
  body: { message?: string; world?: string; [field: string]: unknown };
  retryAfter: string | null;
  ms: number;
  at: number;
};

/** One request in `world`; a request that takes longer than `limitMs` is a hang (status 0). */
export async function ask(
  base: string,
  world: string,
  path: string,
  init: { method?: string; body?: unknown; limitMs?: number; again?: number } = {},
): Promise<Answer> {
  const began = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-bukka-world': world,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.limitMs ?? 5_000),
    });
    const text = await res.text();
    return {
      world,
      status: res.status,
      body: text.startsWith('{') ? JSON.parse(text) : { text },
      retryAfter: res.headers.get('retry-after'),
      ms: performance.now() - began,
      at: Date.now(),
    };
  } catch (error) {
    // A keep-alive connection nginx closed as it reloaded (a drain reloads it) — closed cleanly
    // (UND_ERR_SOCKET) or reset when the request crossed the close on the wire (ECONNRESET): an
    // idempotent request is sent again on a new connection, as browsers do (RFC 9112 §9.3.1).
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    const closedUnderIt = code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE';
    if (closedUnderIt && (init.method ?? 'GET') === 'GET' && (init.again ?? 0) < 3)
      return ask(base, world, path, { ...init, again: (init.again ?? 0) + 1 });
    return {
      world,
      status: 0,
      body: { message: `${(error as Error).message}${code ? ` (${code})` : ''}` },
      retryAfter: null,
      ms: performance.now() - began,
      at: Date.now(),
    };
  }
}

/** A sign-up in `world` (a write: a new account), answered 200 when it is made. */
export const signUp = (base: string, world: string, email: string) =>
  ask(base, world, '/api/users/register', {
    method: 'POST',
    body: {
      surname: 'Fleet',
      firstname: 'Test',
      password: 'Passw0rd!long',
      age: '1990-01-01',
      country: 'Nigeria',
      state: 'Lagos',
      email,
      fingerprint: 'fleet-device',
    },
  });

/** The e-mails of the accounts of `world` (from its snapshot). */
export async function emailsOf(base: string, world: string): Promise<string[]> {
  const res = await fetch(`${base}/__mock/snapshot`, { headers: { 'x-bukka-world': world } });
  const doc = (await res.json()) as { records: { users: { email: string }[] } };
  return doc.records.users.map((u) => u.email);
}

/** Runs `step` over and over until `stop()` is called; resolves with what each call answered. */
export function loop<T>(step: (n: number) => Promise<T>): {
  sofar(): readonly T[];
  stop(): Promise<T[]>;
} {
  const out: T[] = [];
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n++) out.push(await step(n));
  })();
  return {
    sofar: () => out,
    async stop() {
      running = false;
      await done;
      return out;
    },
  };
}
