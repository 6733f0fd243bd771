import { consultationSentence } from '@portail/shared/consultations';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useConsultations } from '../api/get-consultations';
import { accountTexts as t } from '../texts';
import { AccountSection } from './account-section';

/**
 * « Consultations de mon dossier » (issue 28, decision 049): each time the mutuelle's staff read my
 * data, in a sentence, newest first; « Afficher plus » asks the next ten.
 */
export function ConsultationsSection() {
  const query = useConsultations();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items.map((item) => ({ item, client: page.client })));
  return (
    <AccountSection id="account-consultations" title={t.consultationsTitle} lead={t.consultationsLead}>
      {query.isPending && <LoadingStatus />}
      {query.isError && pages.length === 0 && <p className="alert alert--danger">{t.consultationsFailed}</p>}
      {pages.length > 0 && items.length === 0 && <p>{t.consultationsEmpty}</p>}
      {items.length > 0 && (
        <ul>
          {items.map(({ item, client }) => (
            <li key={item.id}>{consultationSentence(item, client)}</li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {query.isFetchingNextPage ? t.consultationsLoading : items.length > 0 ? t.consultationsShown(items.length) : ''}
      </p>
      {query.hasNextPage && (
        <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t.consultationsMore}
        </Button>
      )}
    </AccountSection>
  );
}
