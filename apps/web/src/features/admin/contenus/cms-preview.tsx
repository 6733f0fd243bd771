import { useState } from 'react';
import type { CmsItem } from '@portail/shared/cms';
import { cmsBlockNames } from '@portail/shared/cms-constants';
import { CmsHtml } from '@/components/cms/cms-html';
import { CmsPopupModal } from '@/components/ui/modals/cms-popup-modal';
import { Modal } from '@/components/ui/modal';
import { fetchCmsPreview } from './cms-api';
import { writeFailure } from '../shared/write-failure';
import { cmsTexts as t } from './cms-texts';

const popupLists: readonly string[] = [cmsBlockNames.popups, cmsBlockNames.registerDematerialisationPopup];

/** The portal's address of a static page's preview: the page itself, with the text in progress (staff only). */
function pagePreviewUrl(name: string, blocId: number, version?: number) {
  return `/#/page/${encodeURIComponent(name)}?apercu=${blocId}${version ? `&version=${version}` : ''}`;
}

interface CmsPreviewProps {
  blocId: number;
  name: string;
  listName: string;
  version?: number;
  label: string;
}

/**
 * The preview with the portal's own components: a static page opens at its address in a new tab
 * (the portal's layout), a popup in the portal's popup, any other block as the portal renders CMS text.
 */
export function CmsPreview({ blocId, name, listName, version, label }: CmsPreviewProps) {
  const [item, setItem] = useState<CmsItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (listName === cmsBlockNames.pagesStatiques)
    return (
      <a
        className="btn btn--secondary btn--small"
        href={pagePreviewUrl(name, blocId, version)}
        target="_blank"
        rel="noopener"
      >
        {label}
      </a>
    );

  async function open() {
    try {
      setFailure(null);
      setItem(await fetchCmsPreview(blocId, version));
    } catch (error) {
      setFailure(writeFailure(error).message);
    }
  }

  return (
    <>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => void open()}>
        {label}
      </button>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      {item && popupLists.includes(listName) && (
        <CmsPopupModal title={item.title} showDontShowAgain={item.hasCookieOption} onClose={() => setItem(null)}>
          <CmsHtml html={item.content} />
        </CmsPopupModal>
      )}
      {item && !popupLists.includes(listName) && (
        <Modal title={t.preview.label(name)} size="xl" onClose={() => setItem(null)}>
          <div className="card cms-preview-frame">
            {item.title && <h2>{item.title}</h2>}
            <CmsHtml html={item.content} />
          </div>
          <button type="button" className="btn btn--secondary" onClick={() => setItem(null)}>
            {t.preview.close}
          </button>
        </Modal>
      )}
    </>
  );
}
