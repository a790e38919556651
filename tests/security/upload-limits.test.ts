import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_UPLOAD_QUOTA } from '#mock/domain/uploads.ts';
import { rssOf, type SpawnedServer, spawnServer } from '#tests/support/mock/spawn-server.ts';
import { createTestApp, multipart, pngBytes, type TestApp } from '#tests/support/mock/test-app.ts';

// The attacks as tests: anonymous multipart uploads of 10 × 10 MB (the
// session was checked only after the whole body was buffered), and signed-in uploads kept in
// memory without a quota.

const MB = 1024 * 1024;

/**
 * Streams a multipart body of `files` × `fileMb` MB to `path` without holding it in memory, as an
 * attacker would: it keeps sending after the answer, until the server closes the connection.
 * Resolves with the status (0 when no answer came) and how much the server let it send.
 */
function streamUpload(
  base: string,
  path: string,
  files: number,
  fileMb: number,
  cookie?: string,
): Promise<{ status: number; body: string; sentMb: number }> {
  const boundary = 'bukka-attack-boundary';
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let status = 0;
  let body = '';
  let sent = 0;
  const req = request(new URL(path, base), {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
      ...(cookie ? { cookie } : {}),
    },
  });
  const answered = new Promise<void>((done) => {
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.on('data', (d: Buffer) => {
        body += d.toString();
      });
      res.on('end', () => done());
      res.on('error', () => done());
    });
    req.on('error', () => done());
    req.on('close', () => done());
  });
  const writing = (async () => {
    for (let f = 0; f < files && !req.destroyed; f++) {
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="imgs"; filename="f${f}.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      for (let written = 0; written < fileMb * MB && !req.destroyed; written += chunk.length) {
        const flushed = req.write(chunk);
        sent += chunk.length;
        if (!flushed) {
          await new Promise((r) => {
            req.once('drain', r);
            req.once('close', r);
          });
        }
      }
      if (!req.destroyed) req.write('\r\n');
    }
    if (!req.destroyed) req.end(`--${boundary}--\r\n`);
  })().catch(() => {});
  return Promise.all([answered, writing]).then(() => ({ status, body, sentMb: sent / MB }));
}

describe('anonymous 10 × 10 MB uploads', { timeout: 180_000 }, () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnServer(['--simulator', 'off', '--stores', '5']);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('are refused before their bodies are read: the server grows by less than 20 MB', async () => {
    const accounts = (await (await fetch(`${server.baseUrl}/__mock/accounts`)).json()) as {
      role: string;
      _id: string;
    }[];
    const vendor = accounts.find((a) => a.role === 'vendor')!._id;
    // Warm up (the first requests compile their code paths), then take the baseline.
    for (let i = 0; i < 5; i++) {
      await fetch(`${server.baseUrl}/api/users/stores?page=1`);
      await streamUpload(server.baseUrl, `/api/products/post/demo-device?userId=${vendor}`, 1, 1);
    }
    let baseline = 0;
    for (let i = 0; i < 10; i++) {
      baseline = Math.max(baseline, await rssOf(server.child.pid!));
      await new Promise((r) => setTimeout(r, 50));
    }
    let peak = baseline;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssOf(server.child.pid!));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const paths = [
      `/api/products/post/demo-device?userId=${vendor}`,
      `/api/users/vendor/demo-device/registration/${vendor}`,
    ];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        streamUpload(
          server.baseUrl,
          paths[i % 2]!,
          10,
          10,
          i % 3 === 0 ? 'auth_token=forged-or-stolen-looking' : undefined,
        ),
      ),
    );
    sampling = false;
    await sampler;
    const growthMb = (peak - baseline) / MB;
    console.info(
      `[anonymous uploads] 10 × (10 files × 10 MB): statuses ${results.map((r) => r.status).join(',')}; the server took at most ${results.map((r) => r.sentMb.toFixed(1)).join(', ')} MB; server RSS ${(baseline / MB).toFixed(0)} MB → peak ${(peak / MB).toFixed(0)} MB (+${growthMb.toFixed(1)} MB)`,
    );
    for (const r of results) {
      expect(r.status).toBe(401);
      expect(JSON.parse(r.body).message).toMatch(/No token provided|invalid token/);
    }
    expect(growthMb).toBeLessThan(20);
    // The server is still fine.
    expect((await fetch(`${server.baseUrl}/__mock/health`)).status).toBe(200);
  });
});

