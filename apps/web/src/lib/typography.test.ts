import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './typography';

describe('typographie française', () => {
  it('lie la ponctuation haute au mot qui la précède', () => {
    expect(frenchSpacing('Bienvenue : suivez ; oublié ? Oui ! « Santé »')).toBe(
      'Bienvenue\u00a0: suivez\u00a0; oublié\u00a0? Oui\u00a0! «\u00a0Santé\u00a0»',
    );
  });

  it('ne touche ni aux adresses ni aux heures', () => {
    expect(frenchSpacing('https://www.example.fr de 8 h 30 à 18 h')).toBe('https://www.example.fr de 8 h 30 à 18 h');
  });
});
