import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormButtons } from '@/components/ui/form-buttons';
import { PageHeader } from '@/components/ui/page-header';
import { galleryTexts } from '../texts';
import { GalleryExample, GallerySection } from './gallery-section';

const t = galleryTexts.buttons;

export function ButtonsSection() {
  const [done, setDone] = useState(false);
  return (
    <GallerySection id="boutons" title={galleryTexts.sections.buttons}>
      <GalleryExample title="Boutons">
        <div className="button-row">
          <Button>{t.primary}</Button>
          <Button variant="secondary">{t.secondary}</Button>
          <Button variant="ghost">{t.ghost}</Button>
          <Button variant="danger">{t.danger}</Button>
          <Button size="small">{t.small}</Button>
          <Button disabled>{t.disabled}</Button>
        </div>
      </GalleryExample>
      <GalleryExample title="En-tête de page">
        <div className="gallery__frame">
          <PageHeader
            mainTitle={t.headerMain}
            subtitle={t.headerSubtitle}
            title={t.headerTitle}
            showBack
            backUrl="/#/dev/widgets"
            headingLevel={4}
          />
        </div>
      </GalleryExample>
      <GalleryExample title="Boutons de formulaire">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setDone(true);
          }}
        >
          <FormButtons onBack={() => setDone(false)} />
          <p role="status">{done ? t.formButtonsDone : ''}</p>
        </form>
      </GalleryExample>
    </GallerySection>
  );
}
