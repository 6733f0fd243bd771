import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listerActes } from '@portail/shared/garanties/arbre-offre';
import type { EstimationResponse, GarantiesResponse } from '@portail/shared/contrat/garanties-api';
import { type Actors, expectMatrix, signInActors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

const contrat = { 'x-numcontrat': '40012345' };

describe(`« Mes garanties » et « Estimer un remboursement » (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());
  const estimer = (body: unknown, headers = contrat) =>
    actors.souscripteur.post('/api/v2/adherent/garanties/estimation', body, headers);

  it('matrice des rôles du tableau de garanties', async () => {
    await expectMatrix(actors, (b) => b.get('/api/v2/adherent/garanties', contrat), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 403,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
  });

  it('l’arbre de l’offre du contrat, renfort souscrit appliqué et signalé, convention dite une fois', async () => {
    const garanties: GarantiesResponse = (await actors.souscripteur.get('/api/v2/adherent/garanties', contrat)).json();
    expect(garanties.offre.libelle).toBe('Santé Essentielle');
    expect(garanties.convention).toContain('remboursement Sécurité sociale inclus');
    expect(garanties.offre.domaines.map((d) => d.libelle)).toEqual(
      expect.arrayContaining(['Hospitalisation', 'Soins courants', 'Optique', 'Dentaire', 'Aides auditives']),
    );
    expect(garanties.renforts).toEqual([
      expect.objectContaining({ code: 'RENFORT_OPTIQUE', souscrit: false }),
      expect.objectContaining({ code: 'MEDECINES_DOUCES_PLUS', souscrit: true }),
    ]);
    // Médecines douces + : ostéopathie covered although the base offer does not cover it.
    const osteo = listerActes(garanties.offre).find((a) => a.acte.code === 'OSTEOPATHIE')!;
    expect(osteo.acte.prestations[0]?.type).not.toBe('nonCouvert');
    expect(garanties.actesRenforces).toContain('OSTEOPATHIE');
    expect(garanties.autresOffres.map((o) => o.libelle)).toEqual(['Santé Confort', 'Santé Intégrale']);
  });

  it('un contrat de prévoyance n’a pas de tableau de garanties santé : réponse en français', async () => {
    const response = await actors.souscripteur.get('/api/v2/adherent/garanties', { 'x-numcontrat': '40009871' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/n’est pas un contrat santé/);
  });

  it('estime une consultation de généraliste à 30 € : 19 € Sécu, 2 € de participation, 9 € mutuelle', async () => {
    const response = await estimer({
      acteCode: 'CONSULT_GENERALISTE',
      fraisReels: '30',
      ageBeneficiaire: 48,
      dateSoins: '2026-03-02',
    });
    expect(response.statusCode, response.body).toBe(200);
    const estimation: EstimationResponse = response.json();
    expect(estimation).toMatchObject({
      acte: { libelle: 'Consultation de médecin généraliste', chemin: ['Soins courants', 'Honoraires médicaux'] },
      fraisReels: 3000,
      baseRemboursement: 3000,
      montantSecu: 1900,
      participationForfaitaire: 200,
      montantMutuelle: 900,
      resteACharge: 0,
      totalACharge: 200,
    });
    expect(estimation.explications.map((e) => e.motif)).toEqual(['participationForfaitaire']);
  });

  it('estime une séance d’ostéopathie avec le renfort « Médecines douces + » du contrat', async () => {
    const estimation: EstimationResponse = (await estimer({ acteCode: 'OSTEOPATHIE', fraisReels: '60,00' })).json();
    expect(estimation.montantSecu).toBe(0);
    expect(estimation.montantMutuelle).toBeGreaterThan(0);
    expect(estimation.fraisReels).toBe(estimation.montantSecu + estimation.montantMutuelle + estimation.totalACharge);
  });

  it('mauvaises saisies : acte inconnu, frais négatifs, nuls ou absurdes, base du devis manquante', async () => {
    const cases: [unknown, string, string][] = [
      [
        { acteCode: 'ACTE_INVENTE', fraisReels: '30' },
        'acteCode',
        'Acte inconnu : choisissez un acte de votre garantie.',
      ],
      [
        { acteCode: 'CONSULT_GENERALISTE', fraisReels: '-5' },
        'fraisReels',
        'Le montant des frais doit être supérieur à 0 €.',
      ],
      [
        { acteCode: 'CONSULT_GENERALISTE', fraisReels: '0' },
        'fraisReels',
        'Le montant des frais doit être supérieur à 0 €.',
      ],
      [{ acteCode: 'CONSULT_GENERALISTE', fraisReels: '' }, 'fraisReels', 'Le prix payé est obligatoire.'],
      [
        { acteCode: 'CONSULT_GENERALISTE', fraisReels: '1e9' },
        'fraisReels',
        'Le montant doit être un nombre, par exemple 45,50.',
      ],
      [
        { acteCode: 'CONSULT_GENERALISTE', fraisReels: '250000' },
        'fraisReels',
        'Le montant ne peut pas dépasser 100 000 €.',
      ],
      [
        { acteCode: 'HOSPI_HONORAIRES', fraisReels: '500' },
        'baseRemboursement',
        'Indiquez la base de remboursement figurant sur votre devis.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await estimer(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('l’estimation suit la matrice des rôles et refuse un contrat forgé', async () => {
    const body = { acteCode: 'CONSULT_GENERALISTE', fraisReels: '30' };
    await expectMatrix(actors, (b) => b.post('/api/v2/adherent/garanties/estimation', body, contrat), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 403,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    expect((await estimer(body, { 'x-numcontrat': '40034567' })).statusCode).toBe(403);
  });
});
