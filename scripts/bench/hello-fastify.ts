// Child process of `npm run bench:mock`: the bare Fastify hello-world baseline.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 4399), host: '127.0.0.1' });
console.log('ready');
