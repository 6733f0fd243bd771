import { usePageTitle } from '@/lib/use-page-title';
import { PageHeader } from './page-header';
import { uiTexts } from './texts';

/** Placeholder of a screen that a later issue builds: its title and an honest notice. */
export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="card">
      <PageHeader title={title} />
      <p>{uiTexts.comingSoon}</p>
    </section>
  );
}
