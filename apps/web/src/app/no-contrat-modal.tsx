import { useNavigate } from 'react-router';
import { FullPageRedirect } from '@/components/ui/full-page-redirect';
import { NoContractModal } from '@/components/ui/modals/no-contract-modal';
import { modalTexts } from '@/components/ui/modals/texts';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { urls } from '@/lib/urls';

/**
 * §2 / §6 "0 contrat": staff (back-end users) go to /admin straight away, the member's message not
 * being theirs; members get the library's blocking modal, then the error page.
 */
export function NoContratModal() {
  const { flags } = useCurrentUser();
  return flags.isBackEndUser ? <FullPageRedirect url={urls.admin} /> : <MemberNoContratModal />;
}

function MemberNoContratModal() {
  const navigate = useNavigate();
  usePageTitle(modalTexts.noContractTitle);
  return <NoContractModal onContinue={() => navigate('/service-unavailable', { replace: true })} />;
}
