// Child process of the mock case: the ceiling, bare Fastify under plain node (no tsx).
// `/` answers a hello-world; `/page` answers the bytes of the file given (the same 12-store page
// Bukka serves), so the cost of the page's size is measured apart from Bukka's own work.
// Usage: node scripts/bench/hello-fastify.mjs <port> [page.json]
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const page = process.argv[3] ? readFileSync(process.argv[3], 'utf8') : '{}';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/page', (_req, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(page);
});
await app.listen({ port: Number(process.argv[2] ?? 4399), host: '127.0.0.1' });
console.log('ready');
