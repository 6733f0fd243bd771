import { sql } from 'kysely';
import { marie } from '../../test/demo-logins.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createIdentityTestApp } from '../identity/identity-test-kit.ts';

/** Marie's allowed mobile, the phone of her SMS protection in the AMF tests. */
export const marieMobile = '0639981201';

/** The identity test app with SMS protection offered by the client and turned on for Marie. */
export async function createAmfApp(): Promise<TestApp> {
  const t = await createIdentityTestApp();
  const db = t.database.db;
  await sql`update clients set configuration = jsonb_set(configuration, '{amfSmsActivated}', 'true') where code = 'demo'`.execute(
    db,
  );
  await db
    .updateTable('accounts')
    .set({ amf_enabled: true, amf_telephone: marieMobile })
    .where('user_name', '=', marie.userName)
    .execute();
  return t;
}
