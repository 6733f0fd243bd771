import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, type DocumentItem } from '@portail/shared/documents';
import { type Actors, expectMatrix, signInActors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

describe(`« Mes documents » : courriers et GED (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  const list = async (route: string, query = '') =>
    (await actors.souscripteur.get(`/api/${route}${query}`)).json() as {
      documents: DocumentItem[];
      suivant: string | null;
    };

  it('chacun ses documents (matrice des rôles), pour les deux sources', async () => {
    for (const route of ['adherent/courriers', 'cgdm-svc/ged']) {
      const responses = await expectMatrix(actors, (b) => b.get(`/api/${route}`), {
        anonyme: 401,
        souscripteur: 200,
        beneficiaire: 200,
        autreAdherent: 200,
        gestionnaire: 403,
        gestionnaireAutreClient: 401,
      });
      expect(responses.souscripteur.json().documents.length).toBeGreaterThan(3);
      expect(responses.beneficiaire.json().documents).toEqual([]);
      expect(responses.autreAdherent.json().documents).toEqual([]);
    }
  });

  it('les plus récents d’abord, par catégorie avec son libellé, non lus marqués', async () => {
    const { documents } = await list('cgdm-svc/ged');
    const dates = documents.map((d) => d.dateDocument);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(documents.some((d) => d.nonLu)).toBe(true);
    const releves = (await list('cgdm-svc/ged', '?categorie=releves')).documents;
    expect(releves.length).toBeGreaterThan(0);
    expect(releves.every((d) => d.libelleCategorie === 'Relevés de remboursements')).toBe(true);
  });

  it('cherche dans les titres sans tenir compte des accents ni des majuscules', async () => {
    const found = (await list('cgdm-svc/ged', '?recherche=ECHEANCIER')).documents;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.titre.startsWith('Échéancier'))).toBe(true);
    expect((await list('cgdm-svc/ged', '?recherche=%25')).documents).toEqual([]);
  });

  it('pagine par curseur sans doublon ni oubli ; un curseur forgé est refusé', async () => {
    const all = (await list('cgdm-svc/ged')).documents.map((d) => d.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { documents: DocumentItem[]; suivant: string | null } = await list(
        'cgdm-svc/ged',
        `?limite=3${cursor ? `&apres=${cursor}` : ''}`,
      );
      seen.push(...page.documents.map((d) => d.id));
      cursor = page.suivant;
    } while (cursor);
    expect(seen).toEqual(all);
    const forged = await actors.souscripteur.get('/api/cgdm-svc/ged?apres=abc');
    expect(forged.json()).toMatchObject({ code: 'CURSEUR', message: documentMessages.cursor });
  });

  it('télécharger (export) le marque lu ; la visionneuse l’affiche dans le portail seulement ; personne d’autre', async () => {
    const unread = (await list('cgdm-svc/ged')).documents.find((d) => d.nonLu)!;
    const url = `/api/cgdm-svc/ged/${unread.id}/export`;
    const responses = await expectMatrix(actors, (b) => b.get(url), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 404,
      autreAdherent: 404,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    const file = responses.souscripteur;
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await list('cgdm-svc/ged')).documents.find((d) => d.id === unread.id)!.nonLu).toBe(false);
    const viewer = await actors.souscripteur.get(`/api/cgdm-svc/ged/${unread.id}/visionneuse`);
    expect(viewer.headers['content-disposition']).toMatch(/^inline;/);
    expect(viewer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('un document d’une autre source ou inconnu : 404 en français', async () => {
    const courrier = (await list('adherent/courriers')).documents[0]!;
    const wrongSource = await actors.souscripteur.get(`/api/cgdm-svc/ged/${courrier.id}/export`);
    expect(wrongSource.json()).toMatchObject({ code: 'DOCUMENT_INCONNU', message: documentMessages.unknown });
    expect((await actors.souscripteur.get('/api/cgdm-svc/ged/pas-un-uuid/export')).statusCode).toBe(400);
  });
});
