import { createFastifyApp } from '#mock/adapters/fastify.ts';
import type { GuardOptions } from '#mock/adapters/request-guard.ts';
import type { CtxOptions } from '#mock/domain/plumbing/context.ts';
import type { Secrets } from '#mock/domain/plumbing/secrets.ts';
import { DEMO_DEVICE, DEMO_PASSWORD } from '#mock/seed/demo-accounts.ts';
import { createTestWorld } from './test-world.ts';

export type CallOptions = {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

/** A seeded world served by Fastify (`inject`), with helpers for tests. */
export async function createTestApp(
  seed: string | number = 1,
  options: Partial<CtxOptions> = {},
  extra: { secrets?: Secrets; guard?: GuardOptions } = {},
) {
  const world = await createTestWorld(seed, options, extra);
  const app = await createFastifyApp(world.mock, { guard: extra.guard });
  await app.ready();

  async function call(method: string, url: string, opts: CallOptions = {}) {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.cookie) headers.cookie = opts.cookie;
    let payload = opts.payload;
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(opts.body);
    }
    const res = await app.inject({ method: method as 'GET', url, headers, payload });
    let body: unknown = res.body;
    if (String(res.headers['content-type'] ?? '').includes('application/json'))
      body = JSON.parse(res.body);
    const setCookie = res.headers['set-cookie'];
    const cookies =
      setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    const token = cookies
      .map((c) => /^auth_token=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    return {
      status: res.statusCode,
      // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
      body: body as any,
      cookies,
      cookie: token ? `auth_token=${token}` : undefined,
      raw: res,
    };
  }

  /** Signs a demo (or seeded) account in from the demo device; returns the cookie header. */
  async function signIn(email: string, password = DEMO_PASSWORD, deviceId = DEMO_DEVICE) {
    const body = { email, password, fingerprint: deviceId };
    const res = await call('POST', '/api/users/signin', { body });
    if (res.status !== 200 || !res.cookie)
      throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.cookie;
  }

  const lastCode = (email: string) => {
    const mails = world.ctx.db.outbox.lookup('to', email.toLowerCase());
    return mails[mails.length - 1]?.code ?? '';
  };

  return { ...world, app, call, signIn, lastCode };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A multipart body (payload + content-type) built with the platform's FormData. */
export async function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; data: Uint8Array }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') ?? '',
  };
}

/** Bytes that start like a PNG file. */
export const pngBytes = (size = 64): Uint8Array => {
  const data = new Uint8Array(size);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return data;
};
