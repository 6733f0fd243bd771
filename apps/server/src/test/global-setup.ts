import pg from 'pg';

export const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL run needs a reachable server; say so plainly rather than pass without it. */
export default async function setup(): Promise<void> {
  if (process.env.TEST_DB !== 'postgres') return;
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL injoignable (${adminUrl}) : démarrez-le (pg_ctlcluster … main start) ou lancez seulement la suite PGlite.`,
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
