import { useState } from 'react';
import type { ReferentielRow } from '@portail/shared/admin/referentiels';
import type { ReferentielTable } from '@portail/shared/referentiels';
import { Modal } from '@/components/ui/modal';
import { showToast } from '@/lib/toasts';
import { useReferentielWrites } from './referentiels-api';
import { referentielsTexts } from './referentiels-texts';

const t = referentielsTexts.etatDialog;

/** Deactivates a value (never deleted: members' data keeps it) or brings it back. */
export function EtatDialog({ table, row, onClose }: { table: ReferentielTable; row: ReferentielRow; onClose(): void }) {
  const writes = useReferentielWrites(table);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const etat = row.actif ? 'desactiver' : 'reactiver';

  async function confirm() {
    setPending(true);
    try {
      const answer = await writes.changerEtat(row.code, etat, row.version);
      showToast({ type: 'success', text: answer.message });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal title={row.actif ? t.desactiver(row.libelle) : t.reactiver(row.libelle)} onClose={onClose}>
      <div className="stack">
        {failure && (
          <p className="alert alert--danger" role="alert">
            {failure}
          </p>
        )}
        <p>{row.actif ? t.desactiverTexte : t.reactiverTexte}</p>
        <div className="button-row">
          <button type="button" className="btn btn--primary" disabled={pending} onClick={confirm}>
            {t.confirmer}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.annuler}
          </button>
        </div>
      </div>
    </Modal>
  );
}
