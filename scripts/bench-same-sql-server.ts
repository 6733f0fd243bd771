/**
 * The yardstick of the signed-in read (`npm run bench`): a bare Fastify + pg server running exactly
 * the portal's two statements for GET /api/v2/adherent/contrats — the session (by the cookie's
 * SHA-256, for the client of the host) and the person's contracts — with the same pool size, and
 * nothing else: no hooks, no cookies minted, no security headers, no schema, no logging.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/schema.ts';
import { activeSessionQuery } from '../apps/server/src/plugins/sessions-repository.ts';
import { contratsOfPersonneQuery } from '../apps/server/src/modules/contrats/contrats-repository.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// Kysely only compiles here; every statement goes through pg directly.
const compiler = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
const marker = { session: '__session__', client: -101, personne: -202 };
const sessionSql = activeSessionQuery(compiler, marker.session, marker.client).compile();
const contratsSql = contratsOfPersonneQuery(compiler, marker.client, marker.personne).compile();

function bind(parameters: readonly unknown[], values: Map<unknown, unknown>): unknown[] {
  return parameters.map((p) => (values.has(p) ? values.get(p) : p));
}

const { rows: clients } = await pool.query<{ id: number }>('select id from clients where is_default');
const clientId = clients[0]!.id;

const app = Fastify({ logger: false });
app.get('/same-sql', async (request, reply) => {
  const token = /portail_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.code(401).send({});
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await pool.query<{ personneId: number }>(
    sessionSql.sql,
    bind(
      sessionSql.parameters,
      new Map<unknown, unknown>([
        [marker.session, hash],
        [marker.client, clientId],
      ]),
    ),
  );
  const personneId = session.rows[0]?.personneId;
  if (!personneId) return reply.code(401).send({});
  const contrats = await pool.query(
    contratsSql.sql,
    bind(
      contratsSql.parameters,
      new Map<unknown, unknown>([
        [marker.client, clientId],
        [marker.personne, personneId],
      ]),
    ),
  );
  return { contrats: contrats.rows };
});
await app.listen({ port: Number(process.env.PORT ?? 18192), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
