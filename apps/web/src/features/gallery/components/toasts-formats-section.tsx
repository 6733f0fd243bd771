import { contratLabel } from '@portail/shared/contrat-rules';
import { formatFrDate } from '@portail/shared/dates';
import { fileKindByExtension, fileKindLabels } from '@portail/shared/file-types';
import { formatBytes, truncate } from '@portail/shared/format';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/components/ui/date-picker/long-date';
import { FileTypeIcon } from '@/components/ui/file-type-icon';
import { useToast } from '@/lib/toasts';
import { galleryTexts } from '../texts';
import { GalleryExample, GallerySection } from './gallery-section';

const t = galleryTexts.formats;
const types = ['danger', 'info', 'success', 'warning'] as const;
const sizes = [0, 850, 1536, 2.5 * 1024 ** 2, Math.round(3.2 * 1024 ** 3), 1.5 * 1024 ** 4, 2 * 1024 ** 5];
const contrats = (['valide', 'eninstance', 'suspendu', 'resilie'] as const).map((etat, i) => ({
  numeroContratIndividuel: `C-2024-0001${i}`,
  nomOffre: 'Santé Sérénité',
  etat,
}));

export function ToastsSection() {
  const toast = useToast();
  return (
    <GallerySection id="notifications" title={galleryTexts.sections.toasts}>
      <div className="button-row">
        {types.map((type) => (
          <Button key={type} variant="secondary" onClick={() => toast[type](galleryTexts.toasts[type])}>
            {galleryTexts.toasts.show(type)}
          </Button>
        ))}
      </div>
    </GallerySection>
  );
}

export function FormatsSection() {
  return (
    <GallerySection id="formats" title={galleryTexts.sections.formats}>
      <GalleryExample title={t.sizes}>
        <ul className="gallery__list">
          {sizes.map((size) => (
            <li key={size}>
              {size.toLocaleString('fr-FR')} octets → {formatBytes(size)}
            </li>
          ))}
        </ul>
      </GalleryExample>
      <GalleryExample title={t.truncation}>
        <p>
          <span title={t.longName}>{truncate(t.longName)}</span>
        </p>
      </GalleryExample>
      <GalleryExample title={t.fileTypes}>
        <ul className="gallery__types">
          {Object.entries(fileKindByExtension).map(([extension, kind]) => (
            <li key={extension}>
              <FileTypeIcon fileName={`fichier.${extension}`} /> .{extension} : {fileKindLabels[kind]}
            </li>
          ))}
        </ul>
      </GalleryExample>
      <GalleryExample title={t.contracts}>
        <ul className="gallery__list">
          {contrats.map((contrat) => (
            <li key={contrat.etat}>{contratLabel(contrat)}</li>
          ))}
        </ul>
      </GalleryExample>
      <GalleryExample title={t.dates}>
        <ul className="gallery__list">
          {[new Date(2026, 6, 1), new Date(2026, 3, 2), new Date(2026, 11, 25)].map((date) => (
            <li key={date.getTime()}>
              {formatFrDate(date)} · {formatLongDate(date)}
            </li>
          ))}
        </ul>
      </GalleryExample>
    </GallerySection>
  );
}
