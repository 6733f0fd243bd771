import { describe, expect, it } from 'vitest';
import { acteDuReferentiel } from '../garanties/referentiel-actes.ts';
import { estimationMessages as m, estimationRequestSchema, estimationRequestSchemaPour } from './estimation-schema.ts';

const actes = ['CONSULT_GENERALISTE', 'IMAGERIE'].map((code) => ({ ...acteDuReferentiel(code), prestations: [] }));
const schema = estimationRequestSchemaPour(actes);
const erreurs = (demande: unknown) => schema.safeParse(demande).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('demande d’estimation', () => {
  it('accepte des euros écrits à la française et les rend en centimes', () => {
    expect(estimationRequestSchema.parse({ acteCode: 'CONSULT_GENERALISTE', fraisReels: '1 234,5 €' }).fraisReels).toBe(
      123450,
    );
    expect(schema.parse({ acteCode: 'CONSULT_GENERALISTE', fraisReels: 30, nombre: 1 })).toEqual({
      acteCode: 'CONSULT_GENERALISTE',
      fraisReels: 3000,
      nombre: 1,
    });
  });
  it('refuse un acte inconnu de l’offre', () => {
    expect(erreurs({ acteCode: 'OSTEOPATHIE', fraisReels: 60 })).toEqual([['acteCode', m.acteInconnu]]);
    expect(erreurs({ fraisReels: 60 })).toEqual([['acteCode', m.acteObligatoire]]);
  });
  it('refuse des frais nuls, négatifs, illisibles, à 3 décimales ou au-delà de 100 000 €', () => {
    const frais = (fraisReels: unknown) => erreurs({ acteCode: 'CONSULT_GENERALISTE', fraisReels });
    expect(frais(0)).toEqual([['fraisReels', m.fraisNuls]]);
    expect(frais('-30')).toEqual([['fraisReels', m.fraisNuls]]);
    expect(frais('trente')).toEqual([['fraisReels', m.montantInvalide]]);
    expect(frais('30,125')).toEqual([['fraisReels', m.montantDecimales]]);
    expect(frais(100_000.01)).toEqual([['fraisReels', m.montantAbsurde]]);
    expect(frais(true)).toEqual([['fraisReels', m.montantInvalide]]);
    expect(frais(100_000)).toBeUndefined();
  });
  it('des frais ou une base vides sont obligatoires, pas « doivent être un nombre » (issue 25)', () => {
    expect(erreurs({ acteCode: 'CONSULT_GENERALISTE', fraisReels: '' })).toEqual([
      ['fraisReels', 'Le prix payé est obligatoire.'],
    ]);
    expect(erreurs({ acteCode: 'CONSULT_GENERALISTE' })).toEqual([['fraisReels', m.fraisObligatoires]]);
    expect(erreurs({ acteCode: 'IMAGERIE', fraisReels: 80, baseRemboursement: ' ' })).toEqual([
      ['baseRemboursement', m.baseObligatoire],
    ]);
  });
  it('demande la base du devis pour un acte qui en a besoin, jamais au-dessus des frais', () => {
    expect(erreurs({ acteCode: 'IMAGERIE', fraisReels: 80 })).toEqual([['baseRemboursement', m.baseObligatoire]]);
    expect(erreurs({ acteCode: 'IMAGERIE', fraisReels: 80, baseRemboursement: 90 })).toEqual([
      ['baseRemboursement', m.baseSuperieure],
    ]);
    expect(erreurs({ acteCode: 'IMAGERIE', fraisReels: 80, baseRemboursement: '69,93' })).toBeUndefined();
  });
  it('nombre, âge et monture bornés', () => {
    const base = { acteCode: 'CONSULT_GENERALISTE', fraisReels: 30 };
    expect(erreurs({ ...base, nombre: 0 })).toEqual([['nombre', m.nombre]]);
    expect(erreurs({ ...base, nombre: 1.5 })).toEqual([['nombre', m.nombre]]);
    expect(erreurs({ ...base, ageBeneficiaire: 131 })).toEqual([['ageBeneficiaire', m.age]]);
    expect(erreurs({ ...base, fraisMonture: 31 })).toEqual([['fraisMonture', m.montureSuperieure]]);
    expect(erreurs({ ...base, dateSoins: '2025-02-30' })?.[0]?.[0]).toBe('dateSoins');
  });
});
