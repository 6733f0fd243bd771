import { useEffect, useEffectEvent, useRef } from 'react';
import { cmsBlockNames } from '@portail/shared/cms';
import { CmsHtml } from '@/components/cms/cms-html';
import { InfoModal } from '@/components/ui/modals/info-modal';
import { useCmsBlockListQuery } from '@/lib/api/get-cms-block-list';

/** §2 register / activate-user: the CMS block Register_Dematerialisation_Popup; onClose goes on. */
export function DematerialisationPopup({ onClose }: { onClose(): void }) {
  const { data, isPending, isError } = useCmsBlockListQuery(cmsBlockNames.registerDematerialisationPopup);
  const item = data?.items[0];
  const nothingToShow = isError || (!isPending && !item);
  // No block for this client (or it failed to load): the journey goes on without a popup, once,
  // whatever onClose callers pass (often a new arrow each render) and despite StrictMode's re-run.
  const skipped = useRef(false);
  const skip = useEffectEvent(() => {
    if (skipped.current) return;
    skipped.current = true;
    onClose();
  });
  useEffect(() => {
    if (nothingToShow) skip();
  }, [nothingToShow]);
  if (!item) return null;
  return (
    <InfoModal title={item.title} onClose={onClose} size="lg">
      <CmsHtml html={item.content} />
    </InfoModal>
  );
}
