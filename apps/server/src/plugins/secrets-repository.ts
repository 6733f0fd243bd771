import type { Db } from '../db/database.ts';
import { randomToken } from '../lib/tokens.ts';

/** Secrets are generated once and kept in the database, so every instance signs alike. */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomToken(48) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
