import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFormatMessage } from '@portail/shared/export-format';
import type { RemboursementListResponse } from '@portail/shared/remboursements';
import { recordAudit } from './plugins/audit.ts';
import { xlsxContentType } from './lib/xlsx.ts';
import { admin } from './test/demo-logins.ts';
import { expectHeaderRow, expectSameAsCsv } from './test/read-xlsx.ts';
import { type Actors, signInActors } from './test/roles-matrix.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { testDbKind } from './test/test-database.ts';

/* Every export also as a typed Excel workbook (issue 22, decision 041): the same route, ?format=xlsx. */

const contrat = { 'x-numcontrat': '40012345' };
const remboursements = '/api/v1/adherent/remboursements/export';

describe(`exports Excel typés (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
    actors = await signInActors(t.app);
  }, 120_000);
  afterAll(() => t.close());

  /** The CSV and the workbook of one export, both downloaded by `who`; the workbook checked against the CSV. */
  async function both(url: string, who: keyof Actors = 'gestionnaire', headers: Record<string, string> = {}) {
    const sep = url.includes('?') ? '&' : '?';
    const csv = await actors[who].get(url, headers);
    expect(csv.statusCode, csv.body).toBe(200);
    const xlsx = await actors[who].get(`${url}${sep}format=xlsx`, headers);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(xlsxContentType);
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(xlsx.headers['cache-control']).toBe('no-store');
    const read = await expectSameAsCsv(xlsx.rawPayload, csv.rawPayload.toString('utf8'));
    expectHeaderRow(read);
    return read;
  }

  it('adhérents : un code postal à zéro initial reste le texte « 01000 », la date de naissance une vraie date', async () => {
    await sql`update personnes set adresse = jsonb_set(coalesce(adresse, '{}'::jsonb), '{codePostal}', '"01000"') where num_pers = 'P100001'`.execute(
      t.database.db,
    );
    const read = await both('/api/admin/adherents/export?contrat=40012345&sort=numPers');
    const marie = read.rows.find((r) => r[read.column('Numéro d’adhérent')]!.value === 'P100001')!;
    expect(marie[read.column('Code postal')]!.value).toBe('01000');
    const naissance = marie[read.column('Date de naissance')]!;
    expect(naissance.value).toBeInstanceOf(Date);
    expect(naissance.numFmt).toBe('dd/mm/yyyy');
    const row = (await actors.gestionnaire.get('/api/admin/adherents?numPers=P100001')).json().rows[0];
    expect((naissance.value as Date).toISOString().slice(0, 10)).toBe(row.dateNaissance);
  });

  it('remboursements de l’adhérent : montants en nombres au format euro, dates des soins en dates, mêmes totaux', async () => {
    const read = await both(`${remboursements}?beneficiaire=P100001`, 'souscripteur', contrat);
    const { totaux } = (
      await actors.souscripteur.get('/api/v1/adherent/remboursements?beneficiaire=P100001', contrat)
    ).json() as RemboursementListResponse;
    expect(read.rows).toHaveLength(totaux!.nombre);
    const euros = (header: string) =>
      Math.round(read.rows.reduce((s, r) => s + (r[read.column(header)]!.value as number), 0) * 100);
    expect(euros('Frais réels (€)')).toBe(totaux!.fraisReels);
    expect(euros('Reste à votre charge (€)')).toBe(totaux!.resteAVotreCharge);
    const first = read.rows[0]!;
    expect(typeof first[read.column('Remboursement mutuelle (€)')]!.value).toBe('number');
    expect(first[read.column('Remboursement mutuelle (€)')]!.numFmt).toBe('#,##0.00 "€"');
    expect(first[read.column('Date des soins')]!.value).toBeInstanceOf(Date);
    expect(typeof first[read.column('Quantité')]!.value).toBe('number');
    expect(typeof first[read.column('Code acte')]!.value).toBe('string');
  });

  it('demandes : « Reçue le » est le jour à Paris (23 h 30 UTC le 1er mars, reçue le 2 mars) ; ancienneté en nombre', async () => {
    const db = t.database.db;
    const marie = await db
      .selectFrom('personnes')
      .select(['id', 'client_id'])
      .where('num_pers', '=', 'P100001')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('demandes')
      .values({
        client_id: marie.client_id,
        account_id: null,
        personne_id: marie.id,
        contrat_id: null,
        type: 'contact/v2',
        objet: '+33 6 12 34 56 78',
        payload: JSON.stringify({}),
        statut: 'recue',
        motif_refus: null,
        mode_gestion: 'manuel',
        created_at: new Date('2026-03-01T23:30:00.000Z'),
      })
      .execute();
    const read = await both('/api/admin/demandes/export?statut=recue');
    const row = read.rows.find((r) => r[read.column('Objet')]!.value === "'+33 6 12 34 56 78")!;
    expect(row).toBeDefined();
    expect(row[read.column('Reçue le')]!.value).toEqual(new Date('2026-03-02T00:00:00.000Z'));
    expect(typeof row[read.column('Ancienneté (jours)')]!.value).toBe('number');
  });

  it('journal d’audit : la date est un instant en heure de Paris, au format jj/mm/aaaa hh:mm:ss', async () => {
    const account = await t.database.db
      .selectFrom('accounts')
      .select(['id', 'client_id'])
      .where('user_name', '=', admin.userName)
      .executeTakeFirstOrThrow();
    const request = {
      account: { accountId: account.id, userName: admin.userName },
      client: { id: account.client_id, code: 'demo' },
      ip: '198.51.100.7',
    } as unknown as FastifyRequest;
    await recordAudit(t.database.db, request, {
      resource: 'demandes',
      action: 'demande.accepter',
      target: 'demande:7',
      reason: '=1+1',
    });
    const read = await both('/api/admin/audit/export?resource=demandes');
    const date = read.rows[0]![read.column('Date')]!;
    expect(date.value).toBeInstanceOf(Date);
    expect(date.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(read.rows[0]![read.column('Motif')]!.value).toBe("'=1+1");
  });

  it('tables de référence et avis sur la FAQ : codes en texte, ordres et compteurs en nombres, « Oui » / « Non »', async () => {
    const referentiel = await both('/api/admin/referentiels/natures-sinistre/export');
    const first = referentiel.rows[0]!;
    expect(typeof first[referentiel.column('Code')]!.value).toBe('string');
    expect(typeof first[referentiel.column('Ordre')]!.value).toBe('number');
    expect(['Oui', 'Non']).toContain(first[referentiel.column('Actif')]!.value);
    const avis = await both('/api/admin/faq/avis/export');
    expect(avis.rows.length).toBeGreaterThan(0);
    expect(avis.rows.every((r) => typeof r[avis.column('Consultations')]!.value === 'number')).toBe(true);
  });

  it('un format inconnu est refusé en français (400), sans fichier', async () => {
    const urls: [string, keyof Actors, Record<string, string>][] = [
      ['/api/admin/adherents/export', 'gestionnaire', {}],
      ['/api/admin/demandes/export', 'gestionnaire', {}],
      ['/api/admin/audit/export', 'gestionnaire', {}],
      ['/api/admin/referentiels/natures-sinistre/export', 'gestionnaire', {}],
      ['/api/admin/faq/avis/export', 'gestionnaire', {}],
      [remboursements, 'souscripteur', contrat],
    ];
    for (const [url, who, headers] of urls) {
      const response = await actors[who].get(`${url}?format=xls`, headers);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(JSON.stringify(response.json()), url).toContain(exportFormatMessage);
      expect(response.body, url).not.toMatch(/at .*\.ts:\d+/);
    }
    // The access rules are the routes' own: a member never gets the back office's workbook.
    expect((await actors.souscripteur.get('/api/admin/adherents/export?format=xlsx')).statusCode).toBe(403);
    expect((await actors.anonyme.get(`${remboursements}?format=xlsx`, contrat)).statusCode).toBe(401);
  });
});
