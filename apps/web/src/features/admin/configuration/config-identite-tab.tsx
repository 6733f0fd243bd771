import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { SectionValues } from '@portail/shared/admin/configuration-api';
import { TextAreaField } from '@/components/ui/form-controls';
import { configurationTexts } from './configuration-texts';
import { CodedField } from './config-fields';
import { ImagesPanel, type PendingImages } from './config-images-panel';
import { PreviewPanel } from './config-preview-panel';
import { SectionForm } from './config-section-form';
import type { TabProps } from './config-tab-props';
import { useSectionForm } from './use-config-section-form';

const t = configurationTexts.identite;
type Values = SectionValues<'identite'>;

/** Name, texts and colour; logo and background; the welcome page as it will look, as it is typed. */
export function IdentiteTab(props: TabProps) {
  const { config, readOnly } = props;
  const { form, frame } = useSectionForm<Values>('identite', props);
  const draft = useWatch({ control: form.control }) as Values;
  const [pending, setPending] = useState<PendingImages>({});
  const control = form.control;
  return (
    <div className="config-identite">
      <div className="stack">
        <SectionForm {...frame}>
          <h2>{t.texts}</h2>
          <CodedField control={control} name="libelle" label={t.libelle} required />
          <CodedField control={control} name="logoAlt" label={t.logoAlt} hint={t.logoAltHint} required />
          <CodedField control={control} name="logoLinkUrl" label={t.logoLinkUrl} required />
          <CodedField control={control} name="primaryColor" label={t.primaryColor} hint={t.primaryColorHint} required />
          <TextAreaField control={control} name="loginText" label={t.loginText} characterLimit={600} rows={3} />
          <TextAreaField
            control={control}
            name="errorPageText"
            label={t.errorPageText}
            characterLimit={600}
            rows={3}
            required
          />
          <CodedField
            control={control}
            name="delaiToasts"
            as="optionalInteger"
            label={t.delaiToasts}
            hint={t.delaiToastsHint}
          />
        </SectionForm>
        <ImagesPanel config={config} readOnly={readOnly} pending={pending} onPending={setPending} />
      </div>
      <PreviewPanel config={config} draft={draft} pending={pending} />
    </div>
  );
}
