import { describe, expect, it } from 'vitest';
import { preloadMemberScreen } from './member-routes';

describe('écran de l’espace adhérent chargé avant le premier rendu (issue 25)', () => {
  it.each([
    ['', 'MemberHome'],
    ['contrats/garanties', 'GarantiesPage'],
    ['remboursements/2024', 'RemboursementsSection'],
    ['demandes/D-12', 'DemandeDetailPage'],
    ['demandes/nouvelle/contact', 'RequestFormRoute'],
    ['profil/banque', 'ProfilRoute'],
    ['mon-compte', 'ProfilRoute'],
  ])(
    '#/espace-adherent/%s : le code de %s',
    async (path, component) => {
      const loaded = (await preloadMemberScreen(path)) as { name: string } | undefined;
      expect(loaded?.name).toBe(component);
    },
    30_000,
  );

  it('une adresse inconnue ne charge rien (elle mène à l’accueil)', async () => {
    await expect(preloadMemberScreen('nulle-part/ici')).resolves.toBeUndefined();
  });
});
