import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import { nirIndex, openBanque, openNir } from '../../db/sensitive-fields.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { importMembers, type ImportResult } from './import-members.ts';
import { adresseObjectSchema, banqueObjectSchema } from './import-fields.ts';
import {
  contratObjectSchema,
  documentObjectSchema,
  fieldAliases,
  offreRecordSchema,
  personneObjectSchema,
} from './import-schemas.ts';
import { contrat, createTestClients, jsonl, personne, tinyPdf } from './import-test-data.ts';
import { demoReferentiels } from '../seed/demo-referentiels.ts';
import { upsertEntries } from '../../modules/referentiels/referentiels-repository.ts';
import { acteSchema, renfortSchema } from '@portail/shared/garanties/offre-schema';
import { demoOffresJsonl } from '../seed/demo-offres-import.ts';

let database: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await createTestClients(db);
  const demo = await db.selectFrom('clients').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  await upsertEntries(db, demo.id, demoReferentiels);
}, 60_000);

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await db.deleteFrom('documents').execute();
  await db.deleteFrom('beneficiaires').execute();
  await db.deleteFrom('contrats').execute();
  await db.deleteFrom('personnes').execute();
  await db.deleteFrom('offres').execute();
});

function errorsOf(result: ImportResult): string[] {
  if (result.ok) throw new Error(`import accepté : ${result.summary.message}`);
  return result.errors.map((e) => e.message);
}

async function expectImported(text: string, clientCode?: string, baseDir?: string) {
  const result = await importMembers(db, text, { clientCode, baseDir });
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.summary;
}

/** Row counts, one query after the other (one pooled connection, see the PostgreSQL run). */
async function counts() {
  const count = async (table: 'personnes' | 'contrats' | 'beneficiaires') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    personnes: await count('personnes'),
    contrats: await count('contrats'),
    beneficiaires: await count('beneficiaires'),
  };
}

const famille = jsonl(
  '// Une famille : la mère souscrit, le père et l’enfant sont bénéficiaires.',
  personne('P1'),
  personne('P2', { codeCivilite: 'M', prenom: 'Thomas', nir: '1760235238012', cleNir: '92', banque: undefined }),
  '',
  personne('P3', {
    codeCivilite: 'M',
    prenom: 'Lucas',
    dateNaissance: '2006-09-03',
    nir: undefined,
    cleNir: undefined,
  }),
  contrat('C1', 'P1', {
    beneficiaires: [
      { numPers: 'P2', lien: 'conjoint' },
      { numPers: 'P3', lien: 'enfant' },
    ],
  }),
  contrat('C2', 'P1', {
    etat: 'resilie',
    dateResiliation: '2024-12-31',
    modalitePaiementPrestation: { codeModePaiement: 'CHQ' },
  }),
);

