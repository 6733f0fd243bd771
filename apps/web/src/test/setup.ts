import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setCurrentNumContrat } from '@/lib/current-contrat';
import { clearToasts } from '@/lib/toasts';

// jsdom does not implement scrolling; the shell scrolls to the top after each navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  clearToasts();
  setCurrentNumContrat(null);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
