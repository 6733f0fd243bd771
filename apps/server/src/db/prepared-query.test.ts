import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import type { Db } from './database.ts';
import { preparedQuery } from './prepared-query.ts';

describe(`requêtes préparées (${testDbKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('demo');
  });
  afterAll(() => database.close());

  const byNumber = preparedQuery((db: Db, clientCode: string, numero: string) =>
    db
      .selectFrom('contrats as c')
      .innerJoin('clients as cl', 'cl.id', 'c.client_id')
      .select(['c.numero_contrat_individuel', 'c.etat'])
      .where('cl.code', '=', clientCode)
      .where('c.numero_contrat_individuel', '=', numero)
      .where('c.is_precontentieux', 'in', [true, false]),
  );

  it('donne les mêmes lignes que la requête construite à chaque appel, pour des valeurs différentes', async () => {
    for (const numero of ['40012345', '40012346', '99999999']) {
      const direct = await database.db
        .selectFrom('contrats as c')
        .innerJoin('clients as cl', 'cl.id', 'c.client_id')
        .select(['c.numero_contrat_individuel', 'c.etat'])
        .where('cl.code', '=', 'demo')
        .where('c.numero_contrat_individuel', '=', numero)
        .execute();
      expect(await byNumber(database.db, 'demo', numero)).toEqual(direct);
    }
  });

  it('dans une transaction, lit sur sa connexion (ce qu’elle a écrit sans le valider compris), hors transaction sur le pool', async () => {
    const rollback = new Error('rollback');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('contrats')
          .set({ etat: 'resilie' })
          .where('numero_contrat_individuel', '=', '40012345')
          .execute();
        expect(await byNumber(trx, 'demo', '40012345')).toEqual([
          { numero_contrat_individuel: '40012345', etat: 'resilie' },
        ]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await byNumber(database.db, 'demo', '40012345')).toEqual([
      { numero_contrat_individuel: '40012345', etat: 'valide' },
    ]);
  });

  it('lie chaque valeur comme paramètre : une injection reste une simple valeur', async () => {
    expect(await byNumber(database.db, "demo' or '1'='1", '40012345')).toEqual([]);
  });

  it('refuse un paramètre interpolé dans le texte SQL', async () => {
    const unsafe = preparedQuery((db: Db, table: string) =>
      db.selectFrom('clients').select(sql<string>`${sql.raw(table)}`.as('x')),
    );
    await expect(unsafe(database.db, 'code')).rejects.toThrow(/paramètre/);
  });
});
