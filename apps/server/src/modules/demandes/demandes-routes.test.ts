import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandeMessages, type DemandeResume } from '@portail/shared/demandes';
import { type Actors, expectMatrix, signInActors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { uploaded } from '../../test/uploads.ts';

describe(`« Mes demandes » : liste, détail, réponse, pièces jointes (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  let demandes: DemandeResume[];
  const byStatut = (statut: string) => demandes.find((d) => d.statut === statut)!;

  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
    actors = await signInActors(t.app);
    demandes = (await actors.souscripteur.get('/api/demandes')).json().demandes;
  });
  afterAll(() => t.close());

  it('la liste : chacun ses propres demandes (matrice des rôles)', async () => {
    const responses = await expectMatrix(actors, (b) => b.get('/api/demandes'), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 200,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    expect(responses.souscripteur.json().demandes).toHaveLength(6);
    expect(responses.beneficiaire.json().demandes).toEqual([]);
    expect(responses.autreAdherent.json().demandes).toEqual([]);
    expect(responses.gestionnaire.json().message).toBe(
      'Cet espace est réservé aux adhérents et à leurs bénéficiaires.',
    );
  });

  it('les plus récentes d’abord, chaque statut, les messages non lus comptés', () => {
    const dates = demandes.map((d) => d.creeLe);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(demandes.map((d) => d.statut))).toEqual(
      new Set(['recue', 'en_cours', 'en_attente_pieces', 'traitee', 'refusee']),
    );
    expect(byStatut('en_attente_pieces').nonLus).toBe(1);
  });

  it('filtre par statut, type et période ; pagine par curseur sans doublon ni oubli', async () => {
    const refused = (await actors.souscripteur.get('/api/demandes?statut=refusee')).json().demandes;
    expect(refused.map((d: DemandeResume) => d.statut)).toEqual(['refusee']);
    const contacts = (await actors.souscripteur.get('/api/demandes?type=contact%2Fv2')).json().demandes;
    expect(contacts.every((d: DemandeResume) => d.type === 'contact/v2')).toBe(true);
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const recent = (await actors.souscripteur.get(`/api/demandes?du=${since}`)).json().demandes;
    expect(recent.length).toBe(demandes.filter((d) => d.creeLe.slice(0, 10) >= since).length);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { demandes: DemandeResume[]; suivant: string | null } = (
        await actors.souscripteur.get(`/api/demandes?limite=2${cursor ? `&apres=${cursor}` : ''}`)
      ).json();
      seen.push(...page.demandes.map((d) => d.numero));
      cursor = page.suivant;
    } while (cursor);
    expect(seen).toEqual(demandes.map((d) => d.numero));
    expect((await actors.souscripteur.get('/api/demandes?apres=nimportequoi')).statusCode).toBe(400);
    expect((await actors.souscripteur.get('/api/demandes?statut=perdue')).statusCode).toBe(400);
  });

  it('le détail : données envoyées, historique, échanges ; lu, le message n’est plus compté', async () => {
    const waiting = byStatut('en_attente_pieces');
    const detail = (await actors.souscripteur.get(`/api/demandes/${waiting.numero}`)).json();
    expect(detail.historique.map((h: { statut: string }) => h.statut)).toEqual([
      'recue',
      'en_cours',
      'en_attente_pieces',
    ]);
    expect(detail.messages[0]).toMatchObject({ auteur: 'gestionnaire', texte: expect.stringContaining('acquittée') });
    expect(detail.donnees).toContainEqual({ libelle: 'Montant payé', valeur: '60,00\u00a0€' });
    expect(detail.peutRepondre).toBe(true);
    const after = (await actors.souscripteur.get('/api/demandes')).json().demandes;
    expect(after.find((d: DemandeResume) => d.numero === waiting.numero).nonLus).toBe(0);
  });

  it('le détail d’une demande de Marie : personne d’autre (404 comme une demande inconnue)', async () => {
    const numero = byStatut('traitee').numero;
    await expectMatrix(actors, (b) => b.get(`/api/demandes/${numero}`), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 404,
      autreAdherent: 404,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    expect((await actors.souscripteur.get('/api/demandes/D99999999')).json().message).toBe(demandeMessages.unknown);
  });

  it('répondre à « en attente de pièces » avec la facture acquittée : la demande repasse « en cours »', async () => {
    const waiting = byStatut('en_attente_pieces');
    const facture = await uploaded(actors.souscripteur, 'facture-acquittee.pdf');
    const answered = await actors.souscripteur.post(`/api/demandes/${waiting.numero}/messages`, {
      message: 'Voici la facture acquittée.',
      pieces: [facture],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().statut).toBe('en_cours');
    expect(answered.json().historique.at(-1)).toMatchObject({ statut: 'en_cours' });
    expect(answered.json().messages.at(-1)).toMatchObject({
      auteur: 'adherent',
      pieces: [expect.objectContaining({ nomFichier: 'facture-acquittee.pdf' })],
    });
    const feed = await t.database.db
      .selectFrom('changements')
      .select(['type', 'demande_numero'])
      .where('demande_numero', '=', waiting.numero)
      .orderBy('id')
      .execute();
    expect(feed.map((c) => c.type)).toEqual(['demande.message', 'demande.statut']);
  });

  it('répondre : pas à une demande close, pas vide, pas à celle d’un autre, jamais sans jeton CSRF', async () => {
    const closed = await actors.souscripteur.post(`/api/demandes/${byStatut('traitee').numero}/messages`, {
      message: 'Merci',
    });
    expect(closed.json()).toMatchObject({ code: 'DEMANDE_CLOSE', message: demandeMessages.closed });
    const open = byStatut('recue').numero;
    const empty = await actors.souscripteur.post(`/api/demandes/${open}/messages`, { message: '  ' });
    expect(empty.json().errors.message).toBe(demandeMessages.replyEmpty);
    await expectMatrix(actors, (b) => b.post(`/api/demandes/${open}/messages`, { message: 'Une précision' }), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 404,
      autreAdherent: 404,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    const noCsrf = await actors.souscripteur.request('POST', `/api/demandes/${open}/messages`, {
      body: { message: 'x' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('les pièces jointes : téléchargées par leur propriétaire seulement, affichables dans la visionneuse', async () => {
    const refused = (await actors.souscripteur.get(`/api/demandes/${byStatut('refusee').numero}`)).json();
    const piece = refused.pieces[0];
    const url = `/api/demandes/${refused.numero}/pieces/${piece.remoteFileName}`;
    const responses = await expectMatrix(actors, (b) => b.get(`${url}/export`), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 404,
      autreAdherent: 404,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    const download = responses.souscripteur;
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="facture-opticien.pdf"');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const viewer = await actors.souscripteur.get(`${url}/visionneuse`);
    expect(viewer.headers['content-disposition']).toMatch(/^inline;/);
    expect(viewer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(viewer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
