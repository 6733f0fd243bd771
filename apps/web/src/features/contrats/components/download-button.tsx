import { useState } from 'react';
import { downloadEdition, type editions } from '@/lib/api/contrat';
import { saveDownloadedFile } from '@/lib/resources';
import { showToast } from '@/lib/toasts';
import { contratsTexts as t } from '../texts';

/** Downloads a document generated on the fly (attestation, card, situation) under the server's file name. */
export function DownloadButton({
  kind,
  label,
  variant = 'secondary',
}: {
  kind: keyof typeof editions;
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveDownloadedFile(await downloadEdition(kind));
    } catch (error) {
      const detail = error instanceof Error && error.message ? [error.message] : [];
      showToast({ type: 'danger', text: t.contrat.downloadFailed, details: detail });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={`btn btn--${variant}`}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t.contrat.downloading : label}
    </button>
  );
}
