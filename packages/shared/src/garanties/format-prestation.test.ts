import { describe, expect, it } from 'vitest';
import { conventionNiveaux, formatConditionAge, formatPrestation } from './format-prestation.ts';

/** Brochure text with its non-breaking spaces made plain, to read the expectations. */
const lisible = (texte: string) => texte.replace(/[\u00a0\u202f]/g, ' ');
const format = (p: Parameters<typeof formatPrestation>[0]) => lisible(formatPrestation(p));

describe('niveaux écrits comme dans les brochures', () => {
  it('pourcentage de la base de remboursement, espace insécable avant %', () => {
    expect(formatPrestation({ type: 'pourcentageBR', taux: 200 })).toBe('200\u00a0% BR');
    expect(format({ type: 'pourcentageBR', taux: 62.5 })).toBe('62,5 % BR');
  });
  it('OPTAM et non OPTAM côte à côte', () => {
    expect(format({ type: 'optam', optam: 200, nonOptam: 180 })).toBe('OPTAM : 200 % BR — non OPTAM : 180 % BR');
  });
  it('forfaits par an, par séance avec un nombre de séances, par jour, par équipement tous les 2 ans', () => {
    expect(format({ type: 'forfait', montant: 15000, unite: 'an' })).toBe('150 € par an');
    expect(format({ type: 'forfait', montant: 6000, unite: 'seance', maxParAn: 4 })).toBe(
      '60 € par séance, 4 séances par an',
    );
    expect(format({ type: 'forfait', montant: 4000, unite: 'seance', maxParAn: 1 })).toBe(
      '40 € par séance, 1 séance par an',
    );
    expect(format({ type: 'forfait', montant: 6500, unite: 'jour' })).toBe('65 € par jour');
    expect(format({ type: 'forfait', montant: 20000, unite: 'equipement', periodeAnnees: 2 })).toBe(
      '200 € par équipement, tous les 2 ans',
    );
    expect(format({ type: 'forfait', montant: 40000, unite: 'an', periodeAnnees: 2 })).toBe('400 € tous les 2 ans');
    expect(format({ type: 'forfait', montant: 20000, unite: 'equipement', periodeAnnees: 2, dontMonture: 10000 })).toBe(
      '200 € par équipement, dont monture 100 € maximum, tous les 2 ans',
    );
    expect(format({ type: 'forfait', montant: 2250, unite: 'acte' })).toBe('22,50 € par acte');
  });
  it('pourcentage plus forfait, frais réels, 100 % Santé, non couvert', () => {
    const plus = { type: 'pourcentageBRPlusForfait', taux: 100, forfait: { montant: 15000, unite: 'an' } } as const;
    expect(format(plus)).toBe('100 % BR + 150 € par an');
    const audio = { ...plus, forfait: { montant: 130000, unite: 'aideAuditive', periodeAnnees: 4 } } as const;
    expect(format(audio)).toBe('100 % BR + 1 300 € par aide auditive, tous les 4 ans');
    expect(format({ type: 'fraisReels' })).toBe('Frais réels');
    expect(format({ type: 'centPourCentSante' })).toBe('100 % Santé : sans reste à charge');
    expect(format({ type: 'nonCouvert' })).toBe('Non couvert');
  });
  it('la convention est dite une fois : remboursement Sécurité sociale inclus', () => {
    expect(conventionNiveaux).toMatch(/^Niveaux exprimés remboursement Sécurité sociale inclus/);
  });
  it('conditions d’âge', () => {
    expect(formatConditionAge({ ageMaximum: 15 })).toBe('Moins de 16 ans');
    expect(formatConditionAge({ ageMinimum: 16 })).toBe('À partir de 16 ans');
    expect(formatConditionAge({ ageMinimum: 6, ageMaximum: 15 })).toBe('De 6 à 15 ans');
    expect(formatConditionAge({})).toBeNull();
  });
});
