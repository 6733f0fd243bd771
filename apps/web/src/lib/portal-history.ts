/** The Navigation API where the browser has it (Chromium): it lists this tab's same-origin entries. */
interface NavigationLike {
  currentEntry: { index: number } | null;
}

let movedInPortal = false;
if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    movedInPortal = true;
  });
}

function cameFromPortal(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Whether history.back() stays inside the portal: false on a page opened from an e-mail or in a
 * new tab, where it would leave for the mail or about:blank.
 */
export function canGoBackInPortal(): boolean {
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  return movedInPortal || (cameFromPortal() && window.history.length > 1);
}
