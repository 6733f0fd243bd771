import { useEffect } from 'react';
import { defaultHttpMessage } from '@portail/shared/messages';
import { routeErrorTexts } from './texts';

/** Last resort when a screen fails to render or its code cannot be loaded. */
export function RouteError() {
  useEffect(() => {
    document.title = routeErrorTexts.title;
  }, []);
  return (
    <main className="startup" id="contenu">
      <div className="card">
        <h1>{routeErrorTexts.title}</h1>
        <p>{defaultHttpMessage(500)}</p>
        <a className="btn btn--primary" href="/">
          {routeErrorTexts.home}
        </a>
      </div>
    </main>
  );
}
