import { browserLocation } from '@/lib/browser-location';
import { canGoBackInPortal } from '@/lib/portal-history';
import { urls } from '@/lib/urls';

interface EmbeddingWindow extends Window {
  ReactNativeWebView?: { postMessage(message: string): void };
}

/**
 * §2 page header Back: close an embedded mobile browser by message when there is one, else go to
 * the custom URL, else back in history, as long as that stays inside the portal; with no such
 * history, to `home` (the welcome page, or the member home for a signed-in member). The message
 * carries no data, so "*" as target is harmless.
 */
export function goBack(backUrl?: string, home: string = urls.home): void {
  const win = window as EmbeddingWindow;
  const closeMessage = { type: 'close' };
  if (win.ReactNativeWebView) {
    win.ReactNativeWebView.postMessage(JSON.stringify(closeMessage));
    return;
  }
  // An opener or parent frame may be the app's in-app browser: tell it, then go back anyway in
  // case nobody listens, so the button never does nothing.
  if (win.opener && win.opener !== win) (win.opener as Window).postMessage(closeMessage, '*');
  else if (win.parent !== win) win.parent.postMessage(closeMessage, '*');
  if (backUrl) browserLocation.assign(backUrl);
  else if (canGoBackInPortal()) window.history.back();
  else browserLocation.assign(home);
}
