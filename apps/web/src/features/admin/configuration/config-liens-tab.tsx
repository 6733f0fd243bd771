import type { SectionValues } from '@portail/shared/admin/configuration-api';
import { FormCheckbox } from '@/components/identity/form-fields';
import { TextAreaField } from '@/components/ui/form-controls';
import { configurationTexts } from './configuration-texts';
import { CodedField, OptionalGroup } from './config-fields';
import { SectionForm } from './config-section-form';
import type { TabProps } from './config-tab-props';
import { useSectionForm } from './use-config-section-form';

const t = configurationTexts.liens;
type Values = SectionValues<'liens'>;
const networks = [
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'facebook', label: 'Facebook' },
] as const;

/** The mobile app's banner and store links (§2), and the social links of the login shell. */
export function LiensTab(props: TabProps) {
  const { form, frame } = useSectionForm<Values>('liens', props);
  const control = form.control;
  return (
    <SectionForm {...frame}>
      <fieldset className="config-group">
        <legend>{t.app}</legend>
        <FormCheckbox control={control} name="mobileApp.enabled">
          {t.enabled}
        </FormCheckbox>
        <CodedField control={control} name="mobileApp.title" label={t.title} />
        <TextAreaField control={control} name="mobileApp.text" label={t.text} characterLimit={300} rows={2} />
        <CodedField control={control} name="mobileApp.appleStoreUrl" as="optional" label={t.apple} />
        <CodedField control={control} name="mobileApp.googleStoreUrl" as="optional" label={t.google} />
        <CodedField control={control} name="mobileApp.urlSchemes" as="list" label={t.schemes} hint={t.schemesHint} />
      </fieldset>
      <fieldset className="config-group">
        <legend>{t.social}</legend>
        {networks.map((network) => (
          <OptionalGroup
            key={network.key}
            control={control}
            name={`socialLinks.${network.key}`}
            label={t.show(network.label)}
            blank={{ url: '', label: '' }}
          >
            <CodedField
              control={control}
              name={`socialLinks.${network.key}.url`}
              label={t.url(network.label)}
              required
            />
            <CodedField
              control={control}
              name={`socialLinks.${network.key}.label`}
              label={t.label(network.label)}
              required
            />
          </OptionalGroup>
        ))}
      </fieldset>
    </SectionForm>
  );
}
