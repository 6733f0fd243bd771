import { useNavigate } from 'react-router';
import { NoContractModal } from '@/components/ui/modals/no-contract-modal';
import { modalTexts } from '@/components/ui/modals/texts';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { browserLocation } from '@/lib/browser-location';
import { usePageTitle } from '@/lib/use-page-title';
import { urls } from '@/lib/urls';

/** §2 "0 contrat": the library's blocking modal; staff go on to /admin, members to the error page. */
export function NoContratModal() {
  const { flags } = useCurrentUser();
  const navigate = useNavigate();
  usePageTitle(modalTexts.noContractTitle);

  function leave() {
    if (flags.isBackEndUser) browserLocation.assign(urls.admin);
    else navigate('/service-unavailable', { replace: true });
  }

  return <NoContractModal onContinue={leave} />;
}
