import { describe, expect, it } from 'vitest';
import { adresseFormSchema } from '../forms/adresse.ts';
import { adresseIssues, communeKey, lignesAdresse, memeAdresse } from './adresse.ts';

describe('adresse postale (AFNOR NF Z10-011)', () => {
  it('range les champs du §3 en lignes : remise, complément, voie, lieu-dit, distribution', () => {
    expect(
      lignesAdresse({
        pointRemiseCourrier: 'Chez Mme Durand',
        complementGeographique: 'Bâtiment B',
        numVoie: '8',
        libelleCourtBtq: 'B',
        libelleCourtNatureVoie: 'AV',
        libelleVoie: 'Jean Jaurès',
        lieuDit: 'Les Brotteaux',
        codePostal: '69007',
        localite: 'Lyon',
      }),
    ).toEqual(['Chez Mme Durand', 'Bâtiment B', '8 B AV Jean Jaurès', 'Les Brotteaux', '69007 LYON']);
  });

  it('écrit la ligne CEDEX à la place du code postal et de la localité', () => {
    expect(
      lignesAdresse({
        libelleVoie: 'BP 12',
        codePostal: '44000',
        localite: 'Nantes',
        codeCedex: '44093',
        bureauCedex: 'Nantes',
        nomCedex: 'CEDEX 1',
      }),
    ).toEqual(['BP 12', '44093 NANTES CEDEX 1']);
  });

  it('ajoute le pays en capitales pour une adresse à l’étranger', () => {
    expect(
      lignesAdresse({
        libelleVoie: 'Rue Neuve 12',
        codePostal: '1000',
        localite: 'Bruxelles',
        libellePays: 'Belgique',
        codePays: 'BE',
        adresseEtrangere: true,
      }),
    ).toEqual(['Rue Neuve 12', '1000 Bruxelles', 'BELGIQUE']);
  });

  it('refuse une ligne de voie de plus de 38 caractères et un CEDEX d’un autre département', () => {
    const issues = adresseIssues({
      numVoie: '128',
      libelleCourtNatureVoie: 'BD',
      libelleVoie: 'du Maréchal de Lattre de Tassigny',
      codePostal: '44000',
      localite: 'Nantes',
      codeCedex: '35093',
      bureauCedex: 'Rennes',
    });
    expect(issues.map((i) => i.path)).toEqual(['libelleVoie', 'codeCedex']);
  });

  it('compare les communes sans accents, tirets ni « St »', () => {
    expect(communeKey('Saint-Étienne')).toBe(communeKey('ST ETIENNE'));
    expect(communeKey('L’Île-d’Yeu')).toBe(communeKey("L'ILE D'YEU"));
  });

  it('le formulaire refuse le HTML et les champs démesurés, en français', () => {
    const result = adresseFormSchema.safeParse({
      codePostal: '44000',
      localite: '<b>Nantes</b>',
      libelleVoie: 'x'.repeat(10_000),
      dateEffet: '01/01/2000',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages.localite).toContain('Caractères non autorisés');
    expect(messages.libelleVoie).toBe('Le nom de la voie ne doit pas dépasser 38 caractères.');
    expect(messages.dateEffet).toMatch(/^La date ne peut pas être antérieure au/);
  });

  it('un code postal vide est obligatoire ; mal écrit, il dit son format (issue 25)', () => {
    const codePostal = (value: string) =>
      adresseIssues({ libelleVoie: 'rue des Lilas', codePostal: value, localite: 'Nantes' }).find(
        (issue) => issue.path === 'codePostal',
      )?.message;
    expect(codePostal('')).toBe('Le code postal est obligatoire.');
    expect(codePostal('4400')).toBe('Le code postal doit comporter 5 chiffres (de 01000 à 98999).');
    expect(codePostal('44000')).toBeUndefined();
  });
});

describe('memeAdresse', () => {
  const lilas = {
    numVoie: '12',
    libelleCourtNatureVoie: 'RUE',
    libelleVoie: 'des Lilas',
    codePostal: '44000',
    localite: 'Nantes',
  };
  it('la même adresse écrite autrement (casse, accents, espaces) ne change rien', () => {
    expect(memeAdresse(lilas, { ...lilas, libelleVoie: ' DES  lilas ', localite: 'NANTES' })).toBe(true);
    expect(memeAdresse({ ...lilas, lieuDit: 'Le Pré' }, { ...lilas, lieuDit: 'le pre' })).toBe(true);
  });
  it('un numéro, une voie, une commune ou un complément de plus est un changement', () => {
    expect(memeAdresse(lilas, { ...lilas, numVoie: '14' })).toBe(false);
    expect(memeAdresse(lilas, { ...lilas, complementGeographique: 'Bâtiment B' })).toBe(false);
    expect(memeAdresse(lilas, { ...lilas, codePostal: '44100' })).toBe(false);
  });
});
