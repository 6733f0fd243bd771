import { useState } from 'react';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { apiJson } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';
import { espaceAdherentTexts } from '../texts';

const t = espaceAdherentTexts.viewAs;

/**
 * « Voir comme l'adhérent » (issue 14): over the member's area opened by staff, who is looking and
 * that nothing can change (the server refuses every write); « Quitter » ends the view and goes back
 * to the member's sheet, the staff session intact.
 */
export function ViewAsBanner() {
  const { user } = useCurrentUser();
  const [pending, setPending] = useState(false);
  if (!user?.consultePar) return null;
  async function quit() {
    setPending(true);
    try {
      const { redirectUrl } = await apiJson<{ redirectUrl: string }>('/api/identity/voir-comme/fin', {
        method: 'POST',
      });
      browserLocation.assign(redirectUrl);
    } finally {
      setPending(false);
    }
  }
  return (
    <section className="view-as-banner" aria-label={t.label}>
      <p>{t.banner(user.consultePar, `${user.prenom} ${user.nom}`)}</p>
      <button type="button" className="btn btn--primary" onClick={() => void quit()} disabled={pending}>
        {t.quit}
      </button>
    </section>
  );
}
