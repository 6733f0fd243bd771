import type { AudienceRegle } from '@portail/shared/admin/audiences';
import { useAudienceCount } from '../shared/audiences-api';
import { audiencesTexts as t } from './audiences-texts';

/** The live count, said politely in one status region present from the start (debounced, never while typing). */
export function AudienceCount({ regle }: { regle: AudienceRegle }) {
  const count = useAudienceCount(regle);
  let text: string = t.incomplete;
  if (count.valid && count.pending) text = t.counting;
  else if (count.valid && count.isError) text = t.countFailed;
  else if (count.valid && count.data) text = t.count(count.data.adherents, count.data.joignables);
  return (
    <p className="audience-count" role="status" aria-live="polite">
      {text}
    </p>
  );
}
