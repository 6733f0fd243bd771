import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxMessages, type InboxDetail, type InboxRow } from '@portail/shared/admin/demandes';
import { demandeMessages } from '@portail/shared/demandes';
import { messagesTo } from '../identity/identity-test-kit.ts';
import { admin, marie } from '../../test/demo-logins.ts';
import { type Actors, expectMatrix, signedInBrowser, signInActors, staffOnly } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { uploaded } from '../../test/uploads.ts';

/** A fresh « Nous contacter » request of Marie's, through the member's own form. */
async function nouvelleDemande(actors: Actors, objet = 'Question sur mes remboursements'): Promise<number> {
  const sent = await actors.souscripteur.post(
    '/api/forms/contact/v2/form',
    {
      theme: 'sante',
      sousTheme: 'sante-remboursement',
      objet,
      message: 'Bonjour, où en est mon remboursement ?',
      pieces: [],
    },
    { 'x-numcontrat': '40012345' },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const list = (await actors.gestionnaire.get(`/api/admin/demandes?recherche=${sent.json().numero}`)).json();
  return list.rows[0].id as number;
}

describe(`back office : la file des demandes (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  const detail = async (id: number): Promise<InboxDetail> =>
    (await actors.gestionnaire.get(`/api/admin/demandes/${id}`)).json();
  const auditOf = (id: number) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('target', '=', `demande:${id}`)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('chaque route × chaque rôle : le personnel du client seul ; une demande d’un autre client est introuvable', async () => {
    const id = await nouvelleDemande(actors);
    await expectMatrix(actors, (b) => b.get('/api/admin/demandes'), staffOnly);
    await expectMatrix(actors, (b) => b.get(`/api/admin/demandes/${id}`), staffOnly);
    await expectMatrix(actors, (b) => b.get('/api/admin/demandes/export'), staffOnly);
    for (const action of ['attribuer', 'repondre', 'demander-piece', 'accepter', 'refuser'])
      await expectMatrix(
        actors,
        (b, actor) =>
          actor === 'gestionnaire'
            ? Promise.resolve({ statusCode: 0 } as never)
            : b.post(`/api/admin/demandes/${id}/${action}`, {}),
        { ...staffOnly, gestionnaire: 0 },
      );
    const littoral = await t.database.db
      .selectFrom('demandes as d')
      .innerJoin('clients as c', 'c.id', 'd.client_id')
      .select('d.id')
      .where('c.code', '=', 'littoral')
      .executeTakeFirst();
    if (littoral) {
      expect((await actors.gestionnaire.get(`/api/admin/demandes/${littoral.id}`)).statusCode).toBe(404);
      const attempt = await actors.gestionnaire.post(`/api/admin/demandes/${littoral.id}/attribuer`, {
        version: 1,
        attribuer: true,
      });
      expect(attempt.statusCode).toBe(404);
    }
    // Another client named by a role that does not span clients: refused.
    expect((await actors.gestionnaire.get('/api/admin/demandes?client=littoral')).statusCode).toBe(403);
  });

  it('la file : les plus anciennes d’abord, ancienneté et délai, filtres par statut, type, âge, attribution, recherche', async () => {
    const page = (await actors.gestionnaire.get('/api/admin/demandes?statut=ouvertes&pageSize=100')).json();
    const rows = page.rows as InboxRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => ['recue', 'en_cours', 'en_attente_pieces'].includes(r.statut))).toBe(true);
    expect(rows.map((r) => r.creeLe)).toEqual([...rows.map((r) => r.creeLe)].sort());
    for (const r of rows) {
      const days = Math.floor((Date.now() - new Date(r.creeLe).getTime()) / 86_400_000);
      expect(Math.abs(r.ageJours - days)).toBeLessThanOrEqual(1);
      expect(r.sla).toBe(r.ageJours >= 5 ? 'depasse' : r.ageJours >= 3 ? 'bientot' : 'dans_les_temps');
    }
    const closed = (await actors.gestionnaire.get('/api/admin/demandes?statut=traitee')).json().rows as InboxRow[];
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((r) => r.statut === 'traitee' && r.sla === 'close')).toBe(true);
    const contacts = (await actors.gestionnaire.get('/api/admin/demandes?type=contact%2Fv2')).json().rows as InboxRow[];
    expect(contacts.every((r) => r.type === 'contact/v2' && r.libelleType === 'Nous contacter')).toBe(true);
    const late = (await actors.gestionnaire.get('/api/admin/demandes?age=plus-5j&pageSize=100')).json()
      .rows as InboxRow[];
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((r) => r.ageJours >= 5)).toBe(true);
    const fresh = (await actors.gestionnaire.get('/api/admin/demandes?age=moins-2j&pageSize=100')).json()
      .rows as InboxRow[];
    expect(fresh.every((r) => r.ageJours <= 1)).toBe(true);
    const byMember = (await actors.gestionnaire.get('/api/admin/demandes?recherche=p100001&pageSize=100')).json();
    expect(byMember.total).toBeGreaterThanOrEqual(6);
    expect(byMember.rows.every((r: InboxRow) => r.adherent.numPers === 'P100001')).toBe(true);
    const bad = await actors.gestionnaire.get('/api/admin/demandes?statut=perdue');
    expect(bad.statusCode).toBe(400);
    const csv = await actors.gestionnaire.get('/api/admin/demandes/export?statut=traitee');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Numéro;Type;Objet;Statut;Adhérent;Reçue le;Ancienneté (jours);Délai;Attribuée à');
    expect(lines.length).toBe(closed.length + 1);
  });

  it('répondre avec une pièce jointe, demander un document, l’adhérent l’envoie, accepter : chaque étape prévient l’adhérent et s’inscrit au journal', async () => {
    const id = await nouvelleDemande(actors, 'Justificatif pour ma cure');
    let d = await detail(id);
    expect(d).toMatchObject({ statut: 'recue', attribueA: null, adherent: { numPers: 'P100001' } });
    // What she wrote is in the request's data; the thread starts empty.
    expect(d.donnees).toContainEqual({ libelle: 'Message', valeur: 'Bonjour, où en est mon remboursement ?' });
    expect(d.auteurs).toEqual([]);

    let moved = await actors.gestionnaire.post(`/api/admin/demandes/${id}/attribuer`, {
      version: d.version,
      attribuer: true,
    });
    expect(moved.json(), moved.body).toEqual({ message: inboxMessages.assigned, version: d.version + 1 });
    const mine = (await actors.gestionnaire.get('/api/admin/demandes?attribution=moi')).json().rows as InboxRow[];
    expect(mine.map((r) => r.id)).toContain(id);
    expect(mine.find((r) => r.id === id)!.attribueA).toBe('Hélène Garnier');

    const mailsBefore = (await messagesTo(t.database.db, marie.userName)).length;
    const piece = await uploaded(actors.gestionnaire, 'formulaire-cure.pdf');
    d = await detail(id);
    moved = await actors.gestionnaire.post(`/api/admin/demandes/${id}/repondre`, {
      version: d.version,
      message: 'Voici le formulaire à compléter.',
      pieces: [piece],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    d = await detail(id);
    // A first answer starts the handling; the file joins Marie's documents.
    expect(d.statut).toBe('en_cours');
    expect(d.messages.at(-1)).toMatchObject({
      auteur: 'gestionnaire',
      pieces: [{ nomFichier: 'formulaire-cure.pdf' }],
    });
    expect(d.auteurs.at(-1)).toBe('Hélène Garnier');
    const doc = await t.database.db
      .selectFrom('documents')
      .select('titre')
      .where('demande_id', '=', id)
      .executeTakeFirst();
    expect(doc?.titre).toContain('formulaire-cure.pdf');
    const viewed = await actors.gestionnaire.get(
      `/api/admin/demandes/${id}/pieces/${piece.remoteFileName}/visionneuse`,
    );
    expect([viewed.statusCode, viewed.headers['content-type']]).toEqual([200, 'application/pdf']);

    moved = await actors.gestionnaire.post(`/api/admin/demandes/${id}/demander-piece`, {
      version: d.version,
      message: 'Merci de nous envoyer la prescription médicale de la cure.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await detail(id)).statut).toBe('en_attente_pieces');
    const mails = await messagesTo(t.database.db, marie.userName);
    expect(mails.length).toBe(mailsBefore + 2);
    expect(mails.some((m) => m.body_text?.includes('« En attente de pièces »'))).toBe(true);

    // Marie sends it from her area: the request is « En cours » again.
    const numero = d.numero;
    const prescription = await uploaded(actors.souscripteur, 'prescription.pdf');
    const answered = await actors.souscripteur.post(`/api/demandes/${numero}/messages`, {
      message: 'Voici la prescription.',
      pieces: [prescription],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    d = await detail(id);
    expect(d.statut).toBe('en_cours');
    const row = (
      (await actors.gestionnaire.get(`/api/admin/demandes?recherche=${numero}`)).json().rows as InboxRow[]
    )[0]!;
    expect(row.messageAdherent).toBe(true);

    moved = await actors.gestionnaire.post(`/api/admin/demandes/${id}/accepter`, {
      version: d.version,
      message: 'Votre cure est prise en charge.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await detail(id)).statut).toBe('traitee');
    expect((await messagesTo(t.database.db, marie.userName)).length).toBe(mailsBefore + 3);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'demande.assigner',
      'demande.repondre',
      'demande.demander_piece',
      'demande.accepter',
    ]);
    // Closed: no further answer.
    const late = await actors.gestionnaire.post(`/api/admin/demandes/${id}/repondre`, {
      version: (await detail(id)).version,
      message: 'Encore un mot',
    });
    expect([late.statusCode, late.json().message]).toEqual([409, demandeMessages.closed]);
  });

  it('refuser exige un motif ; une saisie invalide ne change rien', async () => {
    const id = await nouvelleDemande(actors, 'Demande à refuser');
    const d = await detail(id);
    const noReason = await actors.gestionnaire.post(`/api/admin/demandes/${id}/refuser`, {
      version: d.version,
      motif: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ motif: demandeMessages.reasonRequired });
    const empty = await actors.gestionnaire.post(`/api/admin/demandes/${id}/repondre`, {
      version: d.version,
      message: '',
    });
    expect([empty.statusCode, empty.json().errors]).toEqual([400, { message: demandeMessages.replyEmpty }]);
    const notMine = await actors.gestionnaire.post(`/api/admin/demandes/${id}/repondre`, {
      version: d.version,
      message: 'Avec la pièce d’un autre',
      pieces: [await uploaded(actors.souscripteur)],
    });
    expect(notMine.statusCode).toBe(400);
    expect(await detail(id)).toEqual(d);
    expect(await auditOf(id)).toEqual([]);
    const refused = await actors.gestionnaire.post(`/api/admin/demandes/${id}/refuser`, {
      version: d.version,
      motif: 'Cette garantie ne couvre pas la demande.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await detail(id)).toMatchObject({
      statut: 'refusee',
      motifRefus: 'Cette garantie ne couvre pas la demande.',
    });
    expect(await auditOf(id)).toEqual([
      { action: 'demande.refuser', reason: 'Cette garantie ne couvre pas la demande.' },
    ]);
  });

  it('deux gestionnaires sur la même demande : le second enregistrement est refusé, rien n’est écrasé', async () => {
    const id = await nouvelleDemande(actors, 'Deux gestionnaires');
    const colleague = await signedInBrowser(t.app, admin);
    const read = await detail(id);
    const first = await actors.gestionnaire.post(`/api/admin/demandes/${id}/repondre`, {
      version: read.version,
      message: 'Première réponse.',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await colleague.post(`/api/admin/demandes/${id}/refuser`, {
      version: read.version,
      motif: 'Refus fondé sur une version périmée',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      /^Cette demande a été modifiée par admin@example\.com le \d\d\/\d\d\/\d{4} à \d\d:\d\d, après que vous l’avez ouverte\./,
    );
    const after = await detail(id);
    expect(after.statut).toBe('en_cours');
    expect(after.messages.map((m) => m.texte)).toEqual(['Première réponse.']);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['demande.repondre']);

    // Sent at the same moment on the same version: exactly one passes.
    const both = await Promise.all([
      actors.gestionnaire.post(`/api/admin/demandes/${id}/attribuer`, { version: after.version, attribuer: true }),
      colleague.post(`/api/admin/demandes/${id}/demander-piece`, {
        version: after.version,
        message: 'Une pièce, svp.',
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const final = await detail(id);
    const assigned = final.attribueA !== null;
    const asked = final.statut === 'en_attente_pieces';
    expect([assigned, asked]).toEqual(both[0]!.statusCode === 200 ? [true, false] : [false, true]);
  });

  it('l’audit partage la transaction : une action qui échoue après son écriture ne laisse ni changement ni entrée', async () => {
    const id = await nouvelleDemande(actors, 'Transaction');
    const d = await detail(id);
    // The status check fails inside the transaction, after the lock: nothing stays.
    await t.database.db.updateTable('demandes').set({ statut: 'traitee' }).where('id', '=', id).execute();
    const refused = await actors.gestionnaire.post(`/api/admin/demandes/${id}/accepter`, { version: d.version });
    expect(refused.statusCode).toBe(409);
    const row = await t.database.db
      .selectFrom('demandes')
      .select([
        'version',
        sql<number>`(select count(*)::int from demande_messages m where m.demande_id = demandes.id)`.as('n'),
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ version: d.version, n: 0 });
    expect(await auditOf(id)).toEqual([]);
  });
});
