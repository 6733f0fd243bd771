import type { SectionValues } from '@portail/shared/admin/configuration-api';
import { configurationTexts } from './configuration-texts';
import { CodedField, OptionalGroup } from './config-fields';
import { SectionForm } from './config-section-form';
import type { TabProps } from './config-tab-props';
import { useSectionForm } from './use-config-section-form';

const t = configurationTexts.sepa;
type Values = SectionValues<'sepa'>;

/** The creditor printed on SEPA mandates (decision 026); none: premiums are not debited. */
export function SepaTab(props: TabProps) {
  const { form, frame } = useSectionForm<Values>('sepa', props);
  const control = form.control;
  return (
    <SectionForm {...frame}>
      <p>{t.lead}</p>
      <OptionalGroup
        control={control}
        name="sepa"
        label={t.enabled}
        blank={{ ics: '', creancier: '', adresseCreancier: '' }}
      >
        <CodedField control={control} name="sepa.ics" label={t.ics} hint={t.icsHint} required />
        <CodedField control={control} name="sepa.creancier" label={t.creancier} required />
        <CodedField control={control} name="sepa.adresseCreancier" label={t.adresse} required />
      </OptionalGroup>
    </SectionForm>
  );
}
