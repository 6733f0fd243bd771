import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDocument, sensitiveDocuments } from '../../db/sensitive-fields.ts';
import { type Actors, expectMatrix, signInActors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { uploaded } from '../../test/uploads.ts';

const contrat = { 'x-numcontrat': '40012345' };
const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

describe(`demandes sur le contrat : carte, bénéficiaires, garanties — souscripteur seulement (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  const inscription = async (browser = actors.souscripteur) => ({
    civilite: 'MME',
    nom: 'Dupont',
    prenom: 'Léa',
    dateNaissance: inDays(-30),
    lien: 'enfant',
    nir: '2260744109123',
    cleNir: '74',
    dateEffet: inDays(1),
    pieces: [await uploaded(browser, 'livret-de-famille.pdf')],
  });
  const radiation = { beneficiaire: 'P100002', dateEffet: inDays(30), motif: 'autreCouverture' };
  const carte = { motif: 'perte' };
  const garanties = { changement: 'renfort', renfort: 'RENFORT_OPTIQUE', dateEffet: inDays(40) };

  it('la clé du NIR de l’exemple est la bonne', async () => {
    const { nirKey } = await import('@portail/shared/validators');
    expect(nirKey('2260744109123')).toBe('74');
  });

  it('matrice des rôles : le souscripteur seul envoie ces demandes, un bénéficiaire reçoit 403', async () => {
    for (const [type, body] of [
      ['cartetp', carte],
      ['radiation-assures', radiation],
      ['garanties', garanties],
    ] as const) {
      const responses = await expectMatrix(actors, (b) => b.post(`/api/forms/${type}/form`, body, contrat), {
        anonyme: 401,
        souscripteur: 200,
        beneficiaire: 403,
        autreAdherent: 403,
        gestionnaire: 403,
        gestionnaireAutreClient: 401,
      });
      expect(responses.beneficiaire.json().message, type).toBe(
        'Seul le souscripteur du contrat peut faire cette demande.',
      );
    }
    const lucas = await actors.beneficiaire.post(
      '/api/forms/inscriptionbeneficiaire/form',
      await inscription(actors.beneficiaire),
      contrat,
    );
    expect(lucas.statusCode).toBe(403);
  });

  it('ajouter un bénéficiaire : la demande, son résumé au NIR masqué, le flux des changements complet', async () => {
    const response = await actors.souscripteur.post(
      '/api/forms/inscriptionbeneficiaire/form',
      await inscription(),
      contrat,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { numero } = response.json();
    const detail = (await actors.souscripteur.get(`/api/demandes/${numero}`)).json();
    expect(detail.objet).toBe('Ajout de Léa Dupont (enfant)');
    expect(detail.donnees).toContainEqual({ libelle: 'N° de sécurité sociale', valeur: '2 26 07 ** *** *** 74' });
    expect(JSON.stringify(detail)).not.toContain('2260744109123');
    const change = await t.database.db
      .selectFrom('changements')
      .select(['type', 'donnees'])
      .where('demande_numero', '=', numero)
      .executeTakeFirstOrThrow();
    expect(change.type).toBe('demande.creee');
    // Stored sealed (decision 048), read whole by the change feed.
    expect(JSON.stringify(change.donnees)).not.toContain('2260744109123');
    const opened = openDocument(sensitiveDocuments.changementDonnees, change.donnees);
    expect((opened as { valeurs: { nir: string } }).valeurs.nir).toBe('2260744109123');
  });

  it('refuse un NIR à la clé fausse, une naissance future, l’absence du livret de famille', async () => {
    const body = await inscription();
    const send = (changes: Record<string, unknown>) =>
      actors.souscripteur.post('/api/forms/inscriptionbeneficiaire/form', { ...body, ...changes }, contrat);
    const wrongKey = await send({ cleNir: '36' });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().errors).toEqual({ cleNir: 'La clé du numéro de sécurité sociale est incorrecte' });
    expect((await send({ dateNaissance: inDays(3), pieces: [] })).json().errors).toEqual({
      dateNaissance: 'La date ne peut pas être postérieure à aujourd’hui.',
      pieces: 'Merci de joindre le document demandé.',
    });
    expect((await send({ nir: '1234' })).json().errors).toEqual({
      nir: 'Le format du numéro de sécurité sociale (sans clé) est incorrect',
    });
  });

  it('radier : jamais le souscripteur lui-même, jamais une personne hors du contrat', async () => {
    const holder = await actors.souscripteur.post(
      '/api/forms/radiation-assures/form',
      { ...radiation, beneficiaire: 'P100001' },
      contrat,
    );
    expect(holder.statusCode).toBe(400);
    expect(holder.json().errors.beneficiaire).toMatch(/^Le souscripteur ne peut pas être radié/);
    const stranger = await actors.souscripteur.post(
      '/api/forms/radiation-assures/form',
      { ...radiation, beneficiaire: 'P100006' },
      contrat,
    );
    expect(stranger.json().errors.beneficiaire).toBe('Cette personne n’est pas couverte par ce contrat.');
  });

  it('changer de garanties : formule ou renfort de l’offre, pas celui déjà souscrit', async () => {
    const send = (body: Record<string, unknown>) =>
      actors.souscripteur.post('/api/forms/garanties/form', body, contrat);
    const niveau = await send({ changement: 'niveau', offre: 'SANTE_CONFORT', dateEffet: inDays(40) });
    expect(niveau.statusCode, niveau.body).toBe(200);
    const detail = (await actors.souscripteur.get(`/api/demandes/${niveau.json().numero}`)).json();
    expect(detail.objet).toBe(`Passage à la formule Santé Confort au ${inDays(40)}`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ changement: 'niveau', offre: 'SANTE_ESSENTIELLE' }, 'offre', 'C’est déjà la formule de votre contrat.'],
      [
        { changement: 'niveau', offre: 'SANTE_PLATINE' },
        'offre',
        'Cette formule n’existe pas : choisissez-en une dans la liste.',
      ],
      [
        { changement: 'renfort', renfort: 'MEDECINES_DOUCES_PLUS' },
        'renfort',
        'Ce renfort est déjà souscrit sur votre contrat.',
      ],
      [
        { changement: 'renfort', renfort: 'RENFORT_DENTAIRE' },
        'renfort',
        'Ce renfort n’est pas proposé avec votre formule.',
      ],
      [{ changement: 'renfort' }, 'renfort', 'Choisissez le renfort.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await send({ ...body, dateEffet: inDays(40) });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
  });

  it('la carte par courrier ne se demande que sur un contrat santé', async () => {
    const response = await actors.souscripteur.post('/api/forms/cartetp/form', carte, { 'x-numcontrat': '40009871' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Ce formulaire ne concerne pas ce type de contrat.');
  });
});
