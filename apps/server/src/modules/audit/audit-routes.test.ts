import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '@portail/shared/admin/audit';
import { recordAudit } from '../../plugins/audit.ts';
import { admin, gestionLittoral } from '../../test/demo-logins.ts';
import { signedInBrowser } from '../../test/roles-matrix.ts';
import { createTestApp, type Browser, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

function rowsOf(response: { json(): unknown }): AuditRow[] {
  return (response.json() as { rows: AuditRow[] }).rows;
}

describe(`back office : journal d’audit en ajout seul (${testDbKind})`, () => {
  let t: TestApp;
  let helene: Browser;
  /** A request as the staff member Hélène Garnier would make it, for recordAudit. */
  let request: FastifyRequest;
  beforeAll(async () => {
    t = await createTestApp();
    helene = await signedInBrowser(t.app, admin);
    const account = await t.database.db
      .selectFrom('accounts')
      .select(['id', 'client_id'])
      .where('user_name', '=', admin.userName)
      .executeTakeFirstOrThrow();
    request = {
      account: { accountId: account.id, userName: admin.userName },
      client: { id: account.client_id, code: 'demo' },
      ip: '198.51.100.7',
    } as unknown as FastifyRequest;
  });
  afterAll(() => t.close());

  it('écrit l’entrée dans la transaction du changement : annulé, il ne laisse pas d’entrée', async () => {
    const db = t.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, request, {
          resource: 'comptes',
          action: 'compte.desactiver',
          target: 'compte:annule',
          reason: 'Essai annulé',
        });
        throw new Error('le changement échoue');
      }),
    ).rejects.toThrow('le changement échoue');
    await db.transaction().execute((trx) =>
      recordAudit(trx, request, {
        resource: 'comptes',
        action: 'compte.desactiver',
        target: 'compte:42',
        targetLabel: 'Marie Dupont',
        reason: 'Décès signalé par la famille',
        before: { disabled: false },
        after: { disabled: true },
      }),
    );
    const page = await helene.get('/api/admin/audit');
    expect(page.statusCode, page.body).toBe(200);
    expect(rowsOf(page).map((r) => r.target)).not.toContain('compte:annule');
    expect(rowsOf(page)[0]).toMatchObject({
      actor: admin.userName,
      ip: '198.51.100.7',
      resource: 'comptes',
      action: 'compte.desactiver',
      target: 'compte:42',
      targetLabel: 'Marie Dupont',
      reason: 'Décès signalé par la famille',
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('aucun rôle ne modifie ni ne supprime une entrée, même directement en base', async () => {
    const db = t.database.db;
    await recordAudit(db, request, {
      resource: 'configuration',
      action: 'configuration.modifier',
      target: 'client:demo',
    });
    await expect(sql`update audit_log set reason = 'réécrit'`.execute(db)).rejects.toThrow(/ne se modifie pas/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/ne se modifie pas/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/ne se modifie pas/);
    const { count } = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(0);
    // And no route writes to it: the log is read and exported only.
    expect(t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/audit')).map((r) => r.method)).toEqual([
      'GET',
      'GET',
    ]);
  });

  it('cherche par auteur, domaine, action, objet et période ; le plus récent d’abord ; exporte en CSV', async () => {
    const db = t.database.db;
    for (const target of ['demande:1', 'demande:2', 'demande:3'])
      await recordAudit(db, request, {
        resource: 'demandes',
        action: 'demande.accepter',
        target,
        reason: 'Pièces complètes',
      });
    const search = (query: string) => helene.get(`/api/admin/audit?${query}`);
    const demandes = await search('resource=demandes');
    expect(rowsOf(demandes).map((r) => r.target)).toEqual(['demande:3', 'demande:2', 'demande:1']);
    expect(demandes.json().total).toBe(3);
    expect(rowsOf(await search('target=demande:2')).map((r) => r.target)).toEqual(['demande:2']);
    expect(rowsOf(await search('action=compte.desactiver')).map((r) => r.target)).toEqual(['compte:42']);
    expect(rowsOf(await search(`actor=${encodeURIComponent(admin.userName.toUpperCase())}`)).length).toBeGreaterThan(3);
    expect(rowsOf(await search('actor=personne%40example.com'))).toEqual([]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect(rowsOf(await search(`du=${today}&au=${today}&resource=demandes`)).length).toBe(3);
    expect(rowsOf(await search('au=2020-01-01'))).toEqual([]);
    const inverted = await search('du=2026-02-01&au=2026-01-01');
    expect(inverted.statusCode).toBe(400);
    expect(JSON.stringify(inverted.json())).toContain('La date de fin précède la date de début.');
    expect((await search('resource=inconnu')).statusCode).toBe(400);

    const csv = await helene.get('/api/admin/audit/export?resource=demandes&order=asc');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="journal-audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date;Auteur;Adresse IP;Domaine;Action;Objet;Référence;Motif;Avant;Après');
    expect(lines.slice(1).map((l) => l.split(';')[6])).toEqual(['demande:1', 'demande:2', 'demande:3']);
    expect(lines[1]).toContain(';Acceptation de la demande;');
  });

  it('un collaborateur sans l’habilitation « audit » est refusé ; le journal d’un client ne montre pas celui d’un autre', async () => {
    const db = t.database.db;
    // A Gestionnaire of Mutuelle Démo: the starting rights of the role do not read the audit log.
    await sql`insert into accounts (client_id, user_name, email, nom, prenom, password_hash, roles, is_email_confirmed, activated_at)
      select client_id, 'gestion.demo@example.com', 'gestion.demo@example.com', 'Gestion', 'Démo', password_hash,
        array['Gestionnaire'], true, now() from accounts where user_name = ${admin.userName}`.execute(db);
    const gestionnaire = await signedInBrowser(t.app, {
      userName: 'gestion.demo@example.com',
      password: admin.password,
    });
    expect((await gestionnaire.get('/api/admin/audit')).statusCode).toBe(403);

    // Given the right, Yann Morvan (Littoral) reads Littoral's log, never Mutuelle Démo's.
    await sql`insert into role_habilitations (role_code, resource, action) values ('Gestionnaire', 'audit', 'read')`.execute(
      db,
    );
    const littoralId = (
      await db.selectFrom('clients').select('id').where('code', '=', 'littoral').executeTakeFirstOrThrow()
    ).id;
    await recordAudit(db, request, {
      resource: 'referentiels',
      action: 'referentiel.modifier',
      target: 'referentiel:civilites',
      clientId: littoralId,
    });
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    const littoral = await yann.get('/api/admin/audit');
    expect(littoral.statusCode).toBe(200);
    expect(rowsOf(littoral).map((r) => r.target)).toEqual(['referentiel:civilites']);
  });
});
