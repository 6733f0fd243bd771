import { useState } from 'react';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { galleryTexts } from '../texts';
import { GalleryExample, GallerySection } from './gallery-section';

const t = galleryTexts.dates;
const weekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

export function DatesSection() {
  const [birth, setBirth] = useState('');
  const [care, setCare] = useState('');
  const [inverted, setInverted] = useState('');
  const [invalid, setInvalid] = useState('31/02/2026');
  return (
    <GallerySection id="dates" title={galleryTexts.sections.dates}>
      <GalleryExample title="Date de naissance : au plus tard aujourd’hui">
        <DatePicker label={t.birth} value={birth} onChange={setBirth} max={new Date()} required />
      </GalleryExample>
      <GalleryExample title="Bornes et jours désactivés (week-ends)">
        <DatePicker
          label={t.care}
          value={care}
          onChange={setCare}
          min={new Date(2026, 0, 5)}
          max={new Date(2026, 11, 18)}
          isDateDisabled={weekend}
        />
      </GalleryExample>
      <GalleryExample title="Minimum après maximum">
        <DatePicker
          label={t.inverted}
          value={inverted}
          onChange={setInverted}
          min={new Date(2026, 8, 1)}
          max={new Date(2026, 5, 30)}
        />
      </GalleryExample>
      <GalleryExample title="Erreur : date invalide">
        <DatePicker label={t.invalid} value={invalid} onChange={setInvalid} showErrors />
      </GalleryExample>
    </GallerySection>
  );
}
