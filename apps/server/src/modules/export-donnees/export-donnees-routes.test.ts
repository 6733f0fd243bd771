import JSZip from 'jszip';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ficheMessages } from '@portail/shared/admin/fiche';
import { consultationSentence, type Consultations } from '@portail/shared/consultations';
import type { ArchiveDonnees } from '@portail/shared/export-donnees';
import { exportDonneesMessages } from '@portail/shared/export-donnees';
import { amfMessages } from '@portail/shared/identity-messages';
import { admin, camille, lucas, marie, paul } from '../../test/demo-logins.ts';
import { expectMatrix, signedInBrowser, signInActors, type Actor, type Actors } from '../../test/roles-matrix.ts';
import { grantSecurityCode } from '../../test/security-code.ts';
import { type Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { encryptedValuePattern } from '../../lib/field-encryption.ts';
import { claimExport, expireExports, markReady } from './export-donnees-repository.ts';
import { startExportDonneesWorker } from './export-donnees-worker.ts';

const url = '/api/adherent/donnees/export';
const archiveUrl = `${url}/archive`;
const adminUrl = (id: number) => `/api/admin/adherents/${id}/donnees/export`;
const dayMs = 24 * 60 * 60 * 1000;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

const membersOnly = (answer: number): Record<Actor, number> => ({
  anonyme: 401,
  souscripteur: answer,
  beneficiaire: answer,
  autreAdherent: answer,
  gestionnaire: 403,
  gestionnaireAutreClient: 401,
});
const staffOnly = (answer: number): Record<Actor, number> => ({
  anonyme: 401,
  souscripteur: 403,
  beneficiaire: 403,
  autreAdherent: 403,
  gestionnaire: answer,
  gestionnaireAutreClient: 401,
});

describe(`« Télécharger mes données » (RGPD art. 15 et 20) (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  let daysLater = 0;
  const clock = () => new Date(Date.now() + daysLater * dayMs);
  const ids: Record<string, { accountId: string; personneId: number }> = {};

  beforeAll(async () => {
    t = await createTestApp({ memberArea: true, clock });
    actors = await signInActors(t.app);
    const rows = await t.database.db
      .selectFrom('accounts')
      .select(['id', 'user_name', 'personne_id'])
      .where('user_name', 'in', [marie.userName, lucas.userName, paul.userName])
      .execute();
    for (const r of rows) ids[r.user_name] = { accountId: r.id, personneId: r.personne_id! };
  });
  afterEach(async () => {
    daysLater = 0;
    await t.database.db.deleteFrom('export_donnees').execute();
    await t.database.db.deleteFrom('outbox').where('template', '=', 'donnees-pretes').execute();
  });
  afterAll(() => t.close());

  const codeFor = (userName: string) => grantSecurityCode(t.database.db, ids[userName]!.accountId);
  /** What the background worker of an instance does, once. */
  const prepare = (options: { leaseMs?: number } = {}) =>
    startExportDonneesWorker({ db: t.database.db, log: silent, clock, pollMs: 3_600_000, ...options });
  async function runWorker(): Promise<number> {
    const worker = prepare();
    try {
      return await worker.runOnce();
    } finally {
      await worker.stop();
    }
  }
  async function ask(browser: Browser, userName: string) {
    const response = await browser.post(url, {}, await codeFor(userName));
    expect(response.statusCode, response.body).toBe(202);
    return response;
  }
  async function archiveOf(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(200);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const donnees = JSON.parse(await zip.file('donnees.json')!.async('string')) as ArchiveDonnees;
    return { zip, donnees };
  }

  it('routes de l’adhérent × chaque rôle : chacun pour son propre compte, jamais le personnel', async () => {
    await expectMatrix(actors, (b) => b.get(url), membersOnly(200));
    const asked = await expectMatrix(
      actors,
      async (b, actor) => {
        const userName = { souscripteur: marie, beneficiaire: lucas, autreAdherent: paul }[actor as string];
        return b.post(url, {}, userName ? await codeFor((userName as { userName: string }).userName) : {});
      },
      membersOnly(202),
    );
    expect(asked.souscripteur.json()).toMatchObject({ statut: 'en_preparation', id: null });
    expect(await runWorker()).toBe(3);
    const downloads = await expectMatrix(actors, (b) => b.get(archiveUrl), membersOnly(200));
    for (const [actor, login] of [
      ['souscripteur', marie],
      ['beneficiaire', lucas],
      ['autreAdherent', paul],
    ] as const) {
      const { donnees } = await archiveOf(downloads[actor]);
      expect(donnees.compte?.userName).toBe(login.userName);
    }
    // Staff of each role of the client: a Gestionnaire has no member route either.
    const gestionnaire = await signedInBrowser(t.app, camille);
    for (const call of [() => gestionnaire.get(url), () => gestionnaire.get(archiveUrl), () => gestionnaire.post(url)])
      expect((await call()).statusCode).toBe(403);
  });

  it('« Voir comme l’adhérent » : l’état se lit, mais ni la demande ni le téléchargement', async () => {
    await ask(actors.souscripteur, marie.userName);
    await runWorker();
    const staff = await signedInBrowser(t.app, admin);
    expect((await staff.post(`/api/admin/adherents/${ids[marie.userName]!.personneId}/voir-comme`)).statusCode).toBe(
      200,
    );
    expect((await staff.get(url)).json()).toMatchObject({ statut: 'prete' });
    const download = await staff.get(archiveUrl);
    expect([download.statusCode, download.json().message]).toEqual([403, ficheMessages.viewAsReadOnly]);
    const again = await staff.post(url, {}, await codeFor(marie.userName));
    expect([again.statusCode, again.json().message]).toEqual([403, ficheMessages.viewAsReadOnly]);
    // Nor the staff routes: while viewing, the browser is the member's.
    expect((await staff.get(`${adminUrl(ids[marie.userName]!.personneId)}/archive`)).statusCode).toBe(403);
  });

  it('l’archive du souscripteur : identité, contrats et bénéficiaires, remboursements, demande avec message et pièce, consentements et leur historique, connexions ; e-mail sans donnée personnelle', async () => {
    const m = actors.souscripteur;
    for (const isAccepted of [true, false])
      expect((await m.post('/api/forms/consentement', { nomConsentement: 'newsletter', isAccepted })).statusCode).toBe(
        200,
      );
    // A staff read of her sheet: the archive carries it as « Consultations de mon dossier » says it (049).
    expect((await actors.gestionnaire.get(`/api/admin/adherents/${ids[marie.userName]!.personneId}`)).statusCode).toBe(
      200,
    );
    await ask(m, marie.userName);
    expect((await m.get(url)).json()).toMatchObject({ statut: 'en_preparation' });
    expect(await runWorker()).toBe(1);
    const etat = (await m.get(url)).json();
    expect(etat).toMatchObject({ statut: 'prete', id: expect.any(String), taille: expect.any(Number) });
    expect(new Date(etat.expireLe).getTime() - new Date(etat.preteLe).getTime()).toBe(7 * dayMs);

    const response = await m.get(archiveUrl);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const { zip, donnees } = await archiveOf(response);
    expect(donnees.personne).toMatchObject({ prenom: 'Marie', nom: 'Dupont', nir: expect.stringMatching(/^\d{13}$/) });
    expect(donnees.contrats.map((c) => c.numeroContratIndividuel).sort()).toEqual(['40009871', '40012345', '40012346']);
    const valide = donnees.contrats.find((c) => c.numeroContratIndividuel === '40012345')!;
    expect(valide.assures.map((a) => a.prenom)).toEqual(expect.arrayContaining(['Marie', 'Lucas']));
    // Her own account for benefits, in full (art. 15): what the portal shows masked.
    expect(valide.modalitePaiementPrestation.iban).toMatch(/^FR76\d{23}$/);
    expect(valide.cotisations).toMatchObject({ mode: expect.any(String) });
    const mandats = donnees.contrats.flatMap((c) => c.mandatsSepa);
    expect(mandats.length).toBeGreaterThan(0);
    for (const mandat of mandats) expect(mandat.iban).toMatch(/^FR76\d{23}$/);
    const lucasNumPers = valide.assures.find((a) => a.prenom === 'Lucas')!.numPers;
    expect(donnees.remboursements.length).toBeGreaterThan(20);
    expect(donnees.remboursements.some((r) => r.numPers === lucasNumPers)).toBe(true);
    const withPiece = donnees.demandes.find((d) => d.pieces.length > 0 && d.messages.length > 0)!;
    expect(withPiece.messages[0]!.texte.length).toBeGreaterThan(0);
    const piece = withPiece.pieces[0]!;
    expect((await zip.file(piece.fichier)!.async('uint8array')).byteLength).toBe(piece.taille);
    expect(donnees.documents.length).toBeGreaterThan(5);
    expect(
      donnees.consentements.filter((c) => c.nom === 'newsletter').map((c) => [c.accepte, c.remplaceLe === null]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(donnees.connexions.length).toBeGreaterThan(0);
    // (the matrix's staff actor « voir comme » opened her area too: another entry)
    expect(donnees.consultations).toContainEqual({
      le: expect.any(String),
      categorie: 'fiche',
      objet: null,
      conseiller: null,
      texte: expect.stringMatching(
        /^Un conseiller de Mutuelle Démo a consulté votre fiche adhérent le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/,
      ),
    });
    expect(donnees.compte).toMatchObject({ userName: marie.userName });

    const mails = await t.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body_text'])
      .where('template', '=', 'donnees-pretes')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(marie.userName);
    expect(mails[0]!.subject).toBe('Mutuelle Démo : vos données sont prêtes');
    expect(mails[0]!.body_text).toContain('/#/espace-adherent/mon-compte');
    for (const personal of ['Dupont', 'Marie', donnees.personne.nir!, '40012345'])
      expect(mails[0]!.body_text).not.toContain(personal);
  });

  it('l’archive d’un bénéficiaire ne contient que ses données : ni celles du souscripteur, ni celles des autres bénéficiaires', async () => {
    await ask(actors.beneficiaire, lucas.userName);
    await runWorker();
    const { donnees } = await archiveOf(await actors.beneficiaire.get(archiveUrl));
    expect(donnees.personne.prenom).toBe('Lucas');
    expect(donnees.contrats.map((c) => c.numeroContratIndividuel)).toEqual(['40012345']);
    const contrat = donnees.contrats[0]!;
    expect(contrat.assures.map((a) => [a.prenom, a.estMoi])).toEqual([['Lucas', true]]);
    expect(contrat.modalitePaiementPrestation.iban).toBeNull();
    expect([contrat.cotisations, contrat.mandatsSepa]).toEqual([null, []]);
    expect(donnees.remboursements.length).toBeGreaterThan(0);
    expect(new Set(donnees.remboursements.map((r) => r.prenom))).toEqual(new Set(['Lucas']));
    expect(donnees.demandes).toEqual([]);
    expect(donnees.compte?.userName).toBe(lucas.userName);
    expect(JSON.stringify(donnees)).not.toContain('Marie');
  });

  it('sans code de sécurité vérifié : refusé, rien n’est préparé ; le code sert une fois ; une seule archive en préparation', async () => {
    const m = actors.souscripteur;
    const none = await m.post(url, {});
    expect([none.statusCode, none.json().message]).toEqual([403, amfMessages.codeRequired]);
    const wrong = await m.post(url, {}, { 'x-securitycode': '000000' });
    expect(wrong.statusCode).toBe(403);
    const stale = await m.post(
      url,
      {},
      await grantSecurityCode(t.database.db, ids[marie.userName]!.accountId, {
        code: '222222',
        verifiedAgoMinutes: 11,
      }),
    );
    expect(stale.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('export_donnees').select('id').execute()).toEqual([]);

    const code = await grantSecurityCode(t.database.db, ids[marie.userName]!.accountId, { code: '444444' });
    expect((await m.post(url, {}, code)).statusCode).toBe(202);
    // The same code again: spent.
    expect((await m.post(url, {}, code)).statusCode).toBe(403);
    // A fresh code while one is in preparation: 409 in French, and the code is kept.
    const second = await grantSecurityCode(t.database.db, ids[marie.userName]!.accountId, { code: '333333' });
    const busy = await m.post(url, {}, second);
    expect([busy.statusCode, busy.json().message]).toEqual([409, exportDonneesMessages.dejaEnPreparation]);
    const kept = await t.database.db
      .selectFrom('security_codes')
      .select('consumed_at')
      .where('account_id', '=', ids[marie.userName]!.accountId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept.consumed_at).toBeNull();
    expect(await t.database.db.selectFrom('export_donnees').select('id').execute()).toHaveLength(1);
  });

  it('un autre compte ne télécharge pas l’archive de Marie', async () => {
    await ask(actors.souscripteur, marie.userName);
    await runWorker();
    for (const other of [actors.beneficiaire, actors.autreAdherent]) {
      const response = await other.get(archiveUrl);
      expect([response.statusCode, response.json().message]).toEqual([404, exportDonneesMessages.aucune]);
      expect((await other.get(url)).json()).toMatchObject({ statut: 'aucune' });
    }
    expect((await actors.gestionnaireAutreClient.get(archiveUrl)).statusCode).toBe(401);
  });

  it('expire après 7 jours : plus de téléchargement (410), puis l’archive est effacée et la ligne marquée expirée', async () => {
    await ask(actors.souscripteur, marie.userName);
    await runWorker();
    daysLater = 6.9;
    expect((await actors.souscripteur.get(archiveUrl)).statusCode).toBe(200);
    daysLater = 7.01;
    expect((await actors.souscripteur.get(url)).json()).toMatchObject({ statut: 'expiree', id: null });
    const gone = await actors.souscripteur.get(archiveUrl);
    expect([gone.statusCode, gone.json().message]).toEqual([410, exportDonneesMessages.expiree]);
    expect(await expireExports(t.database.db, clock())).toBe(1);
    const row = await t.database.db
      .selectFrom('export_donnees')
      .select(['statut', 'archive'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ statut: 'expiree', archive: null });
    // A new archive may be asked for.
    await ask(actors.souscripteur, marie.userName);
  });

  it('une instance tuée en pleine préparation : une autre reprend l’archive à la fin de son bail, et la première ne peut plus l’écrire', async () => {
    await ask(actors.souscripteur, marie.userName);
    // The first instance takes the job and dies (no more lease renewals).
    const dead = await claimExport(t.database.db, 'instance-tuee', 150, 3);
    expect(dead).toBeDefined();
    const other = prepare({ leaseMs: 150 });
    try {
      expect(await other.runOnce()).toBe(0); // its lease still runs: nobody else takes it
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await other.runOnce()).toBe(1);
    } finally {
      await other.stop();
    }
    expect((await actors.souscripteur.get(url)).json()).toMatchObject({ statut: 'prete' });
    const late = await markReady(t.database.db, dead!.id, 'instance-tuee', {
      data: new Uint8Array([1]),
      nom: 'x.zip',
      preteLe: new Date(),
      expireLe: new Date(),
    });
    expect(late).toBe(false);
    // One mail for the archive, never two.
    expect(
      await t.database.db.selectFrom('outbox').select('id').where('template', '=', 'donnees-pretes').execute(),
    ).toHaveLength(1);
  });

  it('trois instances à la fois : chaque archive est préparée une fois, un seul e-mail', async () => {
    await ask(actors.souscripteur, marie.userName);
    await ask(actors.beneficiaire, lucas.userName);
    const workers = [prepare(), prepare(), prepare()];
    try {
      const stored = await Promise.all(workers.map((w) => w.runOnce()));
      expect(stored.reduce((a, b) => a + b, 0)).toBe(2);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const mails = await t.database.db
      .selectFrom('outbox')
      .select('recipient')
      .where('template', '=', 'donnees-pretes')
      .orderBy('recipient')
      .execute();
    expect(mails.map((m) => m.recipient)).toEqual([lucas.userName, marie.userName]);
  });

  it('fiche adhérent × chaque rôle : préparer (audité, motif exigé), suivre et télécharger (audité) l’archive d’un adhérent', async () => {
    const paulId = ids[paul.userName]!.personneId;
    const body = { motif: 'Courrier reçu le 20/11/2026' };
    await expectMatrix(actors, (b) => b.get(adminUrl(paulId)), staffOnly(200));
    await expectMatrix(actors, (b) => b.post(adminUrl(paulId), body), staffOnly(202));
    expect(await runWorker()).toBe(1);
    // The ZIP holds his NIR and IBANs in full: stored encrypted, like them (decision 048).
    const stored = await t.database.db.selectFrom('export_donnees').select('archive').executeTakeFirstOrThrow();
    expect(stored.archive).toMatch(encryptedValuePattern);
    const downloads = await expectMatrix(actors, (b) => b.get(`${adminUrl(paulId)}/archive`), staffOnly(200));
    const { donnees } = await archiveOf(downloads.gestionnaire);
    expect([donnees.demandePar, donnees.personne.prenom]).toEqual(['gestionnaire', 'Paul']);
    // A Gestionnaire holds the right too (comptes: update).
    const gestionnaire = await signedInBrowser(t.app, camille);
    expect((await gestionnaire.get(adminUrl(paulId))).json()).toMatchObject({
      statut: 'prete',
      demandePar: 'gestionnaire',
    });
    // Paul's own section knows nothing of it: it goes to him by post.
    expect((await actors.autreAdherent.get(url)).json()).toMatchObject({ statut: 'aucune' });
    expect(
      await t.database.db.selectFrom('outbox').select('id').where('template', '=', 'donnees-pretes').execute(),
    ).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'reason', 'actor'])
      .where('action', 'like', 'adherent.%archive_donnees')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'adherent.preparer_archive_donnees',
        target: `adherent:${paulId}`,
        reason: body.motif,
        actor: admin.userName,
      },
      {
        action: 'adherent.telecharger_archive_donnees',
        target: `adherent:${paulId}`,
        reason: null,
        actor: admin.userName,
      },
    ]);
    // The download is a read of his whole file: Paul sees it in « Consultations de mon dossier » (049).
    const reads = await t.database.db
      .selectFrom('journal_acces')
      .select(['categorie', 'personne_id', 'staff_nom'])
      .where('categorie', '=', 'archive')
      .execute();
    expect(reads).toEqual([{ categorie: 'archive', personne_id: paulId, staff_nom: 'Hélène Garnier' }]);
    const consultations = (await actors.autreAdherent.get('/api/adherent/consultations')).json() as Consultations;
    const archiveRead = consultations.items.find((item) => item.categorie === 'archive');
    expect(archiveRead && consultationSentence(archiveRead, consultations.client)).toMatch(
      /^Un conseiller de Mutuelle Démo a téléchargé l’archive de vos données, que vous aviez demandée le /,
    );
  });

  it('fiche adhérent : sans motif, 400 en français et rien n’est écrit ; un adhérent inconnu ou d’un autre client est introuvable', async () => {
    const staff = actors.gestionnaire;
    const empty = await staff.post(adminUrl(ids[paul.userName]!.personneId), { motif: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ motif: 'Indiquez le motif (par exemple : courrier reçu le …).' });
    expect((await staff.post(adminUrl(99_999_999), { motif: 'x' })).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('export_donnees').select('id').execute()).toEqual([]);
  });
});
