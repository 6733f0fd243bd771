import { useEffect } from 'react';
import type { PublicClientConfig } from '@portail/shared/client-config';

/**
 * The client's colours as CSS custom properties, set through CSSOM (allowed by the CSP). The ink
 * colour, readable on white and on the page grey, comes resolved from the server (brand-color.ts).
 */
export function useBrandStyle({ primaryColor, primaryInk }: PublicClientConfig['branding']): void {
  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--color-primary', primaryColor);
    style.setProperty('--color-primary-ink', primaryInk);
  }, [primaryColor, primaryInk]);
}
