import { formatFrDate } from '@portail/shared/dates';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { useConsentementHistorique } from '../api/get-consentement-historique';
import { usePendingConsentements } from '../api/get-pending-consentements';
import { usePostConsentement } from '../api/post-consentement';
import { consentTexts } from '../texts';
import '@/styles/ui-modals.css';
import { ConsentChoice } from './consent-choice';

/** #/espace-adherent/consentements: each consent with the member's current answer, which they may change. */
export function ConsentPreferencesPage() {
  usePageTitle(consentTexts.pageTitle);
  const historique = useConsentementHistorique();
  const pending = usePendingConsentements();
  const post = usePostConsentement();
  const loading = !historique.data || !pending.data;
  const pendingNames = new Set(pending.data?.consentements.map((c) => c.nom));
  const answered = (historique.data?.consentements ?? []).filter((c) => !pendingNames.has(c.nom));
  const rows = [
    ...(pending.data?.consentements ?? []).map((c) => ({ ...c, answer: null, date: null })),
    ...answered.map((c) => ({ nom: c.nom, libelle: c.libelle, answer: c.isAccepted, date: c.answeredAt })),
  ];

  return (
    <section className="card">
      <PageHeader title={consentTexts.pageTitle} showBack backUrl="/#/espace-adherent" />
      <p>{consentTexts.intro}</p>
      {loading && <LoadingStatus label={consentTexts.loading} />}
      {!loading && rows.length === 0 && <p>{consentTexts.empty}</p>}
      <ul className="consent-list">
        {rows.map((row) => (
          <ConsentChoice
            key={row.nom}
            libelle={row.libelle}
            answer={row.answer}
            answeredOn={row.date ? formatFrDate(new Date(row.date)) : null}
            disabled={post.isPending}
            onAnswer={(isAccepted) => post.mutate({ nomConsentement: row.nom, isAccepted })}
          />
        ))}
      </ul>
    </section>
  );
}
