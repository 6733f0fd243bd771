import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminResources } from '@portail/shared/admin/habilitations';
import { habilitationsMessages, type RoleView } from '@portail/shared/admin/habilitations-editor';
import { serverMessages } from '@portail/shared/messages';
import { admin, camille, gestionLittoral } from '../../test/demo-logins.ts';
import { expectMatrix, signedInBrowser, signInActors, staffOnly, type Actors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

const base = '/api/admin/habilitations';

async function auditCount(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action', '=', 'habilitations.modifier')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A staff account of Mutuelle Démo holding `roles`, with the demo staff password. */
async function staffAccount(t: TestApp, userName: string, roles: string[]) {
  await sql`insert into accounts (client_id, user_name, email, nom, prenom, password_hash, roles, is_email_confirmed, activated_at)
    select client_id, ${userName}, ${userName}, 'Essai', 'Compte', password_hash, ${roles}, true, now()
    from accounts where user_name = ${admin.userName}`.execute(t.database.db);
  return signedInBrowser(t.app, { userName, password: admin.password });
}

describe(`back office : rôles et habilitations (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  const roles = async () => (await actors.gestionnaire.get(base)).json().roles as RoleView[];
  const roleOf = async (code: string) => (await roles()).find((r) => r.code === code)!;
  const put = (code: string, body: unknown) => actors.gestionnaire.request('PUT', `${base}/${code}`, { body });
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('chaque route × chaque rôle : personnel du client servi seulement', async () => {
    await expectMatrix(actors, (b) => b.get(base), staffOnly);
    await expectMatrix(actors, (b) => b.get(`${base}/comptes`), staffOnly);
    await expectMatrix(
      actors,
      (b, actor) =>
        actor === 'gestionnaire'
          ? Promise.resolve({ statusCode: 0 } as never)
          : b.request('PUT', `${base}/Gestionnaire`, { body: { version: 0, habilitations: [] } }),
      { ...staffOnly, gestionnaire: 0 },
    );
    // Yann Morvan (Gestionnaire of Mutuelle du Littoral) has no right on habilitations.
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    expect((await yann.get(base)).json().message).toBe(serverMessages.forbidden);
  });

  it('donne chaque rôle avec ses droits de départ, et dit pourquoi l’un ne se modifie pas', async () => {
    const list = await roles();
    expect(list.map((r) => r.code)).toEqual(['Admin', 'Gestionnaire', 'admin_digital', 'autres_admins']);
    const gestionnaire = list.find((r) => r.code === 'Gestionnaire')!;
    expect(gestionnaire).toMatchObject({ version: 0, personnalise: false, motifNonModifiable: null });
    expect(gestionnaire.habilitations).toEqual([
      { resource: 'adherents', actions: ['read'], scope: 'Both' },
      { resource: 'comptes', actions: ['read', 'update'], scope: 'Both' },
      { resource: 'demandes', actions: ['read', 'update'], scope: 'Both' },
      { resource: 'flux', actions: ['read'], scope: 'Both' },
      { resource: 'referentiels', actions: ['read'], scope: 'Both' },
      { resource: 'cms', actions: ['read'], scope: 'Both' },
      { resource: 'faq', actions: ['read'], scope: 'Both' },
      { resource: 'audiences', actions: ['read'], scope: 'Both' },
      { resource: 'notifications', actions: ['read'], scope: 'Both' },
    ]);
    // Admin and admin_digital start with every domain of the back office.
    expect((await roleOf('Admin')).habilitations.map((h) => h.resource).sort()).toEqual([...adminResources].sort());
    // Hélène Garnier holds Admin; autres_admins spans clients.
    expect(list.find((r) => r.code === 'Admin')!.motifNonModifiable).toBe(habilitationsMessages.roleDetenu);
    expect(list.find((r) => r.code === 'autres_admins')!.motifNonModifiable).toBe(
      habilitationsMessages.roleMultiClients,
    );
    // Mutuelle Démo's staff only (not Yann Morvan of Mutuelle du Littoral), never its members.
    const comptes = (await actors.gestionnaire.get(`${base}/comptes`)).json().comptes;
    expect(comptes).toEqual([
      {
        userName: admin.userName,
        nom: 'Garnier',
        prenom: 'Hélène',
        roles: ['Admin'],
        isConsultant: false,
        disabled: false,
      },
      {
        userName: camille.userName,
        nom: 'Roux',
        prenom: 'Camille',
        roles: ['Gestionnaire'],
        isConsultant: false,
        disabled: false,
      },
    ]);
  });

  it('remplace les droits d’un rôle dans ce client seulement, audité avant → après, effectif pour ses titulaires', async () => {
    const before = await auditCount(t);
    const gestionnaire = await roleOf('Gestionnaire');
    const habilitations = [
      ...gestionnaire.habilitations.filter((h) => h.resource !== 'referentiels'),
      { resource: 'referentiels', actions: ['read', 'create', 'update'], scope: 'Both' },
    ];
    const saved = await put('Gestionnaire', { version: 0, habilitations });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(habilitationsMessages.enregistre('Gestionnaire'));
    expect(saved.json().role).toMatchObject({ version: 1, personnalise: true });
    expect(await auditCount(t)).toBe(before + 1);
    const entry = await t.database.db
      .selectFrom('audit_log')
      .select(['target', 'before', 'after'])
      .where('action', '=', 'habilitations.modifier')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.target).toBe('role:Gestionnaire');
    expect(entry.before).toContainEqual({ resource: 'referentiels', actions: ['read'], scope: 'Both' });
    expect(entry.after).toContainEqual({
      resource: 'referentiels',
      actions: ['read', 'create', 'update'],
      scope: 'Both',
    });

    // Camille Roux, Gestionnaire of Mutuelle Démo, now writes reference data; Mutuelle du Littoral's keeps its rights.
    const demo = await signedInBrowser(t.app, camille);
    const created = await demo.post('/api/admin/referentiels/natures-soins', {
      code: 'cure',
      libelle: 'Cure thermale',
    });
    expect(created.statusCode, created.body).toBe(200);
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    expect(
      (await yann.post('/api/admin/referentiels/natures-soins', { code: 'cure', libelle: 'Cure' })).statusCode,
    ).toBe(403);
  });

  it('refuse une version dépassée, sans rien changer', async () => {
    const current = await roleOf('Gestionnaire');
    const stale = await put('Gestionnaire', { version: 0, habilitations: [] });
    expect([stale.statusCode, stale.json().message]).toEqual([409, habilitationsMessages.conflit]);
    expect(await roleOf('Gestionnaire')).toEqual(current);
  });

  it('un rôle ne s’accorde pas de droits ; un rôle couvrant les clients ne se règle pas ici', async () => {
    const before = await auditCount(t);
    const adminBefore = await roleOf('Admin');
    const self = await put('Admin', { version: 0, habilitations: [] });
    expect([self.statusCode, self.json().message]).toEqual([403, habilitationsMessages.roleDetenu]);
    const spanning = await put('autres_admins', {
      version: 0,
      habilitations: [{ resource: 'habilitations', actions: ['read', 'update'], scope: 'Both' }],
    });
    expect([spanning.statusCode, spanning.json().message]).toEqual([403, habilitationsMessages.roleMultiClients]);
    expect((await put('Stagiaire', { version: 0, habilitations: [] })).statusCode).toBe(404);
    expect(await auditCount(t)).toBe(before);
    expect(await roleOf('Admin')).toEqual(adminBefore);
  });

  it('refuse en français une ressource, une action ou une portée inconnues, et une ressource en double', async () => {
    const current = await roleOf('admin_digital');
    const version = current.version;
    const bad = await put('admin_digital', {
      version,
      habilitations: [
        { resource: 'paie', actions: ['read'], scope: 'Both' },
        { resource: 'audit', actions: ['purge'], scope: 'Both' },
        { resource: 'flux', actions: ['read'], scope: 'Tout' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'habilitations.0.resource': habilitationsMessages.ressourceInconnue,
      'habilitations.1.actions.0': habilitationsMessages.actionInconnue,
      'habilitations.2.scope': habilitationsMessages.porteeInconnue,
    });
    const twice = await put('admin_digital', {
      version,
      habilitations: [
        { resource: 'audit', actions: ['read'], scope: 'Both' },
        { resource: 'audit', actions: ['update'], scope: 'Both' },
      ],
    });
    expect(twice.json().errors['habilitations.1.resource']).toBe(habilitationsMessages.ressourceEnDouble('audit'));
    expect(await roleOf('admin_digital')).toEqual(current);
  });

  it('refuse de retirer au dernier rôle du client le droit de modifier les habilitations', async () => {
    // An operator whose only role spans clients, granted here the editing of habilitations.
    await t.database.db
      .insertInto('role_habilitations')
      .values([
        { role_code: 'autres_admins', resource: 'habilitations', action: 'read' },
        { role_code: 'autres_admins', resource: 'habilitations', action: 'update' },
      ])
      .execute();
    const operateur = await staffAccount(t, 'operateur@example.com', ['autres_admins']);
    const withoutEditing = (role: RoleView) =>
      role.habilitations.map((h) =>
        h.resource === 'habilitations' ? { ...h, actions: h.actions.filter((a) => a !== 'update') } : h,
      );
    const digital = (await operateur.get(base)).json().roles.find((r: RoleView) => r.code === 'admin_digital');
    const first = await operateur.request('PUT', `${base}/admin_digital`, {
      body: { version: digital.version, habilitations: withoutEditing(digital) },
    });
    expect(first.statusCode, first.body).toBe(200);
    const adminRole = (await operateur.get(base)).json().roles.find((r: RoleView) => r.code === 'Admin');
    const last = await operateur.request('PUT', `${base}/Admin`, {
      body: { version: adminRole.version, habilitations: withoutEditing(adminRole) },
    });
    expect([last.statusCode, last.json().message]).toEqual([409, habilitationsMessages.dernierRole]);
    expect((await roleOf('Admin')).personnalise).toBe(false);
  });
});
