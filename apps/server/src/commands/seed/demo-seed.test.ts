import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBic, isValidIban, isValidNirWithKey } from '@portail/shared/validators';
import { verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import { openBanque, openNir, openText, sensitiveColumns } from '../../db/sensitive-fields.ts';
import { demoAccounts, demoRegistrations } from './demo-accounts.ts';
import { seedDemoData } from './demo-seed.ts';

let database: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoData(db);
}, 60_000);

afterAll(async () => {
  await database.close();
});

async function clientId(code: string): Promise<number> {
  const row = await db.selectFrom('clients').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** WCAG relative luminance contrast against white. */
function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe('données de démonstration', () => {
  it('crée les trois clients, Mutuelle Démo par défaut, Horizon avec son fournisseur OIDC', async () => {
    const clients = await db
      .selectFrom('clients')
      .select(['code', 'libelle', 'hosts', 'is_default', 'oidc_external_provider', 'fonctionnalites', 'configuration'])
      .orderBy('id')
      .execute();
    expect(clients.map((c) => [c.code, c.libelle, c.hosts, c.is_default])).toEqual([
      ['demo', 'Mutuelle Démo', ['localhost', '127.0.0.1'], true],
      ['littoral', 'Mutuelle du Littoral', ['littoral.localhost'], false],
      ['horizon', 'Prévoyance Horizon', ['horizon.localhost'], false],
    ]);
    const [demo, littoral, horizon] = clients;
    expect(demo?.fonctionnalites).toEqual({
      creationCompteAutreActe: true,
      forgotUsernameAutreActe: true,
      consentementCGUCreationCompteAutreActe: true,
    });
    expect(demo?.configuration).toMatchObject({
      createAccountAuthMode: 'oneOfTwo',
      tailleMaxPrenomNom: 50,
      delaiToasts: 6,
    });
    expect(littoral?.fonctionnalites).toMatchObject({ forgotUsernameAutreActe: false });
    expect(littoral?.configuration).toMatchObject({ createAccountAuthMode: 'NIR' });
    expect(horizon?.oidc_external_provider).toEqual({
      name: 'Horizon Connect',
      loginUrl: 'https://connexion.prevoyance-horizon.fr/auth',
    });
  });

  it('range un logo et un fond SVG par client, avec leur empreinte sha256', async () => {
    const assets = await db
      .selectFrom('client_assets')
      .select(['client_id', 'name', 'content_type', 'data', 'sha256'])
      .execute();
    expect(assets).toHaveLength(6);
    for (const asset of assets) {
      expect(asset.content_type).toBe('image/svg+xml');
      expect(asset.sha256).toBe(sha256(asset.data));
      const svg = Buffer.from(asset.data).toString('utf8');
      expect(svg).toMatch(asset.name === 'logo' ? /viewBox="0 0 240 64"/ : /viewBox="0 0 1600 1000"/);
    }
  });

  it('les couleurs principales contrastent à 4,5:1 au moins sur blanc', async () => {
    const rows = await db.selectFrom('clients').select('branding').execute();
    for (const { branding } of rows) {
      expect(contrastOnWhite(String(branding.primaryColor))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('Marie Dupont détient trois contrats : valide, suspendu et résilié', async () => {
    const contrats = await db
      .selectFrom('contrats as c')
      .innerJoin('personnes as p', 'p.id', 'c.souscripteur_id')
      .select(['c.nom_offre', 'c.etat', 'c.date_resiliation', 'c.fonctionnalites'])
      .where('p.num_pers', '=', 'P100001')
      .where('c.client_id', '=', await clientId('demo'))
      .orderBy('c.etat')
      .execute();
    expect(contrats).toEqual([
      { nom_offre: 'Prévoyance Famille', etat: 'resilie', date_resiliation: '2023-12-31', fonctionnalites: {} },
      {
        nom_offre: 'Santé Confort',
        etat: 'suspendu',
        date_resiliation: null,
        fonctionnalites: { forgotUsernameAutreActe: false },
      },
      { nom_offre: 'Santé Essentielle', etat: 'valide', date_resiliation: null, fonctionnalites: {} },
    ]);
  });

  it('Lucas, son fils, est bénéficiaire du contrat valide et a un compte Beneficiaire', async () => {
    const rows = await db
      .selectFrom('beneficiaires as b')
      .innerJoin('contrats as c', 'c.id', 'b.contrat_id')
      .innerJoin('personnes as p', 'p.id', 'b.personne_id')
      .select(['p.prenom', 'b.lien', 'c.etat'])
      .where('c.numero_contrat_individuel', '=', '40012345')
      .orderBy('p.prenom')
      .execute();
    expect(rows).toEqual([
      { prenom: 'Lucas', lien: 'enfant', etat: 'valide' },
      { prenom: 'Thomas', lien: 'conjoint', etat: 'valide' },
    ]);
    const account = await db
      .selectFrom('accounts as a')
      .innerJoin('personnes as p', 'p.id', 'a.personne_id')
      .select(['a.roles', 'p.prenom'])
      .where('a.user_name', '=', 'lucas.dupont@example.com')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ roles: ['Beneficiaire'], prenom: 'Lucas' });
  });

  it('chaque NIR a une clé juste, chaque IBAN passe le contrôle mod 97 et chaque BIC est valide', async () => {
    const personnes = await db
      .selectFrom('personnes')
      .select(['num_pers', 'nir_chiffre', 'nir_cle', 'banque_chiffre'])
      .execute();
    expect(personnes.length).toBeGreaterThanOrEqual(8);
    for (const p of personnes) {
      expect(isValidNirWithKey(openNir(p.nir_chiffre) ?? '', p.nir_cle ?? ''), `NIR de ${p.num_pers}`).toBe(true);
      const banque = openBanque(p.banque_chiffre) as Record<string, string>;
      const iban = `${banque.codeInternationalPaysIso2}${banque.cleIban}${banque.identifiantNationalCompte}`;
      expect(isValidIban(iban), `IBAN de ${p.num_pers}`).toBe(true);
      expect(isValidBic(banque.codeBIC ?? ''), `BIC de ${p.num_pers}`).toBe(true);
    }
    const ribs = await db.selectFrom('contrats').select('rib_chiffre').where('rib_chiffre', 'is not', null).execute();
    expect(ribs.length).toBeGreaterThan(0);
    for (const { rib_chiffre } of ribs)
      expect(isValidIban(openText(sensitiveColumns.rib, rib_chiffre) ?? '')).toBe(true);
  });

  it('chaque compte de démonstration se connecte avec son mot de passe, rattaché à la bonne personne', async () => {
    const passwordRule = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{8,100}$/;
    for (const demo of demoAccounts) {
      expect(demo.password).toMatch(passwordRule);
      const account = await db
        .selectFrom('accounts as a')
        .innerJoin('clients as c', 'c.id', 'a.client_id')
        .leftJoin('personnes as p', 'p.id', 'a.personne_id')
        .select(['a.password_hash', 'a.roles', 'a.is_email_confirmed', 'c.code', 'p.num_pers', 'a.nom'])
        .where('a.user_name', '=', demo.userName)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(account.password_hash, demo.password)).toBe(true);
      expect(account).toMatchObject({ roles: demo.roles, is_email_confirmed: true, code: demo.clientCode });
      expect(account.num_pers).toBe(demo.numPers);
    }
    const admin = await db
      .selectFrom('accounts')
      .selectAll()
      .where('user_name', '=', 'admin@example.com')
      .executeTakeFirst();
    expect(admin).toMatchObject({ personne_id: null, nom: 'Garnier', prenom: 'Hélène', roles: ['Admin'] });
  });

  it('Paul Martin n’a aucun contrat ; Julien Moreau et Sophie Bernard ont un contrat mais pas de compte', async () => {
    const paul = await db
      .selectFrom('contrats as c')
      .innerJoin('personnes as p', 'p.id', 'c.souscripteur_id')
      .select('c.id')
      .where('p.num_pers', '=', 'P100004')
      .execute();
    expect(paul).toEqual([]);
    for (const inscription of demoRegistrations) {
      const row = await db
        .selectFrom('contrats as c')
        .innerJoin('personnes as p', 'p.id', 'c.souscripteur_id')
        .leftJoin('accounts as a', 'a.personne_id', 'p.id')
        .select([
          'c.etat',
          'p.nir_chiffre',
          'p.nom',
          'p.prenom',
          'p.date_naissance',
          'p.adresse',
          'p.banque_chiffre',
          'a.id as accountId',
        ])
        .where('c.numero_contrat_individuel', '=', inscription.numeroContrat)
        .executeTakeFirstOrThrow();
      expect(openNir(row.nir_chiffre)).toBe(inscription.nir);
      expect(row).toMatchObject({
        etat: 'valide',
        nom: inscription.nom,
        prenom: inscription.prenom,
        date_naissance: inscription.dateNaissance,
        accountId: null,
      });
      expect(row.adresse?.codePostal).toBe(inscription.codePostal);
      expect(String(openBanque(row.banque_chiffre)?.identifiantNationalCompte).slice(-4)).toBe(inscription.ibanFin);
    }
  });

  it('un second appel ne change rien', async () => {
    const snapshot = async () => ({
      clients: await db.selectFrom('clients').selectAll().orderBy('id').execute(),
      assets: await db.selectFrom('client_assets').select(['id', 'sha256']).orderBy('id').execute(),
      personnes: await db.selectFrom('personnes').selectAll().orderBy('id').execute(),
      contrats: await db.selectFrom('contrats').selectAll().orderBy('id').execute(),
      beneficiaires: await db
        .selectFrom('beneficiaires')
        .selectAll()
        .orderBy('contrat_id')
        .orderBy('personne_id')
        .execute(),
      accounts: await db.selectFrom('accounts').selectAll().orderBy('user_name').execute(),
      demandes: await db.selectFrom('demandes').select(['numero', 'statut']).orderBy('id').execute(),
      documents: await db.selectFrom('documents').select(['id', 'sha256']).orderBy('id').execute(),
    });
    const before = await snapshot();
    await seedDemoData(db);
    expect(await snapshot()).toEqual(before);
  });
});

describe('espace adhérent de démonstration', () => {
  it('Marie a une demande dans chaque statut, dont une en attente de pièces avec la question du gestionnaire', async () => {
    const demandes = await db
      .selectFrom('demandes as d')
      .innerJoin('personnes as p', 'p.id', 'd.personne_id')
      .select(['d.id', 'd.statut', 'd.type'])
      .where('p.num_pers', '=', 'P100001')
      .execute();
    expect(new Set(demandes.map((d) => d.statut))).toEqual(
      new Set(['recue', 'en_cours', 'en_attente_pieces', 'traitee', 'refusee']),
    );
    const waiting = demandes.find((d) => d.statut === 'en_attente_pieces')!;
    const messages = await db
      .selectFrom('demande_messages')
      .select(['auteur', 'texte'])
      .where('demande_id', '=', waiting.id)
      .execute();
    expect(messages).toContainEqual(
      expect.objectContaining({ auteur: 'gestionnaire', texte: expect.stringContaining('acquittée') }),
    );
  });

  it('Marie a une douzaine de documents, de vrais PDF, dont des non lus', async () => {
    const documents = await db
      .selectFrom('documents')
      .select(['titre', 'data', 'content_type', 'lu_at', 'source'])
      .execute();
    expect(documents.length).toBeGreaterThanOrEqual(12);
    for (const document of documents) {
      expect(document.content_type).toBe('application/pdf');
      expect(Buffer.from(document.data).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(documents.filter((d) => d.lu_at === null).length).toBeGreaterThan(0);
    expect(new Set(documents.map((d) => d.source))).toEqual(new Set(['courrier', 'ged']));
  });

  it('chaque client a ses tables de référence (thèmes de contact, natures de soins…)', async () => {
    const rows = await db
      .selectFrom('referentiel_entries as r')
      .innerJoin('clients as c', 'c.id', 'r.client_id')
      .select(['c.code', 'r.table_name'])
      .distinct()
      .execute();
    for (const code of ['demo', 'littoral', 'horizon'])
      expect(rows.filter((r) => r.code === code).map((r) => r.table_name)).toContain('themes-contact');
  });
});
