import Fastify from 'fastify';

/** The yardstick of `npm run bench`: a Fastify route doing nothing, on the same machine. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 18189), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