describe('import des adhérents', () => {
  it('importe personnes et contrats et affiche un résumé en français', async () => {
    const summary = await expectImported(famille);
    expect(summary.message).toBe(
      'Import terminé : 3 personnes (3 créées), 2 contrats (2 créés) pour le client « demo ».',
    );
    expect(await counts()).toEqual({ personnes: 3, contrats: 2, beneficiaires: 2 });
    const marie = await db.selectFrom('personnes').selectAll().where('num_pers', '=', 'P1').executeTakeFirstOrThrow();
    expect(marie).toMatchObject({ nom: 'Dupont', nir_cle: '19', date_naissance: '1978-05-14' });
    expect(openNir(marie.nir_chiffre)).toBe('2780544109023');
    expect(marie.nir_index).toBe(nirIndex(marie.client_id, '2780544109023'));
    expect(openBanque(marie.banque_chiffre)).toEqual({
      codeInternationalPaysIso2: 'FR',
      cleIban: '76',
      identifiantNationalCompte: '30004012340001234567862',
      codeBIC: 'BNPAFRPPXXX',
    });
    expect(marie.adresse).toMatchObject({ libelleVoie: 'rue des Lilas', codePostal: '44000', adresseEtrangere: false });
    const c2 = await db
      .selectFrom('contrats')
      .selectAll()
      .where('numero_contrat_individuel', '=', 'C2')
      .executeTakeFirstOrThrow();
    expect(c2).toMatchObject({
      etat: 'resilie',
      date_resiliation: '2024-12-31',
      rib_chiffre: null,
      code_mode_paiement: 'CHQ',
    });
  });

  it('réimporter le même fichier met à jour sans doublon', async () => {
    await expectImported(famille);
    const again = await expectImported(famille);
    expect(again.message).toBe(
      'Import terminé : 3 personnes (3 inchangées), 2 contrats (2 inchangés) pour le client « demo ».',
    );
    const changed = famille.replace('"nomOffre":"Santé Essentielle"', '"nomOffre":"Santé Confort"');
    const third = await expectImported(changed);
    expect(third.contrats).toEqual({ total: 2, created: 0, updated: 1 });
    expect(third.message).toContain('2 contrats (1 mis à jour, 1 inchangé)');
    expect(await counts()).toEqual({ personnes: 3, contrats: 2, beneficiaires: 2 });
    const c1 = await db
      .selectFrom('contrats')
      .select('nom_offre')
      .where('numero_contrat_individuel', '=', 'C1')
      .executeTakeFirst();
    expect(c1?.nom_offre).toBe('Santé Confort');
  });

  it('un fichier invalide ne change rien et liste chaque ligne fautive', async () => {
    await expectImported(jsonl(personne('P1'), contrat('C1', 'P1')));
    const before = await db.selectFrom('personnes').selectAll().execute();
    const result = await importMembers(
      db,
      jsonl(
        personne('P1', { nom: 'Durand' }),
        personne('P2', { dateNaissance: '2023-02-30' }),
        contrat('C2', 'P999'),
        '{"type": "personne",',
        '// un commentaire',
        contrat('C3', 'P1', { etat: 'resilie' }),
        { type: 'adherent' },
      ),
    );
    expect(errorsOf(result)).toEqual([
      "Ligne 2, dateNaissance : la date n'existe pas (2023-02-30)",
      'Ligne 3, souscripteur.numPers : personne P999 inconnue : ni dans le fichier, ni en base pour ce client',
      "Ligne 4 : la ligne n'est pas un JSON valide (erreur au caractère 21)",
      'Ligne 6, dateResiliation : obligatoire pour un contrat résilié',
      'Ligne 7, type : type "adherent" inconnu, attendu « personne », « contrat », « document » ou « offre »',
    ]);
    expect(result.ok || result.errors.map((e) => e.line)).toEqual([2, 3, 4, 6, 7]);
    expect(await db.selectFrom('personnes').selectAll().execute()).toEqual(before);
    expect(await counts()).toEqual({ personnes: 1, contrats: 1, beneficiaires: 0 });
  });

  it('refuse une clé NIR fausse', async () => {
    const result = await importMembers(db, jsonl(personne('P1', { cleNir: '18' })));
    expect(errorsOf(result)).toEqual(['Ligne 1, cleNir : la clé 18 ne correspond pas au NIR']);
  });

  it('refuse un NIR sans clé, mal formé, et accepte la Corse (2A)', async () => {
    const result = await importMembers(
      db,
      jsonl(personne('P1', { cleNir: undefined }), personne('P2', { nir: '3780544109023' })),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 1, cleNir : obligatoire quand nir est renseigné',
      'Ligne 2, nir : format incorrect : 13 caractères sans la clé (sexe, année, mois, département, commune, ordre)',
    ]);
    await expectImported(jsonl(personne('P3', { nir: '170042a004012', cleNir: '13' })));
    const row = await db.selectFrom('personnes').select('nir_chiffre').where('num_pers', '=', 'P3').executeTakeFirst();
    expect(openNir(row?.nir_chiffre ?? null)).toBe('170042A004012');
  });

  it('refuse une date de naissance inexistante, au mauvais format ou dans le futur', async () => {
    const result = await importMembers(
      db,
      jsonl(
        personne('P1', { dateNaissance: '2023-02-30' }),
        personne('P2', { dateNaissance: '14/05/1978' }),
        personne('P3', { dateNaissance: '2999-01-01' }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      "Ligne 1, dateNaissance : la date n'existe pas (2023-02-30)",
      'Ligne 2, dateNaissance : format attendu AAAA-MM-JJ (14/05/1978)',
      'Ligne 3, dateNaissance : la date de naissance est dans le futur (2999-01-01)',
    ]);
  });

  it('refuse un IBAN dont la clé mod 97 est fausse, sous les deux formes, et un BIC invalide', async () => {
    const result = await importMembers(
      db,
      jsonl(
        personne('P1', { banque: { iban: 'FR7630004012340001234567863', bic: 'BNPAFRPPXXX' } }),
        personne('P2', {
          banque: {
            codeInternationalPaysIso2: 'FR',
            cleIban: '77',
            identifiantNationalCompte: '30004012340001234567862',
            codeBIC: 'BNPAFRPP',
          },
        }),
        personne('P3', { banque: { iban: 'FR7630004012340001234567862', bic: 'BNP1FRPP' } }),
        contrat('C1', 'P1', {
          modalitePaiementPrestation: { codeModePaiement: 'VIR', rib: 'FR76300040123400012345678' },
        }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 1, banque.iban : IBAN invalide (longueur ou clé de contrôle mod 97 ; un IBAN FR compte 27 caractères)',
      'Ligne 2, banque.cleIban : IBAN invalide : la clé ne correspond pas au pays et au compte (contrôle mod 97)',
      'Ligne 3, banque.bic : BIC invalide : 8 ou 11 caractères (6 lettres, 2 lettres ou chiffres, 3 facultatifs)',
      'Ligne 4, modalitePaiementPrestation.rib : IBAN invalide (longueur ou clé de contrôle mod 97 ; un IBAN FR compte 27 caractères)',
    ]);
  });

  it('vérifie le code postal seulement pour une adresse en France', async () => {
    const belge = { codePostal: '1000', localite: 'Bruxelles', libellePays: 'Belgique', codePays: 'BE' };
    const result = await importMembers(
      db,
      jsonl(
        personne('P1', {
          adresse: { codePostal: '99000', localite: 'Nulle part', libellePays: 'France', codePays: 'FR' },
        }),
        personne('P2', { adresse: belge }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 1, adresse.codePostal : code postal français invalide (99000) : 5 chiffres, de 01000 à 98999',
    ]);
    await expectImported(jsonl(personne('P2', { adresse: belge })));
    const row = await db.selectFrom('personnes').select('adresse').where('num_pers', '=', 'P2').executeTakeFirst();
    expect(row?.adresse).toMatchObject({ codePays: 'BE', adresseEtrangere: true });
  });

  it('refuse un contrat dont le souscripteur est inconnu', async () => {
    const result = await importMembers(
      db,
      jsonl(personne('P1'), contrat('C1', 'P404', { beneficiaires: [{ numPers: 'P405', lien: 'enfant' }] })),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 2, souscripteur.numPers : personne P404 inconnue : ni dans le fichier, ni en base pour ce client',
      'Ligne 2, beneficiaires[0].numPers : personne P405 inconnue : ni dans le fichier, ni en base pour ce client',
    ]);
  });

  it('accepte une personne déjà en base pour ce client, pas celle d’un autre client', async () => {
    await expectImported(jsonl(personne('P1'), personne('P2')));
    await expectImported(jsonl(personne('P9')), 'autre');
    const summary = await expectImported(
      jsonl(contrat('C1', 'P1', { beneficiaires: [{ numPers: 'P2', lien: 'conjoint' }] })),
    );
    expect(summary.message).toBe('Import terminé : 0 personne, 1 contrat (1 créé) pour le client « demo ».');
    const result = await importMembers(db, jsonl(contrat('C2', 'P9')));
    expect(errorsOf(result)).toEqual([
      'Ligne 1, souscripteur.numPers : personne P9 inconnue : ni dans le fichier, ni en base pour ce client',
    ]);
  });

  it('un contrat résilié exige une date de résiliation, qui ne précède pas la date d’effet', async () => {
    const result = await importMembers(
      db,
      jsonl(
        personne('P1'),
        contrat('C1', 'P1', { etat: 'resilie' }),
        contrat('C2', 'P1', { etat: 'resilie', dateResiliation: '2023-12-31' }),
        contrat('C3', 'P1', { etat: 'annule' }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 2, dateResiliation : obligatoire pour un contrat résilié',
      "Ligne 3, dateResiliation : la date de résiliation (2023-12-31) précède la date d'effet (2024-01-01)",
      'Ligne 4, etat : valeur "annule" non reconnue, attendu : eninstance, valide, resilie, suspendu',
    ]);
  });

  it('refuse les doublons dans le fichier', async () => {
    const result = await importMembers(
      db,
      jsonl(
        personne('P1'),
        personne('P2'),
        personne('P1', { prenom: 'Marie-Anne' }),
        contrat('C1', 'P1', {
          beneficiaires: [
            { numPers: 'P2', lien: 'conjoint' },
            { numPers: 'P2', lien: 'autre' },
            { numPers: 'P1', lien: 'autre' },
          ],
        }),
        contrat('C1', 'P2'),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 3, numPers : la personne P1 est déjà décrite ligne 1',
      'Ligne 4, beneficiaires[1].numPers : bénéficiaire P2 en double',
      'Ligne 4, beneficiaires[2].numPers : le souscripteur (P1) ne peut pas être son propre bénéficiaire',
      'Ligne 5, numeroContratIndividuel : le contrat C1 est déjà décrit ligne 4',
    ]);
  });

  it('remplace les bénéficiaires d’un contrat par la liste du fichier', async () => {
    await expectImported(famille);
    const summary = await expectImported(
      jsonl(contrat('C1', 'P1', { beneficiaires: [{ numPers: 'P3', lien: 'enfant' }] })),
    );
    expect(summary.contrats).toEqual({ total: 1, created: 0, updated: 1 });
    const rows = await db
      .selectFrom('beneficiaires as b')
      .innerJoin('personnes as p', 'p.id', 'b.personne_id')
      .select(['p.num_pers', 'b.lien'])
      .execute();
    expect(rows).toEqual([{ num_pers: 'P3', lien: 'enfant' }]);
  });

  it('refuse les champs inconnus, les types faux et les fonctionnalités inconnues', async () => {
    const result = await importMembers(
      db,
      jsonl(
        personne('P1', {
          teletransmission: 'oui',
          adresse: { ...(personne('P1').adresse as object), rue: 'x' },
          age: 47,
        }),
        personne('P2', { motifRefusTeletransmission: 'AUTRE_ORGANISME' }),
        contrat('C1', 'P1', { fonctionnalites: { forgotUsernameAutreActe: false, espaceMobile: true } }),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 1, teletransmission : booléen attendu (true ou false)',
      'Ligne 1, adresse.rue : champ inconnu',
      'Ligne 1, age : champ inconnu',
      'Ligne 2, motifRefusTeletransmission : sans objet quand teletransmission vaut true',
      'Ligne 3, fonctionnalites.espaceMobile : champ inconnu (attendu : consentementCGUCreationCompteAutreActe, creationCompteAutreActe, forgotUsernameAutreActe, espaceContrats, espaceRemboursements, espaceDocuments, espaceDemandes, espaceProfil)',
    ]);
  });

  it('le motif de refus de télétransmission est un code de la table de référence', async () => {
    const result = await importMembers(
      db,
      jsonl(personne('P1', { teletransmission: false, motifRefusTeletransmission: 'Double couverture' })),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 1, motifRefusTeletransmission : valeur "Double couverture" non reconnue, attendu : AUTRE_ORGANISME, IDENTITE_DISCORDANTE, CHANGEMENT_CAISSE, NIR_MANQUANT, REFUS_ASSURE, REJET_CAISSE, EN_COURS, REGIME_NON_RELIE',
    ]);
  });

  it('ignore lignes vides et commentaires, accepte les fins de ligne Windows et les graphies nomPatronymique et isPrecontentieux', async () => {
    const { IsPrecontentieux: _, ...sansGraphieSpec } = contrat('C1', 'P1', {
      fonctionnalites: { forgotUsernameAutreActe: false },
    });
    const text = [
      '\uFEFF// export du 22/11',
      '',
      JSON.stringify(personne('P1', { nomPatronymique: 'Lefèvre' })),
      JSON.stringify({ ...sansGraphieSpec, isPrecontentieux: true }),
      '  ',
    ].join('\r\n');
    await expectImported(text);
    const p1 = await db.selectFrom('personnes').select('nom_patronymique').executeTakeFirst();
    const c1 = await db.selectFrom('contrats').select(['is_precontentieux', 'fonctionnalites']).executeTakeFirst();
    expect(p1?.nom_patronymique).toBe('Lefèvre');
    expect(c1).toEqual({ is_precontentieux: true, fonctionnalites: { forgotUsernameAutreActe: false } });
  });

  it('refuse un client inconnu et un fichier sans enregistrement', async () => {
    expect(errorsOf(await importMembers(db, jsonl(personne('P1')), { clientCode: 'inconnu' }))).toEqual([
      'Client inconnu : « inconnu ».',
    ]);
    expect(errorsOf(await importMembers(db, '// rien\n\n'))).toEqual(['Le fichier ne contient aucun enregistrement.']);
    expect(await counts()).toEqual({ personnes: 0, contrats: 0, beneficiaires: 0 });
  });

  it('n’émet qu’une poignée de requêtes, même pour 1 200 personnes et 1 200 contrats', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => ((queries += 1), args.node),
      transformResult: async (args) => args.result,
    };
    const records = Array.from({ length: 1200 }, (_, i) => [personne(`N${i}`), contrat(`K${i}`, `N${i}`)]).flat();
    const summary = await importMembers(db.withPlugin(counting), jsonl(...records));
    expect(summary.ok && summary.summary.contrats.created).toBe(1200);
    expect(queries).toBeLessThan(25);
  });
});

