import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { browserLocation } from '@/lib/browser-location';
import { usePageTitle } from '@/lib/use-page-title';
import { urls } from '@/lib/urls';
import { contratTexts } from './texts';

/** §2 blocking modal: staff go to /admin, members to the error page. */
export function NoContratModal() {
  const { flags } = useCurrentUser();
  const navigate = useNavigate();
  usePageTitle(contratTexts.noContratTitle);

  function leave() {
    if (flags.isBackEndUser) browserLocation.assign(urls.admin);
    else navigate('/service-unavailable', { replace: true });
  }

  return (
    <Modal
      title={contratTexts.noContratTitle}
      titleLevel={1}
      blocking
      onClose={leave}
      actions={
        <button type="button" className="btn btn--primary" onClick={leave} autoFocus>
          {contratTexts.noContratAction}
        </button>
      }
    >
      <p>{contratTexts.noContratMessage}</p>
    </Modal>
  );
}
