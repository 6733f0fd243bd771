import { describe, expect, it } from 'vitest';
import { civiliteAbregee, civiliteLongue } from './civilites.ts';

describe('civilités', () => {
  it('abrégées devant un nom, comme sur l’attestation', () => {
    expect(['M', 'MME', 'MLLE'].map(civiliteAbregee)).toEqual(['M.', 'Mme', 'Mlle']);
    expect(civiliteAbregee(null)).toBeUndefined();
    // A code no one knows is left out rather than printed as a code.
    expect(civiliteAbregee('DR')).toBeUndefined();
  });

  it('en toutes lettres dans le profil', () => {
    expect(['M', 'MME', 'MLLE'].map(civiliteLongue)).toEqual(['Monsieur', 'Madame', 'Mademoiselle']);
    expect(civiliteLongue(undefined)).toBeNull();
    expect(civiliteLongue('DR')).toBe('DR');
  });
});
