import type { UploaderOptions } from '@/components/ui/file-uploader/upload-filters';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { useUploadConfig } from '../api/get-upload-config';
import { galleryTexts } from '../texts';
import { AccordionsSection, TabsSection } from './tabs-accordions-section';
import { BankSection } from './bank-section';
import { ButtonsSection } from './buttons-section';
import { DatesSection } from './dates-section';
import { sectionId } from './gallery-section';
import { IdentitySection } from './identity-section';
import { ModalsSection } from './modals-section';
import { RadiosSection } from './radios-section';
import { FormatsSection, ToastsSection } from './toasts-formats-section';
import { UploadsSection } from './uploads-section';
import '@/styles/ui-gallery.css';

const sectionKeys: [string, string][] = [
  ['boutons', galleryTexts.sections.buttons],
  ['onglets', galleryTexts.sections.tabs],
  ['accordeons', galleryTexts.sections.accordions],
  ['radios', galleryTexts.sections.radios],
  ['dates', galleryTexts.sections.dates],
  ['identite', galleryTexts.sections.identity],
  ['banque', galleryTexts.sections.bank],
  ['televersement', galleryTexts.sections.uploads],
  ['notifications', galleryTexts.sections.toasts],
  ['formats', galleryTexts.sections.formats],
  ['modales', galleryTexts.sections.modals],
];

/** #/dev/widgets: every shared widget and modal in its states; served in development and demo mode. */
export function GalleryPage() {
  usePageTitle(galleryTexts.title);
  const config = useUploadConfig();
  if (config.isPending) return <LoadingStatus />;
  if (!config.data || !(import.meta.env.DEV || config.data.demo)) {
    return (
      <section className="card">
        <PageHeader title={galleryTexts.title} />
        <p>{galleryTexts.unavailable}</p>
      </section>
    );
  }
  const uploaderOptions: UploaderOptions = {
    authorizedTypes: config.data.authorizedTypes,
    maxFileSize: config.data.maxFileSize,
    totalQueueSize: config.data.totalQueueSize,
    queueLimit: config.data.queueLimit,
  };
  return (
    <div className="gallery stack">
      <section className="card">
        <h1>{galleryTexts.title}</h1>
        <p className="lead">{galleryTexts.intro}</p>
        <nav aria-label={galleryTexts.nav}>
          <ul className="gallery__nav">
            {sectionKeys.map(([key, title]) => (
              <li key={key}>
                <a
                  href={`#${sectionId(key)}`}
                  onClick={(e) => (e.preventDefault(), document.getElementById(sectionId(key))?.scrollIntoView())}
                >
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <ButtonsSection />
      <TabsSection />
      <AccordionsSection />
      <RadiosSection />
      <DatesSection />
      <IdentitySection />
      <BankSection />
      <UploadsSection config={config.data} />
      <ToastsSection />
      <FormatsSection />
      <ModalsSection uploaderOptions={uploaderOptions} />
    </div>
  );
}
