import { useEffect } from 'react';
import { brandColors } from '@/lib/color';

/** The client's colour as CSS custom properties, set through CSSOM (allowed by the CSP). */
export function useBrandStyle(primaryColor: string): void {
  useEffect(() => {
    const { primary, primaryInk } = brandColors(primaryColor);
    const style = document.documentElement.style;
    style.setProperty('--color-primary', primary);
    style.setProperty('--color-primary-ink', primaryInk);
  }, [primaryColor]);
}
