import { useClientConfig } from '@/lib/api/get-client-config';
import { frenchSpacing } from '@/lib/typography';
import { safeHref } from '@/lib/urls';
import { shellTexts } from '../texts';

interface LinkItem {
  href: string;
  label: string;
}

function presentLinks(items: Array<{ href: string | null | undefined; label: string }>): LinkItem[] {
  return items.flatMap(({ href, label }) => {
    const safe = safeHref(href);
    return safe ? [{ href: safe, label }] : [];
  });
}

/** Client login text, store links and social links of the login shell (§2), when set. */
export function ShellAside() {
  const { branding, mobileApp, socialLinks } = useClientConfig();
  const stores = presentLinks([
    { href: mobileApp.appleStoreUrl, label: shellTexts.appleStore },
    { href: mobileApp.googleStoreUrl, label: shellTexts.googleStore },
  ]);
  const socials = presentLinks([
    { href: socialLinks.twitter?.url, label: socialLinks.twitter?.label || shellTexts.twitter },
    { href: socialLinks.facebook?.url, label: socialLinks.facebook?.label || shellTexts.facebook },
  ]);
  if (!branding.loginText && stores.length === 0 && socials.length === 0) return null;
  return (
    <aside className="shell-aside" aria-label={shellTexts.asideLabel}>
      {branding.loginText && <p className="card shell-aside__text">{frenchSpacing(branding.loginText)}</p>}
      {stores.length > 0 && (
        <LinkCard title={frenchSpacing(mobileApp.title || shellTexts.mobileAppTitle)} links={stores} />
      )}
      {socials.length > 0 && <LinkCard title={shellTexts.socialTitle} links={socials} />}
    </aside>
  );
}

function LinkCard({ title, links }: { title: string; links: LinkItem[] }) {
  return (
    <section className="card">
      <h2 className="card__title">{title}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
