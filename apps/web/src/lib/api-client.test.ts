import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentHeaders, stubFetch } from '@/test/http';
import { apiBlob } from './api-blob';
import { apiJson } from './api-client';
import { ApiError } from './api-error';
import { browserLocation } from './browser-location';
import { setCurrentNumContrat } from './current-contrat';

function stubNavigation() {
  return vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('en-têtes de chaque requête (§7)', () => {
  it('ajoute X-NumContrat et X-SecurityCode à chaque requête', async () => {
    const fetchMock = stubFetch();
    setCurrentNumContrat('C042');
    sessionStorage.setItem('securityCode', '123456');
    await apiJson('/api/v2/adherent/contrats');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('X-NumContrat')).toBe('C042');
    expect(headers.get('X-SecurityCode')).toBe('123456');
  });

  it('envoie no-cache et le décalage horaire en minutes', async () => {
    const fetchMock = stubFetch();
    await apiJson('/api/health');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('X-Timezone-Offset')).toBe(String(new Date().getTimezoneOffset()));
  });

  it("n'envoie ni X-NumContrat ni X-SecurityCode tant qu'il n'y en a pas", async () => {
    const fetchMock = stubFetch();
    await apiJson('/api/clients/current');
    const headers = sentHeaders(fetchMock);
    expect(headers.has('X-NumContrat')).toBe(false);
    expect(headers.has('X-SecurityCode')).toBe(false);
  });

  it('envoie les cookies de la même origine seulement', async () => {
    const fetchMock = stubFetch();
    await apiJson('/api/health');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });
});

