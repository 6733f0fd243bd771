import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMaskedIban } from '@portail/shared/bank-masking';
import type { ContratDetail } from '@portail/shared/contrat/contrat-detail';
import { isMaskedNir } from '@portail/shared/nir-masking';
import { type Actors, expectMatrix, signInActors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

const contrat = { 'x-numcontrat': '40012345' };

describe(`« Mes contrats » : le contrat, ses assurés (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('matrice des rôles : le souscripteur et le bénéficiaire lisent le contrat, personne d’autre', async () => {
    await expectMatrix(actors, (b) => b.get('/api/v2/adherent/contrat', contrat), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 403,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
  });

  it('le souscripteur voit l’offre, l’état, les dates, le compte masqué et chaque assuré, NIR masqué', async () => {
    const detail: ContratDetail = (await actors.souscripteur.get('/api/v2/adherent/contrat', contrat)).json();
    expect(detail).toMatchObject({
      nomOffre: 'Santé Essentielle',
      codeOffre: 'SANTE_ESSENTIELLE',
      libelleEtat: 'Valide',
      dateEffet: '2019-01-01',
      dateResiliation: null,
      isSouscripteur: true,
      renforts: [{ code: 'MEDECINES_DOUCES_PLUS', libelle: 'Médecines douces +' }],
      souscripteur: { prenom: 'Marie', nom: 'Dupont', estMoi: true },
      editions: { attestation: true, carteTP: true, situationContractuelle: true },
    });
    expect(isMaskedIban(detail.modalitePaiementPrestation.rib!)).toBe(true);
    expect(detail.modalitePaiementPrestation.rib).toMatch(/7862$/);
    expect(detail.assures.map((a) => [a.prenom, a.libelleLien])).toEqual([
      ['Marie', 'Souscripteur'],
      ['Thomas', 'Conjoint'],
      ['Lucas', 'Enfant'],
    ]);
    for (const assure of detail.assures) expect(isMaskedNir(assure.nirMasque!)).toBe(true);
    expect(detail.assures[0]!.nirMasque).toBe('2 78 05 ** *** *** 19');
    const thomas = detail.assures[1]!;
    expect(thomas).toMatchObject({ teletransmission: false, motifRefusTeletransmission: 'AUTRE_ORGANISME' });
    expect(thomas.libelleMotifRefus).toBe(
      'Un autre organisme complémentaire est déjà relié à votre caisse d’assurance maladie.',
    );
    expect(JSON.stringify(detail)).not.toContain('2780544109023');
  });

  it('un bénéficiaire voit le contrat et lui seul, jamais les autres bénéficiaires', async () => {
    const response = await actors.beneficiaire.get('/api/v2/adherent/contrat', contrat);
    const detail: ContratDetail = response.json();
    expect(detail.isSouscripteur).toBe(false);
    expect(detail.souscripteur).toEqual({
      codeCivilite: 'MME',
      civilite: 'Mme',
      prenom: 'Marie',
      nom: 'Dupont',
      estMoi: false,
    });
    expect(detail.assures.map((a) => a.prenom)).toEqual(['Lucas']);
    expect(response.body).not.toContain('Thomas');
    expect(response.body).not.toContain('1978-05-14');
  });

  it('sans contrat choisi : une réponse claire ; un numéro forgé : 403 sans rien dire de plus', async () => {
    const none = await actors.souscripteur.get('/api/v2/adherent/contrat');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choisissez d’abord un contrat.');
    for (const forged of ['40034567', '99999999', "4001' or 1=1", '40012345\u0000']) {
      const response = await actors.souscripteur.get('/api/v2/adherent/contrat', { 'x-numcontrat': forged });
      expect(response.statusCode, forged).toBe(403);
      expect(response.body).not.toContain('Bernard');
    }
  });

  it('un contrat suspendu en précontentieux : état, alerte, pas d’attestation ni de carte', async () => {
    const detail: ContratDetail = (
      await actors.souscripteur.get('/api/v2/adherent/contrat', { 'x-numcontrat': '40012346' })
    ).json();
    expect(detail).toMatchObject({
      libelleEtat: 'Suspendu',
      IsPrecontentieux: true,
      modalitePaiementPrestation: { rib: null, isMissing: true },
      renforts: [{ code: 'RENFORT_OPTIQUE', libelle: 'Renfort Optique' }],
      editions: { attestation: false, carteTP: false, situationContractuelle: true },
    });
  });
});
