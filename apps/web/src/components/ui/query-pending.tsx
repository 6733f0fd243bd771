import { messages } from '@portail/shared/messages';
import { Button } from './button';
import { LoadingStatus } from './loading-status';
import { uiTexts } from './texts';

interface PendingQuery {
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * What a section shows before its data: the spinner while it is read, and when the read failed,
 * the §8 message with « Réessayer » rather than a spinner that never ends (the page's services and
 * footer wait for spinners: issue 25).
 */
export function QueryPending({ query }: { query: PendingQuery }) {
  if (!query.isError || query.isFetching) return <LoadingStatus />;
  return (
    <div className="card stack">
      <p role="alert">{messages.dataSourceLoadFailed}</p>
      <p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {uiTexts.retry}
        </Button>
      </p>
    </div>
  );
}
