import { useState } from 'react';
import { BicField, IbanField } from '@/components/ui/bank-fields';
import { galleryTexts } from '../texts';
import { GalleryExample, GallerySection } from './gallery-section';

export function BankSection() {
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const [shortIban, setShortIban] = useState('FR7630006000011234567890');
  const [wrongBic, setWrongBic] = useState('AGRI1RPP');
  return (
    <GallerySection id="banque" title={galleryTexts.sections.bank}>
      <GalleryExample title="Saisie : majuscules, espaces retirés">
        <div className="gallery__pair">
          <IbanField value={iban} onChange={setIban} required />
          <BicField value={bic} onChange={setBic} required />
        </div>
      </GalleryExample>
      <GalleryExample title="Erreurs">
        <div className="gallery__pair">
          <IbanField label={galleryTexts.bank.ibanWrong} value={shortIban} onChange={setShortIban} showErrors />
          <BicField label={galleryTexts.bank.bicWrong} value={wrongBic} onChange={setWrongBic} showErrors />
        </div>
      </GalleryExample>
    </GallerySection>
  );
}
