import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { mainContentId } from './skip-link';

/** After an in-app navigation, focus goes to <main> so keyboard and screen-reader users start on the new page. */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo?.(0, 0);
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [pathname]);
}
