import { useQueryClient } from '@tanstack/react-query';
import { dateHeureParis, exportDonneesMessages, type ExportDonneesEtat } from '@portail/shared/export-donnees';
import { formatBytes } from '@portail/shared/format';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useOwnerCodeSendType } from '@/lib/api/identity-account';
import { showToast } from '@/lib/toasts';
import { useProtectedAction } from '@/lib/use-protected-action';
import { downloadExportDonnees } from '../api/download-export-donnees';
import { exportDonneesQueryKey, useExportDonnees } from '../api/get-export-donnees';
import { postExportDonnees } from '../api/post-export-donnees';
import { donneesTexts as t } from '../donnees-texts';
import { AccountSection } from './account-section';

/** What the latest archive's state says, read out when it changes (the live region). */
function etatTexte(etat: ExportDonneesEtat): string | null {
  switch (etat.statut) {
    case 'en_preparation':
      return t.enPreparation;
    case 'prete':
      return t.prete(dateHeureParis(etat.expireLe!));
    case 'expiree':
      return t.expiree;
    case 'echec':
      return t.echec;
    default:
      return null;
  }
}

/**
 * « Télécharger mes données » (RGPD art. 15 and 20, decision 052): asked with a fresh security
 * code, prepared in the background (the state is asked again every few seconds meanwhile), then
 * downloaded from here for 7 days.
 */
export function DonneesSection() {
  const query = useExportDonnees();
  const queryClient = useQueryClient();
  const ownerSendType = useOwnerCodeSendType();
  const ask = useProtectedAction(
    () => postExportDonnees(),
    (etat) => {
      queryClient.setQueryData(exportDonneesQueryKey, etat);
      showToast({ type: 'success', text: exportDonneesMessages.demandee });
    },
    t.demandeEchouee,
  );
  const etat = query.data;
  const texte = etat ? etatTexte(etat) : query.isError ? t.chargementEchoue : null;
  const canAsk = etat !== undefined && etat.statut !== 'en_preparation';

  function download() {
    downloadExportDonnees().catch((error: unknown) => {
      showToast({ type: 'danger', text: t.telechargementEchoue, details: [errorMessage(error)] });
      void query.refetch();
    });
  }

  return (
    <AccountSection id="account-donnees" title={t.title} lead={t.lead}>
      <ul>
        {t.contenu.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{t.format}</p>
      <p role="status" aria-live="polite" className={texte ? undefined : 'visually-hidden'}>
        {texte}
      </p>
      <div className="button-row">
        {etat?.statut === 'prete' && (
          <Button type="button" onClick={download}>
            {t.telecharger(formatBytes(etat.taille ?? 0, 1))}
          </Button>
        )}
        {canAsk && (
          <Button
            type="button"
            variant={etat.statut === 'prete' ? 'secondary' : 'primary'}
            busy={ask.busy}
            disabled={!ownerSendType}
            onClick={() => ask.start(undefined)}
          >
            {etat.statut === 'aucune' ? t.demander : t.redemander}
          </Button>
        )}
      </div>
      {ask.needsCode && ownerSendType && (
        <MfaChallenge
          operation="VERIFY_AMF"
          sendType={ownerSendType}
          onVerified={ask.onVerified}
          onClose={ask.onCancel}
        />
      )}
    </AccountSection>
  );
}
