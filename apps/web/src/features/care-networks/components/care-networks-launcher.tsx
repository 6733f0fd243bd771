import { useState } from 'react';
import { reseauSoinsMessages } from '@portail/shared/reseaux-soins';
import { Button } from '@/components/ui/button';
import { useOnDemand } from '@/lib/use-on-demand';
import '../care-networks.css';

/** The modal and its cards: code fetched when the member reaches for the button (issue 25). */
const loadDialog = () => import('./care-networks-dialog').then((m) => m.CareNetworksDialog);

/** §2 "Services externes": a button opening the modal of care-network cards. */
export function CareNetworksLauncher() {
  const [open, setOpen] = useState(false);
  const dialog = useOnDemand(loadDialog);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        busy={dialog.busy}
        onPointerEnter={dialog.prefetch}
        onFocus={dialog.prefetch}
        onClick={() => void dialog.request().then((ready) => setOpen(ready))}
      >
        {reseauSoinsMessages.modalTitle}
      </Button>
      {open && dialog.Component && <dialog.Component onClose={() => setOpen(false)} />}
    </>
  );
}
