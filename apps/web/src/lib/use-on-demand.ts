import { useState, type ComponentType } from 'react';
import { messages } from '@portail/shared/messages';
import { showToast } from './toasts';

/**
 * A component whose code is fetched when the member asks for it (a popup behind a button, issue 25):
 * `prefetch()` on hover or focus, `request()` on the click, which says whether it is there. A failed
 * fetch (a phone losing its network) is said in a toast and can be asked again, where React.lazy
 * would throw to the page's error screen and keep the failure.
 */
export function useOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    Component,
    busy,
    prefetch() {
      load().catch(() => undefined);
    },
    async request(): Promise<boolean> {
      if (Component) return true;
      setBusy(true);
      try {
        const loaded = await load();
        setComponent(() => loaded);
        return true;
      } catch {
        showToast({ type: 'danger', text: messages.requestFailed });
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
