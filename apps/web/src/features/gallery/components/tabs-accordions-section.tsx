import { useState } from 'react';
import { AccordionGroup } from '@/components/ui/accordion';
import { Tabs } from '@/components/ui/tabs';
import { galleryTexts } from '../texts';
import { GalleryExample, GallerySection } from './gallery-section';

const { tabs, accordions } = galleryTexts;
const tabItems = tabs.items.map((item) => ({ ...item, content: <p>{item.content}</p> }));
const accordionItems = accordions.items.map((item) => ({ ...item, content: <p>{item.content}</p> }));

export function TabsSection() {
  const [chosen, setChosen] = useState({ key: 'categories', index: 1 });
  return (
    <GallerySection id="onglets" title={galleryTexts.sections.tabs}>
      <GalleryExample title={tabs.byKey}>
        <Tabs label="Aide à la connexion" items={tabItems} />
      </GalleryExample>
      <GalleryExample title={tabs.byIndex}>
        <Tabs
          label="Aide à la connexion, sélection par index"
          items={tabItems}
          selectedIndex={chosen.index}
          onSelectionChange={(key, index) => setChosen({ key, index })}
        />
        <p role="status">{tabs.selected(chosen.key, chosen.index)}</p>
      </GalleryExample>
    </GallerySection>
  );
}

export function AccordionsSection() {
  return (
    <GallerySection id="accordeons" title={galleryTexts.sections.accordions}>
      <GalleryExample title={accordions.group}>
        <AccordionGroup items={accordionItems.map((item, i) => ({ ...item, open: i === 0 }))} />
      </GalleryExample>
      <GalleryExample title={accordions.error}>
        <AccordionGroup
          items={accordionItems.slice(0, 2).map((item) => ({ ...item, key: `${item.key}-2`, open: true }))}
        />
      </GalleryExample>
    </GallerySection>
  );
}
