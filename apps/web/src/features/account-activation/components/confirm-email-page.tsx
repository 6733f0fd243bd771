import { useSearchParams } from 'react-router';
import { ResendActivationButton } from '@/components/identity/resend-activation-button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useConfirmEmail } from '@/lib/api/identity-confirm-email';
import { usePageTitle } from '@/lib/use-page-title';
import { identityLoginUrl } from '@/lib/urls';
import { activationTexts as t } from '../texts';

type Outcome = 'pending' | 'confirmed' | 'already' | 'expired';

/** §2 confirm-email: confirms on load; success, already confirmed, or expired with a new link. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const userId = params.get('userId') ?? '';
  const confirm = useConfirmEmail(code, userId);
  // A malformed link (400 VALIDATION) or a network failure reads as expired: a new link is offered.
  const outcome: Outcome = confirm.isPending ? 'pending' : (confirm.data ?? 'expired');
  const title = {
    pending: t.confirmTitle,
    confirmed: t.confirmedTitle,
    already: t.alreadyTitle,
    expired: t.expiredTitle,
  }[outcome];
  usePageTitle(title);
  return (
    <section className="card">
      <h1>{title}</h1>
      {outcome === 'pending' && <LoadingStatus label={t.confirming} />}
      {outcome === 'confirmed' && <p>{t.confirmed}</p>}
      {outcome === 'already' && <p>{t.already}</p>}
      {outcome === 'expired' ? (
        <>
          <p>{t.expired}</p>
          <ResendActivationButton userId={userId} />
        </>
      ) : (
        outcome !== 'pending' && (
          <a className="btn btn--primary" href={identityLoginUrl()}>
            {t.signIn}
          </a>
        )
      )}
    </section>
  );
}
