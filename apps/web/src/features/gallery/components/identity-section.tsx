import { useState } from 'react';
import { NirInput, type NirValue } from '@/components/ui/nir-input';
import { PasswordInput } from '@/components/ui/password-input';
import { emptyCode, SecurityCodeInput } from '@/components/ui/security-code-input';
import { widgetTexts } from '@/components/ui/widget-texts';
import { galleryTexts } from '../texts';
import { GalleryExample, GallerySection } from './gallery-section';

const t = galleryTexts.identity;
const emptyNir: NirValue = { nir: '', cle: '', numeroMonaco: '', monaco: false };

export function IdentitySection() {
  const [nir, setNir] = useState(emptyNir);
  const [wrongNir, setWrongNir] = useState<NirValue>({ ...emptyNir, nir: '2850775123456', cle: '12' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState(emptyCode);
  const [partial, setPartial] = useState(['4', '8', '1', '', '', '']);
  return (
    <GallerySection id="identite" title={galleryTexts.sections.identity}>
      <GalleryExample title="Numéro de sécurité sociale, avec le mode Monaco">
        <NirInput value={nir} onChange={setNir} allowMonaco required />
        <p className="field__hint">Valeur enregistrée : {nir.nir || '—'}</p>
      </GalleryExample>
      <GalleryExample title="Erreur : clé incorrecte">
        <NirInput value={wrongNir} onChange={setWrongNir} showErrors />
      </GalleryExample>
      <GalleryExample title="Mot de passe avec affichage">
        <PasswordInput
          label={t.password}
          value={password}
          onChange={setPassword}
          required
          autoComplete="new-password"
        />
      </GalleryExample>
      <GalleryExample title="Code de sécurité">
        <SecurityCodeInput label={t.code} digits={code} onChange={setCode} />
      </GalleryExample>
      <GalleryExample title="Erreur : code incomplet">
        <SecurityCodeInput
          label={t.codeError}
          digits={partial}
          onChange={setPartial}
          state="error"
          message={widgetTexts.securityCodeIncomplete}
        />
      </GalleryExample>
    </GallerySection>
  );
}
