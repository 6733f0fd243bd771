import { describe, expect, it } from 'vitest';
import { popupCookieName, suppressPopup } from './popup-cookie';

describe('popup avec l’option cookie (§4, §9)', () => {
  it('« Ne plus afficher ce message » pose un cookie pour ce popup seulement', () => {
    suppressPopup(7);
    expect(document.cookie).toContain(`${popupCookieName(7)}=1`);
    expect(document.cookie).not.toContain(popupCookieName(70));
    document.cookie = `${popupCookieName(7)}=; Max-Age=0; Path=/`;
  });
});