describe('upload rules before and after the body', { timeout: 60_000 }, () => {
  let t: TestApp;
  let vendor: string;
  beforeAll(async () => {
    t = await createTestApp(1);
    vendor = await t.signIn('vendor@bukka.test');
  }, 30_000);

  const post = async (files: Uint8Array[], cookie: string | undefined, userId = t.ids.vendor) => {
    const form = await multipart(
      {
        name: 'Zobo',
        type: 'Zobo',
        desc: 'Cold',
        category: 'Beverages',
        price: '700',
        content: '[]',
      },
      files.map((data, i) => ({ field: 'imgs', name: `z${i}.png`, type: 'image/png', data })),
    );
    return t.call('POST', `/api/products/post/demo-device?userId=${userId}`, {
      cookie,
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
  };

  it('session and owner rules come first: a garbage body is never looked at', async () => {
    const garbage = {
      'content-type': 'multipart/form-data; boundary=zz',
    };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/products/post/demo-device?userId=${t.ids.vendor}`,
      headers: garbage,
      payload: '--zz\r\nnot a part',
    });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await t.signIn('buyer@bukka.test');
    const notOwner = await t.app.inject({
      method: 'POST',
      url: `/api/products/post/demo-device?userId=${t.ids.vendor}`,
      headers: { ...garbage, cookie: buyer },
      payload: '--zz\r\nnot a part',
    });
    expect(notOwner.statusCode).toBe(403);
    const notVendor = await t.app.inject({
      method: 'POST',
      url: `/api/products/post/demo-device?userId=${t.ids.buyer}`,
      headers: { ...garbage, cookie: buyer },
      payload: '--zz\r\nnot a part',
    });
    expect(JSON.parse(notVendor.body)).toEqual({ message: 'unauthorized' });
    const register = await t.app.inject({
      method: 'POST',
      url: `/api/users/vendor/demo-device/registration/${t.ids.vendor}`,
      headers: { ...garbage, cookie: buyer },
      payload: '--zz\r\nnot a part',
    });
    expect(register.statusCode).toBe(403);
    // The owner's own garbage is read, and refused as such.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/products/post/demo-device?userId=${t.ids.vendor}`,
      headers: { ...garbage, cookie: vendor },
      payload: '--zz\r\nnot a part',
    });
    expect(own.statusCode).toBe(400);
  });

  it('at most 4 files of 2 MB: 413 with a message', async () => {
    const five = await post(
      [1, 2, 3, 4, 5].map(() => pngBytes(100)),
      vendor,
    );
    expect(five).toMatchObject({ status: 413, body: { message: 'At most 4 files per request' } });
    const big = await post([pngBytes(2 * MB + 1)], vendor);
    expect(big).toMatchObject({
      status: 413,
      body: { message: 'Images must be at most 2 MB each' },
    });
    const fine = await post([pngBytes(2 * MB)], vendor);
    expect(fine.status).toBe(200);
  });

  it('a per-user quota: the post that would pass it is refused whole (413), nothing kept', async () => {
    await t.reset();
    vendor = await t.signIn('vendor@bukka.test');
    const image = () => pngBytes(Math.floor(1.9 * MB));
    let posted = 0;
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 30 && !refused; i++) {
      const res = await post([image(), image(), image(), image()], vendor);
      if (res.status === 200) posted++;
      else refused = res;
    }
    expect(posted).toBe(Math.floor(USER_UPLOAD_QUOTA / (4 * Math.floor(1.9 * MB))));
    expect(refused?.status).toBe(413);
    expect(refused?.body.message).toMatch(/^Upload quota reached: your images take [\d.]+ MB/);
    const kept = t.ctx.db.uploads.all().reduce((s, u) => s + u.data.byteLength, 0);
    expect(kept).toBe(posted * 4 * Math.floor(1.9 * MB));
    expect(kept).toBeLessThanOrEqual(USER_UPLOAD_QUOTA);
  });

  it('a global quota across users', async () => {
    await t.reset();
    vendor = await t.signIn('vendor@bukka.test');
    // Others' pictures fill the mock up to 1 MB below its quota (one buffer, many views).
    const block = new Uint8Array((95 * MB) / 4);
    block.set([0x89, 0x50, 0x4e, 0x47]);
    for (let i = 0; i < 4; i++) {
      await t.ctx.db.uploads.insert({
        _id: `${'f'.repeat(23)}${i}`,
        userId: t.ids.stores[i + 1]!,
        filename: `${'f'.repeat(23)}${i}.png`,
        mimetype: 'image/png',
        data: block,
        createdAt: 0,
      });
    }
    const res = await post([pngBytes(2 * MB)], vendor);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^Upload quota reached: this mock keeps at most 96\.0 MB/);
  });
});
