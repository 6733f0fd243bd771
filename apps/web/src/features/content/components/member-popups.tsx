import { useState } from 'react';
import { CmsHtml } from '@/components/cms/cms-html';
import { CmsPopupModal } from '@/components/ui/modals/cms-popup-modal';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { useMemberPopups } from '../api/get-member-popups';
import { usePostPopupChoice } from '../api/post-popup-choice';
import { suppressPopup } from '../popup-cookie';
import { closeForSession, sessionClosedIds } from '../session-closed';

/**
 * The CMS popups (block list Popups) of the member area, one after the other. The account keeps
 * what its member set aside, on every device (issue 25): a single-display popup once closed, a
 * popup with the cookie option closed with « Ne plus afficher ce message » ticked (365 days, and
 * the spec's cookie is still set). The others come back next visit (a new browser session), not
 * at every page load.
 */
export function MemberPopups() {
  const { user } = useCurrentUser();
  const { data } = useMemberPopups(user !== null);
  const postChoice = usePostPopupChoice();
  const [closed, setClosed] = useState<readonly number[]>(sessionClosedIds);
  const popup = data?.items.find((item) => !closed.includes(item.id));
  if (!user || !popup) return null;

  function close(dontShowAgain: boolean) {
    if (!popup) return;
    const ticked = popup.hasCookieOption && dontShowAgain;
    if (ticked) suppressPopup(popup.id);
    if (popup.isSingleDisplay || ticked) postChoice.mutate({ id: popup.id });
    closeForSession(popup.id);
    setClosed((ids) => [...ids, popup.id]);
  }

  return (
    <CmsPopupModal key={popup.id} title={popup.title} showDontShowAgain={popup.hasCookieOption} onClose={close}>
      <CmsHtml html={popup.content} />
    </CmsPopupModal>
  );
}
