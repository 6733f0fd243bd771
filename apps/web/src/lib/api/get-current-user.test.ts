import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { browserLocation } from '../browser-location';
import { fetchCurrentUser } from './get-current-user';

describe('utilisateur courant (§3)', () => {
  it('demande GET /api/identity/session : un visiteur anonyme est une réponse 200, pas une erreur', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetch = stubFetch(() => jsonResponse({ authenticated: false }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/identity/session');
    expect(assign).not.toHaveBeenCalled();
  });

  it('donne les indicateurs dérivés des rôles et du compte (Consultant : un indicateur du compte, pas un rôle)', async () => {
    stubFetch(() =>
      jsonResponse({ authenticated: true, user: userFixture({ roles: ['Gestionnaire'], isConsultant: true }) }),
    );
    const result = await fetchCurrentUser();
    expect(result?.user.prenom).toBe('Marie');
    expect(result?.flags).toMatchObject({ isBackEndUser: true, isConsultant: true, isUser: false });
    stubFetch(() => jsonResponse({ authenticated: true, user: userFixture({ roles: ['Gestionnaire'] }) }));
    expect((await fetchCurrentUser())?.flags).toMatchObject({ isBackEndUser: true, isConsultant: false });
  });

  it("laisse passer les erreurs (l'application ne démarre pas en anonyme sur une panne)", async () => {
    stubFetch(() => jsonResponse({}, 500));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 500 });
  });
});