describe('documentation du format', () => {
  const jsonSchema = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../../../../docs/import-format.schema.json'), 'utf8'),
  ) as {
    $defs: Record<
      string,
      { properties?: Record<string, unknown>; required?: string[]; oneOf?: { properties: object }[] }
    >;
  };
  const documented = (name: string) => Object.keys(jsonSchema.$defs[name]?.properties ?? {}).sort();
  const aliases = (record: Record<string, string>) => Object.keys(record);

  it('le schéma JSON décrit les mêmes champs que le schéma zod', () => {
    expect(documented('personne')).toEqual(
      [...Object.keys(personneObjectSchema.shape), ...aliases(fieldAliases.personne)].sort(),
    );
    expect(documented('contrat')).toEqual(
      [...Object.keys(contratObjectSchema.shape), ...aliases(fieldAliases.contrat)].sort(),
    );
    expect(documented('adresse')).toEqual(Object.keys(adresseObjectSchema.shape).sort());
    expect(documented('offre')).toEqual(Object.keys(offreRecordSchema.shape).sort());
    expect(documented('acte')).toEqual(Object.keys(acteSchema.shape).sort());
    expect(documented('renfort')).toEqual(Object.keys(renfortSchema.shape).sort());
    expect(documented('domaine')).toEqual([
      'actes',
      'code',
      'libelle',
      'mettreEnValeur',
      'options',
      'subDomaines',
      'tags',
    ]);
    const banqueForms = (jsonSchema.$defs.banque?.oneOf ?? []).flatMap((form) => Object.keys(form.properties));
    expect(banqueForms.sort()).toEqual(Object.keys(banqueObjectSchema.shape).sort());
    const optional = (shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }>) =>
      Object.keys(shape).filter((key) => !shape[key]?.safeParse(undefined).success);
    expect([...(jsonSchema.$defs.adresse?.required ?? [])].sort()).toEqual(optional(adresseObjectSchema.shape).sort());
    expect(documented('document')).toEqual(Object.keys(documentObjectSchema.shape).sort());
    expect([...(jsonSchema.$defs.document?.required ?? [])].sort()).toEqual(
      optional(documentObjectSchema.shape).sort(),
    );
    const contenu = (jsonSchema.$defs.document?.oneOf ?? []) as unknown as { required: string[] }[];
    expect(contenu.flatMap((form) => form.required).sort()).toEqual(['contenuBase64', 'fichier']);
  });

  it('l’exemple de docs/import.md passe l’import', async () => {
    const page = readFileSync(path.join(import.meta.dirname, '../../../../../docs/import.md'), 'utf8');
    const [members = '', documents = ''] = [...page.matchAll(/```jsonl\n([\s\S]*?)```/g)].map((m) => m[1]);
    const summary = await expectImported(members);
    expect(summary.contrats.created).toBe(1);
    // The documents example names a file beside the import file.
    const folder = mkdtempSync(path.join(tmpdir(), 'import-exemple-'));
    try {
      mkdirSync(path.join(folder, 'documents'));
      writeFileSync(path.join(folder, 'documents/attestation-droits-2026.pdf'), tinyPdf('Attestation de droits 2026'));
      const withDocuments = await expectImported(documents, undefined, folder);
      expect(withDocuments.documents).toEqual({ total: 2, created: 2, updated: 0 });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('les fichiers de démonstration passent l’import', async () => {
    for (const file of ['demo-members.jsonl', 'littoral-members.jsonl']) {
      const text = readFileSync(path.join(import.meta.dirname, '../seed', file), 'utf8');
      // Mutuelle Démo's contracts name its offers, which the seed imports first (demo-seed.ts).
      await expectImported(file === 'demo-members.jsonl' ? `${demoOffresJsonl()}\n${text}` : text);
    }
  });
});

describe('import des offres et de leurs garanties (enregistrement « offre »)', () => {
  const offre = (code: string, overrides: Record<string, unknown> = {}) => ({
    type: 'offre',
    code,
    libelle: 'Santé Test',
    domaines: [
      {
        code: 'SOINS_COURANTS',
        libelle: 'Soins courants',
        actes: [
          {
            code: 'CONSULT_GENERALISTE',
            libelle: 'Consultation de médecin généraliste',
            secu: { taux: 70, base: { type: 'fixe', montants: [{ depuis: '2024-12-22', montant: 3000 }] } },
            prestations: [{ type: 'optam', optam: 150, nonOptam: 130 }],
          },
        ],
      },
    ],
    renforts: [
      {
        code: 'RENFORT_TEST',
        libelle: 'Renfort test',
        actes: [{ code: 'CONSULT_GENERALISTE', prestations: [{ type: 'pourcentageBR', taux: 200 }] }],
      },
    ],
    ...overrides,
  });

  it('crée l’offre, la relie au contrat avec ses renforts, et ne réécrit rien au second passage', async () => {
    const text = jsonl(
      offre('SANTE_TEST'),
      personne('P1'),
      contrat('C1', 'P1', { codeOffre: 'SANTE_TEST', renforts: ['RENFORT_TEST'] }),
    );
    const first = await expectImported(text);
    expect(first.message).toBe(
      'Import terminé : 1 personne (1 créée), 1 contrat (1 créé), 1 offre (1 créée) pour le client « demo ».',
    );
    const stored = await db.selectFrom('offres').select(['code', 'libelle', 'definition']).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ code: 'SANTE_TEST', libelle: 'Santé Test' });
    expect((stored.definition as { domaines: unknown[] }).domaines).toHaveLength(1);
    const c1 = await db.selectFrom('contrats').select(['code_offre', 'renforts']).executeTakeFirstOrThrow();
    expect(c1).toEqual({ code_offre: 'SANTE_TEST', renforts: ['RENFORT_TEST'] });
    expect((await expectImported(text)).offres).toEqual({ total: 1, created: 0, updated: 0 });
  });

  it('refuse une offre mal décrite, une offre inconnue, un renfort que l’offre ne propose pas', async () => {
    const bad = offre('SANTE_TEST', { libelle: '', domaines: [], couleur: 'bleu' });
    const result = await importMembers(
      db,
      jsonl(
        bad,
        offre('SANTE_OK'),
        personne('P1'),
        contrat('C1', 'P1', { codeOffre: 'SANTE_ABSENTE' }),
        contrat('C2', 'P1', { codeOffre: 'SANTE_OK', renforts: ['RENFORT_INCONNU'] }),
        contrat('C3', 'P1', { renforts: ['RENFORT_TEST'] }),
        offre('SANTE_OK'),
      ),
    );
    expect(errorsOf(result)).toEqual([
      'Ligne 1, libelle : Le libellé est obligatoire.',
      'Ligne 1, domaines : Une offre contient au moins un domaine.',
      'Ligne 1, couleur : champ inconnu',
      'Ligne 4, codeOffre : offre SANTE_ABSENTE inconnue : ni dans le fichier, ni en base pour ce client',
      'Ligne 5, renforts[0] : le renfort RENFORT_INCONNU n’est pas proposé par l’offre SANTE_OK',
      'Ligne 6, renforts : codeOffre est obligatoire quand le contrat a des renforts',
      'Ligne 7, code : l’offre SANTE_OK est déjà décrite ligne 2',
    ]);
    expect(await db.selectFrom('offres').select('code').execute()).toEqual([]);
  });

  it('une offre déjà en base suffit à un contrat d’un fichier suivant', async () => {
    await expectImported(jsonl(offre('SANTE_TEST')));
    await expectImported(
      jsonl(personne('P1'), contrat('C1', 'P1', { codeOffre: 'SANTE_TEST', renforts: ['RENFORT_TEST'] })),
    );
    const other = await importMembers(db, jsonl(personne('P1'), contrat('C1', 'P1', { codeOffre: 'SANTE_TEST' })), {
      clientCode: 'autre',
    });
    expect(errorsOf(other)).toEqual([
      'Ligne 2, codeOffre : offre SANTE_TEST inconnue : ni dans le fichier, ni en base pour ce client',
    ]);
  });
});
