import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarteTPResponse, VerificationResponse } from '@portail/shared/contrat/editions-api';
import { type Actors, expectMatrix, signInActors } from '../../test/roles-matrix.ts';
import { decodeCode, readPdf, squash } from '../../test/read-pdf.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

const contrat = { 'x-numcontrat': '40012345' };
const today = () => new Date().toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });

/** The verification code printed in a document's footer. */
function codeIn(text: string): string {
  const code = /Code de vérification : ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(squash(text))?.[1];
  if (!code) throw new Error('code de vérification absent');
  return code;
}

describe(`carte de tiers payant, attestation, situation contractuelle et vérification (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('la carte à l’écran : numéros inter-AMC, période, famille, domaines en tiers payant, code 2D', async () => {
    const carte: CarteTPResponse = (await actors.souscripteur.get('/api/v2/adherent/cartetp', contrat)).json();
    const year = new Date().getFullYear();
    expect(carte.carte).toMatchObject({
      numeroAmc: '123456789',
      typeConvention: 'SP',
      critereRoutage: 'SP 38',
      numeroAdherent: 'P100001',
      debut: `${year}-01-01`,
      fin: `${year}-12-31`,
    });
    expect(carte.beneficiaires.map((b) => b.prenom)).toEqual(['Marie', 'Thomas', 'Lucas']);
    expect(carte.domaines).toContainEqual({ code: 'PHAR', libelle: 'Pharmacie', niveau: '100 % BR' });
    expect(carte.domaines).toContainEqual({ code: 'HOSP', libelle: 'Hospitalisation', niveau: 'Sur PEC' });
    expect(carte.code2d.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    // The documented format (docs/carte-tiers-payant-2d.md): NOM/PRÉNOM/date, and the « R » of a contrat responsable.
    expect(carte.code2d.donnees).toContain(
      '|RESP:O|BEN:DUPONT/MARIE/19780514,DUPONT/THOMAS/19760209,DUPONT/LUCAS/20060903|',
    );
  });

  it('matrice des rôles de la carte ; un bénéficiaire n’y voit que lui ; un contrat suspendu n’en a pas', async () => {
    const responses = await expectMatrix(actors, (b) => b.get('/api/v2/adherent/cartetp', contrat), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 403,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    expect(responses.beneficiaire.json().beneficiaires).toEqual([
      { prenom: 'Lucas', nom: 'Dupont', dateNaissance: '2006-09-03' },
    ]);
    const suspendu = await actors.souscripteur.get('/api/v2/adherent/cartetp', { 'x-numcontrat': '40012346' });
    expect(suspendu.statusCode).toBe(409);
    expect(suspendu.json().message).toBe('Ce document n’est délivré que pour un contrat en vigueur (état « Valide »).');
  });

  it('l’attestation en PDF : nom de fichier, texte, bénéficiaires et code de vérification relus', async () => {
    const response = await actors.souscripteur.get('/api/v2/adherent/attestation/print', contrat);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect(response.headers['content-disposition']).toContain(`attestation-40012345-${day}.pdf`);
    const read = await readPdf(response.rawPayload);
    const text = squash(read.text);
    expect(text).toContain('Mutuelle Démo atteste que Mme Marie DUPONT est adhérent(e) du contrat');
    expect(text).toContain('Thomas DUPONT Conjoint 09/02/1976');
    expect(text).toContain(`Édité le ${today()}`);
    expect(text).toContain('SIREN 000 000 000');
    expect(text).not.toContain('2780544109023');
    const code = codeIn(read.text);
    const footer = { x: 30, y: 841.89 - 150, width: 110, height: 150 };
    expect(await decodeCode(read, 1, 'qrcode', [footer])).toBe(`http://localhost:8080/#/verification/${code}`);
    const verified: VerificationResponse = (await actors.anonyme.get(`/api/verify/${code}`)).json();
    expect(verified).toMatchObject({
      authentique: true,
      statut: 'valide',
      type: 'Attestation',
      organisme: 'Mutuelle Démo',
      emisLe: today(),
      titulaire: 'Marie D.',
    });
    expect(verified.message).toMatch(/^Document authentique : Attestation d’adhésion émise le/);
    // Anyone holding the code reads this answer: what the page shows, nothing more — above all not
    // the contract number, one of the facts that lets a person claim an account (decision 035).
    expect(Object.keys(verified).sort()).toEqual([
      'authentique',
      'emisLe',
      'libelleType',
      'message',
      'organisme',
      'statut',
      'titulaire',
      'type',
      'valableJusquau',
    ]);
    expect(JSON.stringify(verified)).not.toContain('40012345');
  });

  it('la carte en PDF et la situation contractuelle portent chacune leur code, vérifiable', async () => {
    for (const [route, title] of [
      ['cartetp', 'Carte de tiers payant'],
      ['situation-contractuelle', 'Situation contractuelle'],
    ] as const) {
      const response = await actors.souscripteur.get(`/api/v2/adherent/${route}/print`, contrat);
      expect(response.statusCode, route).toBe(200);
      const read = await readPdf(response.rawPayload);
      expect(read.info.Title).toBe(title);
      const verified = (await actors.anonyme.get(`/api/verify/${codeIn(read.text)}`)).json();
      expect(verified.libelleType).toBe(title);
    }
    const situation = await readPdf(
      (await actors.souscripteur.get('/api/v2/adherent/situation-contractuelle/print', { 'x-numcontrat': '40012346' }))
        .rawPayload,
    );
    const text = squash(situation.text);
    expect(text).toContain('État Suspendu');
    expect(text).toContain('Renforts souscrits Renfort Optique');
    expect(text).toContain('Des cotisations restent dues sur ce contrat.');
  });

  it('un bénéficiaire obtient une attestation à son nom, où il figure seul', async () => {
    const read = await readPdf(
      (await actors.beneficiaire.get('/api/v2/adherent/attestation/print', contrat)).rawPayload,
    );
    const text = squash(read.text);
    expect(text).toContain('atteste que M. Lucas DUPONT');
    expect(text).not.toContain('Thomas');
    expect((await actors.anonyme.get(`/api/verify/${codeIn(read.text)}`)).json().titulaire).toBe('Lucas D.');
  });

  it('matrice des rôles des PDF ; pas d’attestation pour un contrat suspendu', async () => {
    await expectMatrix(actors, (b) => b.get('/api/v2/adherent/situation-contractuelle/print', contrat), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 403,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    const refused = await actors.souscripteur.get('/api/v2/adherent/attestation/print', { 'x-numcontrat': '40012346' });
    expect(refused.statusCode).toBe(409);
  });

  it('vérification : code mal formé, altéré, inconnu, ou d’un autre client — une réponse claire, rien de plus', async () => {
    const read = await readPdf((await actors.souscripteur.get('/api/v2/adherent/cartetp/print', contrat)).rawPayload);
    const code = codeIn(read.text);
    const altered = code.slice(0, 3) + (code[3] === '7' ? '8' : '7') + code.slice(4);
    const cases: [string, number, string][] = [
      ['123', 400, 'CODE_MAL_FORME'],
      ['%3Cscript%3E', 400, 'CODE_MAL_FORME'],
      [altered, 400, 'CODE_ALTERE'],
      ['0000-0000-0000', 404, 'CODE_INCONNU'],
    ];
    for (const [candidate, status, errorCode] of cases) {
      const response = await actors.anonyme.get(`/api/verify/${candidate}`);
      expect(response.statusCode, candidate).toBe(status);
      expect(response.json().code).toBe(errorCode);
      expect(response.body).not.toContain('40012345');
    }
    expect((await actors.anonyme.get(`/api/verify/${code.toLowerCase().replaceAll('-', '')}`)).statusCode).toBe(200);
    const otherClient = new Browser(t.app, 'littoral.localhost');
    expect((await otherClient.get(`/api/verify/${code}`)).statusCode).toBe(404);
  });

  it('un document d’un contrat résilié depuis ne vaut plus', async () => {
    const read = await readPdf(
      (await actors.souscripteur.get('/api/v2/adherent/attestation/print', contrat)).rawPayload,
    );
    const code = codeIn(read.text);
    await t.database.db
      .updateTable('contrats')
      .set({ etat: 'resilie', date_resiliation: '2026-01-31' })
      .where('numero_contrat_individuel', '=', '40012345')
      .execute();
    try {
      const verified = (await actors.anonyme.get(`/api/verify/${code}`)).json();
      expect(verified.statut).toBe('contratClos');
      expect(verified.message).toMatch(/le contrat n’est plus en vigueur/);
    } finally {
      await t.database.db
        .updateTable('contrats')
        .set({ etat: 'valide', date_resiliation: null })
        .where('numero_contrat_individuel', '=', '40012345')
        .execute();
    }
  });
});
