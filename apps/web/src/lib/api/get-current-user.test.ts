import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { browserLocation } from '../browser-location';
import { fetchCurrentUser } from './get-current-user';

describe('utilisateur courant (§3)', () => {
  it('une 401 veut dire anonyme, sans redirection vers /login', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ message: 'Accès non autorisé', code: 'UNAUTHENTICATED' }, 401));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('donne les indicateurs dérivés des rôles', async () => {
    stubFetch(() => jsonResponse(userFixture({ roles: ['Gestionnaire'] })));
    const result = await fetchCurrentUser();
    expect(result?.user.prenom).toBe('Marie');
    expect(result?.flags).toMatchObject({ isBackEndUser: true, isConsultant: true, isUser: false });
  });

  it("laisse passer les autres erreurs (l'application ne démarre pas en anonyme sur une panne)", async () => {
    stubFetch(() => jsonResponse({}, 500));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 500 });
  });
});
