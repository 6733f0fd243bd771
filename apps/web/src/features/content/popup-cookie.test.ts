import { describe, expect, it } from 'vitest';
import { isPopupSuppressed, popupCookieName, suppressPopup } from './popup-cookie';

describe('popup avec l’option cookie (§4, §9)', () => {
  it('« Ne plus afficher ce message » pose un cookie qui masque ce popup seulement', () => {
    expect(isPopupSuppressed(7)).toBe(false);
    suppressPopup(7);
    expect(document.cookie).toContain(`${popupCookieName(7)}=1`);
    expect(isPopupSuppressed(7)).toBe(true);
    expect(isPopupSuppressed(70)).toBe(false);
  });
});
