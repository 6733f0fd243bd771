import { useLocation } from 'react-router';
import { cmsBlockNames } from '@portail/shared/cms';
import { CmsHtml } from '@/components/cms/cms-html';
import { useClientConfig } from '@/lib/api/get-client-config';
import { cmsTexts } from '@/components/cms/texts';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useCmsBlockListQuery } from '@/lib/api/get-cms-block-list';
import { usePageTitle } from '@/lib/use-page-title';
import { urls } from '@/lib/urls';
import { registerTexts as t } from '../texts';

/**
 * §2 display-email: the CMS title and text shown after registration (block Display_Email), and the
 * link's lifetime from the configuration, the one the e-mail states.
 */
export function DisplayEmailPage() {
  const { data, isPending, isError } = useCmsBlockListQuery(cmsBlockNames.displayEmail);
  const { configuration } = useClientConfig();
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  const item = data?.items[0];
  usePageTitle(item?.title ?? t.displayEmailTitle);
  return (
    <section className="card">
      <h1>{item?.title ?? t.displayEmailTitle}</h1>
      {isPending && <LoadingStatus />}
      {isError && <p role="alert">{cmsTexts.notLoaded(cmsBlockNames.displayEmail)}</p>}
      {item && <CmsHtml html={item.content} />}
      {typeof email === 'string' && <p>{t.displayEmailSentTo(email)}</p>}
      <p>{t.linkValidity(configuration.accountLinkHours)}</p>
      <a className="btn btn--primary" href={urls.welcome}>
        {t.back}
      </a>
    </section>
  );
}
