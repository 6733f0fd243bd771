import { describe, expect, it } from 'vitest';
import { offreSchema, type Offre } from './offre-schema.ts';
import { plierTexte, rechercherActes } from './recherche-actes.ts';
import { acteDuReferentiel } from './referentiel-actes.ts';

const actes = (...codes: string[]) => codes.map((code) => acteDuReferentiel(code));
const offre: Offre = offreSchema.parse({
  code: 'TEST',
  libelle: 'Offre de test',
  domaines: [
    {
      code: 'SOINS_COURANTS',
      libelle: 'Soins courants',
      subDomaines: [{ code: 'PHARMACIE', libelle: 'Pharmacie', actes: actes('PHARMACIE_65', 'PHARMACIE_30') }],
    },
    {
      code: 'OPTIQUE',
      libelle: 'Optique',
      actes: actes('OPTIQUE_100_SANTE', 'OPTIQUE_VERRES_SIMPLES', 'LENTILLES_NON_REMBOURSEES'),
    },
    {
      code: 'DENTAIRE',
      libelle: 'Dentaire',
      subDomaines: [{ code: 'SOINS', libelle: 'Soins', actes: actes('DETARTRAGE') }],
    },
    { code: 'DOUCES', libelle: 'Médecines douces', actes: actes('OSTEOPATHIE', 'CHIROPRAXIE') },
  ],
});
const codes = (requete: string) => rechercherActes(offre, requete).map((r) => r.acte.code);

describe('recherche d’actes sans tenir compte des accents ni des majuscules', () => {
  it('« ostéo » trouve l’ostéopathie avec son domaine', () => {
    expect(rechercherActes(offre, 'ostéo')).toEqual([
      { acte: expect.objectContaining({ code: 'OSTEOPATHIE' }), chemin: ['Médecines douces'] },
    ]);
  });
  it('« LUNETTES » trouve les équipements par leurs mots-clés, pas les lentilles', () => {
    expect(codes('LUNETTES')).toEqual(['OPTIQUE_100_SANTE', 'OPTIQUE_VERRES_SIMPLES']);
  });
  it('« detartrage » trouve « Détartrage » sous Dentaire › Soins', () => {
    expect(rechercherActes(offre, 'detartrage').map((r) => r.chemin)).toEqual([['Dentaire', 'Soins']]);
  });
  it('plusieurs mots : chacun doit commencer un mot de l’acte ou de ses domaines', () => {
    expect(codes('pharmacie 30')).toEqual(['PHARMACIE_30']);
    expect(codes('optique lentilles')).toEqual(['LENTILLES_NON_REMBOURSEES']);
    expect(codes('dos')).toEqual(['OSTEOPATHIE', 'CHIROPRAXIE']);
  });
  it('le début d’un mot seulement, et rien pour une requête vide', () => {
    expect(codes('pathie')).toEqual([]);
    expect(codes('  ')).toEqual([]);
    expect(codes('scanner')).toEqual([]);
  });
  it('plie accents, ligatures et apostrophes', () => {
    expect(plierTexte('Œil d’ÉLÈVE')).toBe('oeil d eleve');
  });
});
