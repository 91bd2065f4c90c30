// The ceiling of any Fastify route: Fastify with no plugins, hooks, schema or database, answering
// the same JSON as raw-http.mjs. What the profile falls short of it is the platform's own work;
// what it falls short of raw node:http is Fastify's.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
