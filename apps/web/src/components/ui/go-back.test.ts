import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { goBack } from './go-back';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("bouton Retour de l'en-tête de page (§2)", () => {
  it('ferme le navigateur mobile intégré par un message quand il existe', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    goBack('/#/espace-adherent');
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'close' }));
    expect(back).not.toHaveBeenCalled();
  });

  it("sinon va à l'adresse de retour donnée", () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    goBack('/#/espace-adherent');
    expect(assign).toHaveBeenCalledWith('/#/espace-adherent');
  });

  it("sans historique dans le portail (page ouverte depuis un e-mail, nouvel onglet) : vers l'accueil, jamais hors du portail", () => {
    vi.stubGlobal('navigation', { currentEntry: { index: 0 } });
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    goBack();
    expect(back).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/');
    goBack(undefined, '/#/espace-adherent');
    expect(assign).toHaveBeenLastCalledWith('/#/espace-adherent');
  });

  it("sinon revient dans l'historique, quand la page précédente est du portail", () => {
    vi.stubGlobal('navigation', { currentEntry: { index: 2 } });
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    goBack();
    expect(back).toHaveBeenCalled();
  });

  it("sans l'API Navigation, un changement de page dans le portail suffit à revenir en arrière", () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    goBack();
    expect(back).toHaveBeenCalled();
  });
});
