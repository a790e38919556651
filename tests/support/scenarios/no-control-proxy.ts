// A stand-in for "a provider that is not the mock": forwards everything to a mock except its
// control API (health, reset, accounts, outbox, payments, bank transfer, faults, clock, deliver,
// simulator), which answers 404 as any other server would.
import { createServer, type Server } from 'node:http';

const CONTROL =
  /^\/__mock\/(health|reset|accounts|outbox|payments|bank-transfer|faults|clock|orders|simulator|panel)\b/;

export interface ControlFreeProxy {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startNoControlProxy(upstream: string): Promise<ControlFreeProxy> {
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    if (CONTROL.test(path)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `Cannot ${req.method} ${path.split('?')[0]}` }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && key !== 'host' && key !== 'connection')
        headers.set(key, value);
    }
    try {
      const answer = await fetch(`${upstream}${path}`, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const out: Record<string, string | string[]> = {};
      answer.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-encoding' && key !== 'content-length')
          out[key] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) out['set-cookie'] = cookies;
      res.writeHead(answer.status, out);
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      res.writeHead(502);
      res.end(String(error));
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
