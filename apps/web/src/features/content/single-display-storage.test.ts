import { afterEach, describe, expect, it } from 'vitest';
import { hiddenBlockIds, hideBlockForUser, singleDisplayStorageKey } from './single-display-storage';

afterEach(() => window.localStorage.clear());

describe('singleDisplayBlockListIds (§3 stockage local)', () => {
  it('garde, par utilisateur, les identifiants des blocs fermés séparés par des points-virgules', () => {
    hideBlockForUser('12', 4);
    hideBlockForUser('12', 9);
    hideBlockForUser('12', 4);
    hideBlockForUser('30', 4);
    expect(JSON.parse(window.localStorage.getItem(singleDisplayStorageKey) ?? '')).toEqual([
      { userId: '12', blockListIds: '4;9' },
      { userId: '30', blockListIds: '4' },
    ]);
    expect(hiddenBlockIds('12')).toEqual([4, 9]);
    expect(hiddenBlockIds('30')).toEqual([4]);
    expect(hiddenBlockIds('99')).toEqual([]);
  });

  it('ignore un contenu illisible au lieu de planter', () => {
    window.localStorage.setItem(singleDisplayStorageKey, '{pas du json');
    expect(hiddenBlockIds('12')).toEqual([]);
    hideBlockForUser('12', 3);
    expect(hiddenBlockIds('12')).toEqual([3]);
  });
});
