import { useState } from 'react';
import { useClientConfig } from '@/lib/api/get-client-config';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { frenchSpacing } from '@/lib/typography';
import { safeHref } from '@/lib/urls';
import { shellTexts } from '../texts';
import { mobilePlatform } from './mobile-platform';

/** §2: on Android or iPhone, when enabled and not closed before; closing is remembered. */
export function MobileBanner() {
  const { mobileApp } = useClientConfig();
  const [closed, setClosed] = useState(() => readStorage('local', storageKeys.mobileBannerClosed) === 'true');
  const platform = mobilePlatform(navigator.userAgent);
  const storeUrl = safeHref(
    platform === 'android' ? mobileApp.googleStoreUrl : platform === 'iphone' ? mobileApp.appleStoreUrl : null,
  );
  if (!mobileApp.enabled || closed || !storeUrl) return null;

  function close() {
    writeStorage('local', storageKeys.mobileBannerClosed, 'true');
    setClosed(true);
  }

  return (
    <section className="mobile-banner" aria-label={shellTexts.mobileAppTitle}>
      <p className="mobile-banner__text">
        <strong>{frenchSpacing(mobileApp.title || shellTexts.mobileAppTitle)}</strong>
        {mobileApp.text && <span> {frenchSpacing(mobileApp.text)}</span>}
      </p>
      <a className="btn btn--primary btn--small mobile-banner__install" href={storeUrl}>
        {shellTexts.install}
      </a>
      <button
        type="button"
        className="icon-button mobile-banner__close"
        aria-label={shellTexts.closeBanner}
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
