import { useMemo, useState } from 'react';
import { cmsBlockNames } from '@portail/shared/cms-constants';
import { CmsHtml } from '@/components/cms/cms-html';
import { useCmsBlockList } from '@/components/cms/use-cms';
import { CmsPopupModal } from '@/components/ui/modals/cms-popup-modal';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { isPopupSuppressed, suppressPopup } from '../popup-cookie';
import { closeForSession, sessionClosedIds } from '../session-closed';
import { hiddenBlockIds, hideBlockForUser } from '../single-display-storage';

/**
 * The CMS popups (block list Popups) of the member area, one after the other. Single-display
 * ones never come back for that user once closed; those with the cookie option stay away 365
 * days once closed with « Ne plus afficher ce message » ticked; the others come back next visit
 * (a new browser session), not at every page load.
 */
export function MemberPopups() {
  const { user } = useCurrentUser();
  // A client without popups has no such list: nothing to show, nothing to announce.
  const { data } = useCmsBlockList(cmsBlockNames.popups, { silent: true, enabled: user !== null });
  const [closed, setClosed] = useState<readonly number[]>(sessionClosedIds);
  const userId = user?.id;
  // Storage and cookies are read when the list, the user or the closed ones change, not at every render.
  const popup = useMemo(() => {
    if (userId === undefined || !data) return undefined;
    const hidden = new Set(hiddenBlockIds(userId));
    return data.items.find(
      (item) =>
        !closed.includes(item.id) &&
        !(item.isSingleDisplay && hidden.has(item.id)) &&
        !(item.hasCookieOption && isPopupSuppressed(item.id)),
    );
  }, [userId, data, closed]);
  if (!user || !popup) return null;

  function close(dontShowAgain: boolean) {
    if (!user || !popup) return;
    if (popup.isSingleDisplay) hideBlockForUser(user.id, popup.id);
    if (popup.hasCookieOption && dontShowAgain) suppressPopup(popup.id);
    closeForSession(popup.id);
    setClosed((ids) => [...ids, popup.id]);
  }

  return (
    <CmsPopupModal key={popup.id} title={popup.title} showDontShowAgain={popup.hasCookieOption} onClose={close}>
      <CmsHtml html={popup.content} />
    </CmsPopupModal>
  );
}
