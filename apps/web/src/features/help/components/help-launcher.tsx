import { lazy, Suspense, useState } from 'react';
import { helpLauncherTexts } from '../launcher-texts';
import '../launcher.css';

const LazyHelpCenter = lazy(() => import('./help-center').then((m) => ({ default: m.HelpCenter })));

/** The welcome page's link-like button to the sign-in help; the help itself loads on demand. */
export function HelpLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {helpLauncherTexts.open}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LazyHelpCenter onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
