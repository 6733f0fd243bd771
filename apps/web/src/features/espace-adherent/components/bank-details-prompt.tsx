import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useContrats } from '@/lib/contrats-context';
import { isFormOffered } from '@/lib/offered-forms';
import { useOnDemand } from '@/lib/use-on-demand';
import { espaceAdherentTexts } from '../texts';

const t = espaceAdherentTexts.contratCard;

/** The popup, its form and the security-code step: code fetched when the member opens it (issue 25). */
const loadDialog = () => import('./bank-details-dialog').then((m) => m.BankDetailsDialog);

/**
 * §2: the contract has no account for benefits (modalitePaiementPrestation.isMissing). The home says
 * so and offers the bank popup (BankDetailsDialog), whose code comes when the member reaches for it.
 */
export function BankDetailsPrompt() {
  const { configuration } = useClientConfig();
  const { current } = useContrats();
  const [open, setOpen] = useState(false);
  const dialog = useOnDemand(loadDialog);
  const offered = isFormOffered('ribprestations', current, configuration.formulaires);
  return (
    <div className="alert alert--warning stack">
      <p>{t.ribMissing}</p>
      {offered && (
        <p>
          <Button
            size="small"
            busy={dialog.busy}
            onPointerEnter={dialog.prefetch}
            onFocus={dialog.prefetch}
            onClick={() => void dialog.request().then((ready) => setOpen(ready))}
          >
            {t.ribAdd}
          </Button>
        </p>
      )}
      {open && dialog.Component && <dialog.Component onClose={() => setOpen(false)} />}
    </div>
  );
}
