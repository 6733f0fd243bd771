import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { archiveDonneesSchema } from '@portail/shared/export-donnees';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { buildArchive, nomSur, type SujetExport } from './archive-donnees.ts';

const documented = path.resolve(import.meta.dirname, '../../../../../docs/export-donnees.schema.json');

/** The JSON Schema the documentation publishes, generated from the schema the archive is typed by. */
function generated() {
  return z.toJSONSchema(archiveDonneesSchema, { io: 'output', target: 'draft-2020-12' });
}

/** An independent validator of the published file: what a member's own tools would run. */
function validatorOfTheDocs() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(JSON.parse(readFileSync(documented, 'utf8')) as object);
}

describe(`« Télécharger mes données » : donnees.json suit son schéma publié (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
  });
  afterAll(() => t.close());

  async function sujet(userName: string): Promise<SujetExport> {
    const a = await t.database.db
      .selectFrom('accounts')
      .select(['id', 'personne_id', 'client_id'])
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow();
    return {
      clientId: a.client_id,
      organisme: { code: 'demo', libelle: 'Mutuelle Démo' },
      personneId: a.personne_id!,
      accountId: a.id,
      demandePar: 'adherent',
    };
  }

  it('docs/export-donnees.schema.json est celui du code (UPDATE_SCHEMA=1 pour le régénérer)', () => {
    if (process.env.UPDATE_SCHEMA === '1') writeFileSync(documented, `${JSON.stringify(generated(), null, 2)}\n`);
    expect(JSON.parse(readFileSync(documented, 'utf8'))).toEqual(generated());
  });

  it('l’archive de Marie et celle de Lucas sont valides pour le schéma publié, chaque fichier nommé est présent', async () => {
    const validate = validatorOfTheDocs();
    for (const userName of ['marie.dupont@example.com', 'lucas.dupont@example.com']) {
      const zip = await JSZip.loadAsync(await buildArchive(t.database.db, await sujet(userName), new Date()));
      const donnees = JSON.parse(await zip.file('donnees.json')!.async('string')) as {
        demandes: { pieces: { fichier: string; taille: number }[] }[];
        documents: { fichier: string; taille: number }[];
      };
      expect(validate(donnees), JSON.stringify(validate.errors)).toBe(true);
      const named = [...donnees.demandes.flatMap((d) => d.pieces), ...donnees.documents];
      for (const f of named)
        expect((await zip.file(f.fichier)?.async('uint8array'))?.byteLength, f.fichier).toBe(f.taille);
    }
  });

  it('le validateur refuse une archive qui s’écarte du format (il pourrait échouer)', () => {
    const validate = validatorOfTheDocs();
    expect(validate({ format: 'portail-adherent/export-donnees', version: 1 })).toBe(false);
  });

  it('nomme les fichiers sans danger : ni chemin, ni accent, ni caractère spécial', () => {
    expect(nomSur('../../etc/passwd')).toBe('etc-passwd');
    expect(nomSur('Facture opticien – été 2026.pdf')).toBe('Facture-opticien-ete-2026.pdf');
    expect(nomSur('')).toBe('fichier');
  });
});