describe('en-tête CSRF', () => {
  it('recopie le cookie XSRF-TOKEN dans X-XSRF-TOKEN pour une requête non GET vers une URL relative', async () => {
    const fetchMock = stubFetch();
    document.cookie = 'XSRF-TOKEN=jeton%2Babc';
    await apiJson('/api/forms/adresse/form', { method: 'POST', body: { a: 1 } });
    expect(sentHeaders(fetchMock).get('X-XSRF-TOKEN')).toBe('jeton+abc');
  });

  it("ne l'ajoute pas à une requête GET", async () => {
    const fetchMock = stubFetch();
    document.cookie = 'XSRF-TOKEN=jeton';
    await apiJson('/api/health');
    expect(sentHeaders(fetchMock).has('X-XSRF-TOKEN')).toBe(false);
  });

  it("ne l'ajoute pas vers une URL absolue", async () => {
    const fetchMock = stubFetch();
    document.cookie = 'XSRF-TOKEN=jeton';
    await apiJson('https://ailleurs.example.org/api', { method: 'POST' });
    await apiJson('//ailleurs.example.org/api', { method: 'POST' });
    expect(sentHeaders(fetchMock, 0).has('X-XSRF-TOKEN')).toBe(false);
    expect(sentHeaders(fetchMock, 1).has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('erreurs et messages (§8)', () => {
  it('montre le message du serveur en priorité', async () => {
    stubFetch(() => jsonResponse({ message: 'Contrat inconnu', code: 'CONTRAT_INCONNU', errors: { a: 'b' } }, 400));
    const error = await failure(apiJson('/api/x'));
    expect(error).toMatchObject({ status: 400, message: 'Contrat inconnu', code: 'CONTRAT_INCONNU' });
    expect(error.errors).toEqual({ a: 'b' });
  });

  it('sinon le message par défaut du statut', async () => {
    stubFetch(() => new Response('<html>', { status: 404 }));
    expect((await failure(apiJson('/api/x'))).message).toBe('La ressource demandée est introuvable');
    stubFetch(() => jsonResponse({}, 500));
    expect((await failure(apiJson('/api/x'))).message).toBe(
      "Une erreur s'est produite. Si le problème persiste, contactez votre support",
    );
    stubFetch(() => jsonResponse({}, 418));
    expect((await failure(apiJson('/api/x'))).message).toBe('Erreur 418');
  });

  it("échec réseau : statut 0 et 'Impossible de se connecter au serveur'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiJson('/api/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Impossible de se connecter au serveur');
  });

  it('une 401 envoie vers /login?callbackUrl=<chemin courant>', async () => {
    const assign = stubNavigation();
    window.history.replaceState(null, '', '/#/espace-adherent');
    stubFetch(() => jsonResponse({ message: 'Accès non autorisé', code: 'UNAUTHENTICATED' }, 401));
    await failure(apiJson('/api/v2/adherent/contrats'));
    expect(assign).toHaveBeenCalledWith('/login?callbackUrl=/%23/espace-adherent');
    const target = new URL(assign.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(target.searchParams.get('callbackUrl')).toBe('/#/espace-adherent');
  });

  it("une 401 ne redirige pas quand l'appel l'attend (utilisateur courant, connexion)", async () => {
    const assign = stubNavigation();
    stubFetch(() => jsonResponse({ message: 'Identifiant ou mot de passe incorrect.', code: 'X' }, 401));
    await failure(apiJson('/api/identity/login', { method: 'POST', redirectOn401: false }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('une 503 mène à #/service-unavailable', async () => {
    const assign = stubNavigation();
    stubFetch(() => jsonResponse({ message: 'Maintenance', code: 'UNAVAILABLE' }, 503));
    const error = await failure(apiJson('/api/x'));
    expect(error.message).toBe('Maintenance');
    expect(assign).toHaveBeenCalledWith('/#/service-unavailable');
    expect(sessionStorage.getItem('serviceUnavailableMessage')).toBe('Maintenance');
  });

  it('une 503 en texte brut garde son corps comme message (§7), pas une page HTML', async () => {
    stubNavigation();
    stubFetch(() => new Response('Contrats indisponibles jusqu’à 14 h (maintenance).', { status: 503 }));
    expect((await failure(apiJson('/api/v2/adherent/contrats'))).message).toBe(
      'Contrats indisponibles jusqu’à 14 h (maintenance).',
    );
    expect(sessionStorage.getItem('serviceUnavailableMessage')).toBe(
      'Contrats indisponibles jusqu’à 14 h (maintenance).',
    );
    stubFetch(() => new Response('<html><body>Bad gateway</body></html>', { status: 503 }));
    expect((await failure(apiJson('/api/x'))).message).toBe('Service momentanément indisponible');
    expect(sessionStorage.getItem('serviceUnavailableMessage')).toBeNull();
  });
});

describe('réponses', () => {
  it('sérialise le corps en JSON et ajoute les paramètres de requête', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));
    await apiJson('/api/x', { method: 'POST', body: { a: 1 }, params: { q: 'é', vide: undefined, n: [1, 2] } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x?q=%C3%A9&n=1&n=2');
    expect(init?.body).toBe('{"a":1}');
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('rend undefined pour une réponse vide', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiJson('/api/x', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('télécharge un blob avec le nom de fichier de content-disposition', async () => {
    stubFetch(
      () =>
        new Response('PDF', {
          headers: { 'Content-Disposition': 'attachment; filename="a.pdf"; filename*=UTF-8\'\'relev%C3%A9.pdf' },
        }),
    );
    const file = await apiBlob('/api/adherent/courriers/export');
    expect(file.filename).toBe('relevé.pdf');
    expect(await file.blob.text()).toBe('PDF');
  });
});

describe('Idempotency-Key des écritures (décision 044)', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const keyOf = (fetchMock: ReturnType<typeof stubFetch>, call = 0) =>
    sentHeaders(fetchMock, call).get('Idempotency-Key');

  it('une clé UUID nouvelle sur chaque POST, aucune sur un GET', async () => {
    const fetchMock = stubFetch();
    await apiJson('/api/forms/contact/v2/form', { method: 'POST', body: { message: 'a' } });
    await apiJson('/api/forms/contact/v2/form', { method: 'POST', body: { message: 'a' } });
    await apiJson('/api/demandes');
    expect(keyOf(fetchMock, 0)).toMatch(uuid);
    expect(keyOf(fetchMock, 1)).toMatch(uuid);
    expect(keyOf(fetchMock, 1)).not.toBe(keyOf(fetchMock, 0));
    expect(sentHeaders(fetchMock, 2).has('Idempotency-Key')).toBe(false);
  });

  it('le même envoi refait après un échec réseau ou une 5xx garde sa clé ; après une réponse, une nouvelle', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(jsonResponse({}, 502)),
      () => Promise.resolve(jsonResponse({})),
      () => Promise.resolve(jsonResponse({})),
    ];
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(() => answers.shift()!());
    stubNavigation();
    const send = () => apiJson('/api/demandes/D1/messages', { method: 'POST', body: { message: 'Voici la facture' } });
    expect((await failure(send())).status).toBe(0);
    await failure(send());
    await send();
    await send();
    const keys = [0, 1, 2, 3].map((call) => keyOf(fetchMock, call));
    expect(keys[0]).toMatch(uuid);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).toMatch(uuid);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('un autre contenu, un autre contrat : une autre clé, même après un échec', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    setCurrentNumContrat('C001');
    await failure(apiJson('/api/profil/rib', { method: 'PUT', body: { iban: 'A' } }));
    await failure(apiJson('/api/profil/rib', { method: 'PUT', body: { iban: 'B' } }));
    setCurrentNumContrat('C002');
    await failure(apiJson('/api/profil/rib', { method: 'PUT', body: { iban: 'A' } }));
    expect(new Set([0, 1, 2].map((call) => keyOf(fetchMock, call))).size).toBe(3);
  });

  it('un envoi de fichier (FormData) : une clé nouvelle à chaque essai', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const form = new FormData();
    form.append('file', new Blob(['PDF']), 'facture.pdf');
    await failure(apiJson('/api/uploads', { method: 'POST', body: form }));
    await failure(apiJson('/api/uploads', { method: 'POST', body: form }));
    expect(keyOf(fetchMock, 0)).toMatch(uuid);
    expect(keyOf(fetchMock, 1)).not.toBe(keyOf(fetchMock, 0));
  });

  it('pas de clé vers une URL absolue (autre origine)', async () => {
    const fetchMock = stubFetch();
    await apiJson('https://ailleurs.example.org/api', { method: 'POST' });
    expect(sentHeaders(fetchMock).has('Idempotency-Key')).toBe(false);
  });

  it('sans crypto.randomUUID (page hors HTTPS), l’écriture part sans clé', async () => {
    const fetchMock = stubFetch();
    vi.stubGlobal('crypto', {});
    await apiJson('/api/forms/contact/v2/form', { method: 'POST', body: { message: 'a' } });
    vi.unstubAllGlobals();
    expect(sentHeaders(fetchMock).has('Idempotency-Key')).toBe(false);
  });
});
