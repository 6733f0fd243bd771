import { lazy, Suspense, useState } from 'react';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useContrats } from '@/lib/contrats-context';
import { isFormOffered } from '@/lib/offered-forms';
import { espaceAdherentTexts } from '../texts';

const t = espaceAdherentTexts.contratCard;

/** The popup, its form and the security-code step: code fetched when the member opens it (issue 25). */
const loadDialog = () => import('./bank-details-dialog');
const LazyBankDetailsDialog = lazy(() => loadDialog().then((m) => ({ default: m.BankDetailsDialog })));

/**
 * §2: the contract has no account for benefits (modalitePaiementPrestation.isMissing). The home says
 * so and offers the bank popup (BankDetailsDialog), whose code comes when the member reaches for it.
 */
export function BankDetailsPrompt() {
  const { configuration } = useClientConfig();
  const { current } = useContrats();
  const [open, setOpen] = useState(false);
  const offered = isFormOffered('ribprestations', current, configuration.formulaires);
  return (
    <div className="alert alert--warning stack">
      <p>{t.ribMissing}</p>
      {offered && (
        <p>
          <button
            type="button"
            className="btn btn--primary btn--small"
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onClick={() => setOpen(true)}
          >
            {t.ribAdd}
          </button>
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <LazyBankDetailsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
