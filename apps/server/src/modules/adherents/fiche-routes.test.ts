import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compteActionDone, ficheMessages, type Fiche } from '@portail/shared/admin/fiche';
import { loginThrottle } from '../identity/throttle.ts';
import { messagesTo } from '../identity/identity-test-kit.ts';
import { admin, marie, paul } from '../../test/demo-logins.ts';
import { expectMatrix, staffOnly, signedInBrowser, signInActors, type Actors } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

async function personneId(t: TestApp, numPers: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('personnes')
    .select('id')
    .where('num_pers', '=', numPers)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function auditCount(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`back office : fiche adhérent, actions sur le compte, « Voir comme l’adhérent » (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  let marieId: number;
  let paulId: number;
  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
    actors = await signInActors(t.app);
    marieId = await personneId(t, 'P100001');
    const paulRow = await t.database.db
      .selectFrom('accounts')
      .select('personne_id')
      .where('user_name', '=', paul.userName)
      .executeTakeFirstOrThrow();
    paulId = paulRow.personne_id!;
  });
  afterAll(() => t.close());

  it('la fiche : identité, contrats et bénéficiaires, compte, connexions, consentements, demandes, documents', async () => {
    const response = await actors.gestionnaire.get(`/api/admin/adherents/${marieId}`);
    expect(response.statusCode, response.body).toBe(200);
    const fiche = response.json() as Fiche;
    expect(fiche.personne).toMatchObject({ numPers: 'P100001', nom: 'Dupont', prenom: 'Marie' });
    expect(fiche.personne.adresse).toContain('44000');
    expect(fiche.contrats.map((c) => [c.numero, c.role])).toEqual([
      ['40009871', 'souscripteur'],
      ['40012345', 'souscripteur'],
      ['40012346', 'souscripteur'],
    ]);
    expect(fiche.contrats.map((c) => c.etat)).toEqual(['resilie', 'valide', 'suspendu']);
    const famille = fiche.contrats.find((c) => c.numero === '40012345')!;
    expect(famille.beneficiaires.map((b) => b.prenom)).toContain('Lucas');
    expect(fiche.compte).toMatchObject({ userName: marie.userName, etat: 'actif', protectionSms: false });
    expect(fiche.compte!.actions).toEqual(['desactiver', 'changer-identifiant', 'supprimer']);
    // Marie signed in for the roles matrix: her sign-in is in the history.
    expect(fiche.connexions[0]).toMatchObject({ methode: 'mot_de_passe' });
    expect(fiche.demandes.length).toBeGreaterThan(0);
    expect(fiche.documents.length).toBeGreaterThan(0);
  });

  it('chaque route de la fiche × chaque rôle ; un membre d’un autre client est introuvable', async () => {
    const body = { motif: 'Essai des droits' };
    await expectMatrix(actors, (b) => b.get(`/api/admin/adherents/${paulId}`), staffOnly);
    // The staff member's own answers are checked below, with what each action does.
    for (const action of ['creer', 'supprimer', 'desactiver', 'changer-identifiant'])
      await expectMatrix(
        actors,
        (b, actor) =>
          actor === 'gestionnaire'
            ? Promise.resolve({ statusCode: 0 } as never)
            : b.post(`/api/admin/adherents/${paulId}/compte/${action}`, body),
        { ...staffOnly, gestionnaire: 0 },
      );
    await expectMatrix(
      actors,
      (b, actor) =>
        actor === 'gestionnaire'
          ? Promise.resolve({ statusCode: 0 } as never)
          : b.post(`/api/admin/adherents/${paulId}/voir-comme`),
      { ...staffOnly, gestionnaire: 0 },
    );
    const littoral = await t.database.db
      .selectFrom('personnes as p')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .select('p.id')
      .where('c.code', '=', 'littoral')
      .executeTakeFirstOrThrow();
    const other = await actors.gestionnaire.get(`/api/admin/adherents/${littoral.id}`);
    expect([other.statusCode, other.json().message]).toEqual([404, ficheMessages.unknown]);
    expect(
      (await actors.gestionnaire.post(`/api/admin/adherents/${littoral.id}/compte/desactiver`, body)).statusCode,
    ).toBe(404);
  });

  it('désactiver puis réactiver : motif exigé, sessions fermées, adhérent prévenu, audité dans la transaction', async () => {
    const before = await auditCount(t);
    const noReason = await actors.gestionnaire.post(`/api/admin/adherents/${paulId}/compte/desactiver`, { motif: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('Indiquez le motif de cette action.');
    expect(await auditCount(t)).toBe(before);

    const paulBrowser = await signedInBrowser(t.app, paul);
    const done = await actors.gestionnaire.post(`/api/admin/adherents/${paulId}/compte/desactiver`, {
      motif: 'Demande de l’adhérent par téléphone',
    });
    expect([done.statusCode, done.json().message]).toEqual([200, compteActionDone.desactiver]);
    expect((await paulBrowser.get('/api/identity/current-user')).statusCode).toBe(401);
    expect((await new Browser(t.app).signIn(paul.userName, paul.password)).statusCode).toBe(401);
    const [mail] = await messagesTo(t.database.db, paul.userName);
    expect(mail!.subject).toContain('votre compte est désactivé');
    const fiche = (await actors.gestionnaire.get(`/api/admin/adherents/${paulId}`)).json() as Fiche;
    expect(fiche.compte!.etat).toBe('desactive');
    expect(fiche.compte!.actions).toContain('reactiver');
    expect(fiche.historique[0]).toMatchObject({
      actor: admin.userName,
      action: 'compte.desactiver',
      reason: 'Demande de l’adhérent par téléphone',
    });
    // Twice is refused: the state no longer allows it, and nothing is written.
    const again = await actors.gestionnaire.post(`/api/admin/adherents/${paulId}/compte/desactiver`, {
      motif: 'Encore',
    });
    expect([again.statusCode, again.json().message]).toEqual([409, ficheMessages.notAllowedNow]);
    expect(await auditCount(t)).toBe(before + 1);

    expect(
      (
        await actors.gestionnaire.post(`/api/admin/adherents/${paulId}/compte/reactiver`, {
          motif: 'Erreur de manipulation',
        })
      ).statusCode,
    ).toBe(200);
    expect((await new Browser(t.app).signIn(paul.userName, paul.password)).statusCode).toBe(200);
  });

  it('débloque un compte verrouillé par trop d’essais, réinitialise la protection SMS', async () => {
    for (let i = 0; i < loginThrottle.perAccount; i++) await new Browser(t.app).signIn(paul.userName, 'Mauvais#2026');
    expect((await new Browser(t.app).signIn(paul.userName, paul.password)).statusCode).toBe(429);
    const fiche = (await actors.gestionnaire.get(`/api/admin/adherents/${paulId}`)).json() as Fiche;
    expect(fiche.compte!.etat).toBe('verrouille');
    const unlocked = await actors.gestionnaire.post(`/api/admin/adherents/${paulId}/compte/debloquer`, {
      motif: 'Identité vérifiée au téléphone',
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await new Browser(t.app).signIn(paul.userName, paul.password)).statusCode).toBe(200);

    await t.database.db
      .updateTable('accounts')
      .set({ amf_enabled: true, amf_telephone: '0611223344' })
      .where('user_name', '=', paul.userName)
      .execute();
    const reset = await actors.gestionnaire.post(`/api/admin/adherents/${paulId}/compte/reinitialiser-sms`, {
      motif: 'Téléphone perdu',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const account = await t.database.db
      .selectFrom('accounts')
      .select(['amf_enabled', 'amf_telephone'])
      .where('user_name', '=', paul.userName)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ amf_enabled: false, amf_telephone: null });
  });

  it('crée le compte d’un adhérent sans compte (lien d’activation), change l’identifiant, supprime', async () => {
    const sans = await t.database.db
      .selectFrom('personnes as p')
      .leftJoin('accounts as a', 'a.personne_id', 'p.id')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .select(['p.id', 'p.prenom'])
      .where('c.code', '=', 'demo')
      .where('a.id', 'is', null)
      .where(sql<boolean>`exists (select 1 from contrats k where k.souscripteur_id = p.id)`)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const email = 'nouvel.adherent@example.com';
    const bad = await actors.gestionnaire.post(`/api/admin/adherents/${sans.id}/compte/creer`, {
      motif: 'Appel de l’adhérent',
      email: 'pas-une-adresse',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(ficheMessages.emailFormat);
    const taken = await actors.gestionnaire.post(`/api/admin/adherents/${sans.id}/compte/creer`, {
      motif: 'Appel de l’adhérent',
      email: marie.userName,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, ficheMessages.identifierTaken]);
    const created = await actors.gestionnaire.post(`/api/admin/adherents/${sans.id}/compte/creer`, {
      motif: 'Appel de l’adhérent',
      email,
    });
    expect(created.statusCode, created.body).toBe(200);
    const [activation] = await messagesTo(t.database.db, email);
    expect(activation!.body_text).toContain('#/activate-user?code=');
    let fiche = (await actors.gestionnaire.get(`/api/admin/adherents/${sans.id}`)).json() as Fiche;
    expect(fiche.compte).toMatchObject({ userName: email, etat: 'a_activer', creeParGestionnaire: true });
    expect(fiche.compte!.actions).toContain('relancer-activation');
    expect(
      (
        await actors.gestionnaire.post(`/api/admin/adherents/${sans.id}/compte/relancer-activation`, {
          motif: 'Lien expiré',
        })
      ).statusCode,
    ).toBe(200);
    expect((await messagesTo(t.database.db, email)).length).toBe(2);

    const newEmail = 'adresse.changee@example.com';
    const changed = await actors.gestionnaire.post(`/api/admin/adherents/${sans.id}/compte/changer-identifiant`, {
      motif: 'Nouvelle adresse donnée au téléphone',
      email: newEmail,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await messagesTo(t.database.db, newEmail))[0]!.subject).toContain('identifiant');
    expect((await messagesTo(t.database.db, email))[0]!.subject).toContain('identifiant');
    fiche = (await actors.gestionnaire.get(`/api/admin/adherents/${sans.id}`)).json() as Fiche;
    expect(fiche.compte!.userName).toBe(newEmail);

    const deleted = await actors.gestionnaire.post(`/api/admin/adherents/${sans.id}/compte/supprimer`, {
      motif: 'Demande écrite de l’adhérent',
    });
    expect(deleted.statusCode).toBe(200);
    fiche = (await actors.gestionnaire.get(`/api/admin/adherents/${sans.id}`)).json() as Fiche;
    expect(fiche.compte).toBeNull();
    expect(fiche.compte === null && fiche.contrats.length > 0).toBe(true);
    // The history of the member outlives his account.
    expect(fiche.historique.map((h) => h.action)).toEqual([
      'compte.supprimer',
      'compte.changer_identifiant',
      'compte.relancer_activation',
      'compte.creer',
    ]);
  });

  it('« Voir comme l’adhérent » : son espace tel qu’il le voit, toute écriture refusée, audité, la session du collaborateur intacte', async () => {
    const staff = await signedInBrowser(t.app, admin);
    const opened = await staff.post(`/api/admin/adherents/${marieId}/voir-comme`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ redirectUrl: '/#/espace-adherent' });
    const me = (await staff.get('/api/identity/current-user')).json();
    expect(me).toMatchObject({ userName: marie.userName, consultePar: 'Hélène Garnier' });
    // Marie's own reads answer as for her.
    const contrats = await staff.get('/api/v2/adherent/contrats');
    expect(contrats.statusCode).toBe(200);
    expect(contrats.body).toContain('40012345');
    // Every write is refused, public ones included; the staff routes are not the member's.
    const write = await staff.post('/api/forms/consentement', { consentements: [] });
    expect([write.statusCode, write.json().message]).toEqual([403, ficheMessages.viewAsReadOnly]);
    expect((await staff.get('/api/admin/adherents')).statusCode).toBe(403);
    // A partner credential in Marie's name is an act, not a read: the SSO token and the one-use
    // « Services externes » token are refused alike, with the same answer.
    const sso = await staff.get('/api/identity/sso-token');
    expect([sso.statusCode, sso.json().message, sso.body]).toEqual([
      403,
      ficheMessages.viewAsReadOnly,
      expect.not.stringContaining('token"'),
    ]);
    const partnerLink = await staff.post('/api/identity/sctoken/create', { reseau: 'optique' });
    expect([partnerLink.statusCode, partnerLink.json().message]).toEqual([403, ficheMessages.viewAsReadOnly]);
    const tokens = await t.database.db.selectFrom('sc_tokens').select('token_sha256').execute();
    expect(tokens).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'adherent.voir_comme')
      .execute();
    expect(audit).toContainEqual({ action: 'adherent.voir_comme', target: `adherent:${marieId}` });
    // The view cookie alone opens nothing; as a session cookie it is not a session.
    const viewToken = staff.cookies.get('portail_view_as')!;
    const thief = new Browser(t.app);
    thief.cookies.set('portail_view_as', viewToken);
    expect((await thief.get('/api/identity/current-user')).statusCode).toBe(401);
    thief.cookies.set('portail_session', viewToken);
    expect((await thief.get('/api/identity/current-user')).statusCode).toBe(401);

    const ended = await staff.post('/api/identity/voir-comme/fin');
    expect(ended.json()).toEqual({ redirectUrl: `/admin/adherents/${marieId}` });
    expect((await staff.get('/api/identity/current-user')).json()).toMatchObject({ userName: admin.userName });
    expect((await staff.get('/api/admin/adherents')).statusCode).toBe(200);
  });

  it('se déconnecter pendant « Voir comme l’adhérent » ferme la session du collaborateur et la consultation', async () => {
    const staff = await signedInBrowser(t.app, admin);
    expect((await staff.post(`/api/admin/adherents/${marieId}/voir-comme`)).statusCode).toBe(200);
    const viewToken = staff.cookies.get('portail_view_as')!;
    const sessionToken = staff.cookies.get('portail_session')!;
    const out = await staff.post('/api/identity/logout');
    expect(out.statusCode, out.body).toBe(200);
    const replay = new Browser(t.app);
    replay.cookies.set('portail_session', sessionToken);
    replay.cookies.set('portail_view_as', viewToken);
    expect((await replay.get('/api/identity/current-user')).statusCode).toBe(401);
  });
});
