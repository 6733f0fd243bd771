import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { goBack } from './go-back';

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

  it("sinon revient dans l'historique", () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    goBack();
    expect(back).toHaveBeenCalled();
  });
});
