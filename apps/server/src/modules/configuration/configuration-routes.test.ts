import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationSections } from '@portail/shared/admin/configuration';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { serverMessages } from '@portail/shared/messages';
import { admin, gestionLittoral, marie } from '../../test/demo-logins.ts';
import { expectMatrix, signedInBrowser, signInActors, staffOnly, type Actors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { auditOf, demoRow, putSection, readConfig, sendImage, pngOf } from './configuration-test-kit.ts';

describe(`back office : configuration du client (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('chaque route × chaque rôle : personnel du client servi seulement ; une version dépassée ne change rien', async () => {
    const config = await readConfig(actors.gestionnaire);
    await expectMatrix(actors, (b) => b.get('/api/admin/configuration'), staffOnly);
    const stale = { ...staffOnly, gestionnaire: 409 };
    for (const section of configurationSections) {
      const body = { ...config[section], version: 999 };
      const answers = await expectMatrix(actors, (b) => putSection(b, section, body), stale);
      expect(answers.gestionnaire.json().message).toBe(m.stale);
    }
    await expectMatrix(actors, (b) => sendImage(b, 'logo', 999, 'logo.png', pngOf(4, 4)), stale);
    await expectMatrix(actors, (b) => b.request('DELETE', '/api/admin/configuration/images/fond?version=999'), stale);
    expect((await demoRow(t.database.db)).version).toBe(config.version);
  });

  it('lit toute la configuration du client servi : onglets, images, versions des consentements', async () => {
    const config = await readConfig(actors.gestionnaire);
    expect(config.code).toBe('demo');
    expect(config.identite).toMatchObject({ libelle: 'Mutuelle Démo', primaryColor: '#0E6674', delaiToasts: 6 });
    expect(config.connexion).toMatchObject({ createAccountAuthMode: 'oneOfTwo', oidc: null });
    expect(config.consentements.consentements.map((c) => [c.nom, c.version])).toEqual([
      ['newsletter', 1],
      ['enquetes', 1],
    ]);
    // Every switch is shown, those the client never set as on.
    expect(config.fonctionnalites.fonctionnalites).toMatchObject({
      creationCompteAutreActe: true,
      espaceDemandes: true,
    });
    expect(config.formulaires.formulaires['contact/v2']).toMatchObject({ offert: true, modeGestion: 'manuel' });
    expect(config.sepa.sepa?.ics).toBe('FR72ZZZ123456');
    expect(config.images.logo).toMatchObject({ contentType: 'image/svg+xml' });
    expect(config.images.fond?.url).toMatch(/^\/api\/clients\/assets\/\d+\?v=/);
    expect(config.contratsParticuliers.map((c) => c.numero)).toContain('40012346');
  });

  it('enregistre un onglet : nouvelle version, visible aussitôt sur le portail, journal avant → après des seuls champs changés', async () => {
    const before = await readConfig(actors.gestionnaire);
    const loginText = 'Votre espace adhérent, renouvelé : remboursements, garanties et documents en un clic.';
    const saved = await putSection(actors.gestionnaire, 'identite', {
      ...before.identite,
      loginText,
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(before.version + 1);
    expect((await actors.anonyme.get('/api/clients/current')).json().branding.loginText).toBe(loginText);
    const [entry] = await auditOf(t.database.db, 'configuration.modifier');
    expect(entry).toMatchObject({
      target: 'client:demo',
      target_label: 'Mutuelle Démo — Identité visuelle et textes',
      actor: admin.userName,
      before: { loginText: before.identite.loginText },
      after: { loginText },
    });
  });

  it('une saisie fausse est refusée en français, champ par champ, et rien ne change', async () => {
    const config = await readConfig(actors.gestionnaire);
    const row = await demoRow(t.database.db);
    const bad = await putSection(actors.gestionnaire, 'identite', {
      ...config.identite,
      libelle: '  ',
      primaryColor: 'bleu',
      logoLinkUrl: 'javascript:alert(1)',
      version: config.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ libelle: m.required, primaryColor: m.color, logoLinkUrl: m.url });
    const sepa = await putSection(actors.gestionnaire, 'sepa', {
      sepa: { ics: 'FR00ZZZ123456', creancier: 'Mutuelle Démo', adresseCreancier: '10 rue de la Santé, 75014 Paris' },
      version: config.version,
    });
    expect([sepa.statusCode, sepa.json().errors['sepa.ics']]).toEqual([400, m.ics]);
    // 12 characters whose check digits match their trailing part: not a French ICS (13 characters).
    const short = await putSection(actors.gestionnaire, 'sepa', {
      sepa: { ics: 'FR53ZZZ12345', creancier: 'Mutuelle Démo', adresseCreancier: '10 rue de la Santé, 75014 Paris' },
      version: config.version,
    });
    expect([short.statusCode, short.json().errors['sepa.ics']]).toEqual([400, m.ics]);
    const iban = await putSection(actors.gestionnaire, 'connexion', {
      ...config.connexion,
      isRegisterVerifyIban: false,
      isRegisterIbanObligatoire: true,
      version: config.version,
    });
    expect(iban.json().errors).toEqual({ isRegisterIbanObligatoire: m.ibanObligatoire });
    const formulaires = structuredClone(config.formulaires.formulaires);
    formulaires['pec/hospi'].modeGestion = 'automatique';
    const auto = await putSection(actors.gestionnaire, 'formulaires', { formulaires, version: config.version });
    // (The error handler joins the path with dots: the form type's slash among them.)
    expect(Object.values(auto.json().errors)).toEqual([m.modeGestion]);
    expect(await demoRow(t.database.db)).toEqual(row);
  });

  it('une version dépassée est refusée (409) : le changement d’un autre n’est pas écrasé', async () => {
    const read = await readConfig(actors.gestionnaire);
    const other = await signedInBrowser(t.app, admin);
    const first = await putSection(other, 'liens', {
      ...read.liens,
      socialLinks: { ...read.liens.socialLinks, twitter: null },
      version: read.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const row = await demoRow(t.database.db);
    const late = await putSection(actors.gestionnaire, 'sepa', { ...read.sepa, sepa: null, version: read.version });
    expect([late.statusCode, late.json().message]).toEqual([409, m.stale]);
    expect(await demoRow(t.database.db)).toEqual(row);
    expect((await readConfig(actors.gestionnaire)).sepa.sepa).not.toBeNull();
  });

  it('le journal est écrit dans la transaction du changement : s’il échoue, la configuration ne change pas', async () => {
    const db = t.database.db;
    await sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'journal indisponible'; end $$`.execute(db);
    await sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`.execute(
      db,
    );
    try {
      const config = await readConfig(actors.gestionnaire);
      const row = await demoRow(db);
      const failed = await putSection(actors.gestionnaire, 'identite', {
        ...config.identite,
        libelle: 'Mutuelle Démo Plus',
        version: config.version,
      });
      expect(failed.statusCode).toBe(500);
      expect(await demoRow(db)).toEqual(row);
    } finally {
      await sql`drop trigger refuse_audit on audit_log`.execute(db);
      await sql`drop function refuse_audit()`.execute(db);
    }
  });

  it('un Gestionnaire n’a pas la configuration ; un Consultant la lit sans rien changer', async () => {
    const yann = await signedInBrowser(t.app, gestionLittoral, 'littoral.localhost');
    const refused = await yann.get('/api/admin/configuration');
    expect([refused.statusCode, refused.json().message]).toEqual([403, serverMessages.forbidden]);
    // A Consultant holding the Admin role (rights are kept 10 s per account: a fresh account).
    await sql`insert into accounts (client_id, user_name, email, nom, prenom, password_hash, roles, is_email_confirmed, activated_at, is_consultant)
      select client_id, 'consultante@example.com', 'consultante@example.com', 'Consultante', 'Claire', password_hash,
        array['Admin'], true, now(), true from accounts where user_name = ${admin.userName}`.execute(t.database.db);
    const consultant = await signedInBrowser(t.app, { userName: 'consultante@example.com', password: admin.password });
    const config = await readConfig(consultant);
    const write = await putSection(consultant, 'sepa', { ...config.sepa, version: config.version });
    expect([write.statusCode, write.json().message]).toEqual([403, serverMessages.forbidden]);
    const image = await sendImage(consultant, 'logo', config.version, 'logo.png', pngOf(4, 4));
    expect(image.statusCode).toBe(403);
  });

  it('les membres ne lisent jamais la configuration du back-office', async () => {
    const member = await signedInBrowser(t.app, marie);
    expect((await member.get('/api/admin/configuration')).statusCode).toBe(403);
  });
});
