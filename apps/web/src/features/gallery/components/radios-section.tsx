import { useState } from 'react';
import { RadioGroup } from '@/components/ui/radio-group';
import { widgetTexts } from '@/components/ui/widget-texts';
import { galleryTexts } from '../texts';
import { GalleryExample, GallerySection } from './gallery-section';

const t = galleryTexts.radios;

export function RadiosSection() {
  const [yesNo, setYesNo] = useState<unknown>(true);
  const [situation, setSituation] = useState<unknown>('MAR');
  const [reception, setReception] = useState<unknown>(null);
  const [required, setRequired] = useState<unknown>(null);
  return (
    <GallerySection id="radios" title={galleryTexts.sections.radios}>
      <GalleryExample title="Par défaut : Oui (true) / Non (false)">
        <RadioGroup label={t.yesNo} value={yesNo} onChange={setYesNo} />
        <p className="field__hint">{t.chosen(String(yesNo))}</p>
      </GalleryExample>
      <GalleryExample title="Objets : libellé « libelle », valeur « code »">
        <RadioGroup
          label={t.objects}
          options={t.situations}
          value={situation}
          onChange={setSituation}
          orientation="vertical"
        />
        <p className="field__hint">{t.chosen(String(situation))}</p>
      </GalleryExample>
      <GalleryExample title="sourceValues et sourceLabels">
        <RadioGroup
          label={t.source}
          sourceValues={t.sourceValues}
          sourceLabels={t.sourceLabels}
          value={reception}
          onChange={setReception}
        />
      </GalleryExample>
      <GalleryExample title="Erreur : champ obligatoire">
        <RadioGroup
          label={t.required}
          value={required}
          onChange={setRequired}
          required
          state={required === null ? 'error' : 'default'}
          message={required === null ? widgetTexts.requiredField : null}
        />
      </GalleryExample>
      <GalleryExample title={t.mismatch}>
        <RadioGroup
          label={t.mismatch}
          sourceValues={['A', 'B', 'C']}
          sourceLabels={['A', 'B']}
          value={null}
          onChange={() => undefined}
        />
      </GalleryExample>
    </GallerySection>
  );
}
