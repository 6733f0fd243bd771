import { describe, expect, it } from 'vitest';
import { communeError, communesOf } from './communes.ts';

describe('code postal ↔ commune (liste officielle livrée avec le serveur)', () => {
  it('propose les communes d’un code postal, dans l’ordre alphabétique', () => {
    expect(communesOf('44000').map((c) => c.nomCommune)).toEqual(['Nantes']);
    expect(communesOf('01000').length).toBeGreaterThan(1);
    expect(communesOf('4400')).toEqual([]);
  });

  it('accepte la commune ou son libellé d’acheminement, sans tenir compte des accents ni des tirets', () => {
    expect(communeError('75001', 'Paris')).toBeNull();
    expect(communeError('42000', 'St Etienne')).toBeNull();
    expect(communeError('42000', 'Saint-Étienne')).toBeNull();
  });

  it('refuse un code postal inconnu et une commune d’un autre code postal', () => {
    expect(communeError('99999', 'Nulle part')).toEqual({
      field: 'codePostal',
      message: 'Ce code postal n’existe pas dans la liste officielle des codes postaux.',
    });
    expect(communeError('44000', 'Rennes')?.field).toBe('localite');
  });
});
