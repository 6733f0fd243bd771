import type { SectionValues } from '@portail/shared/admin/configuration-api';
import { featureLabels } from '@portail/shared/admin/configuration-messages';
import { featureCodes } from '@portail/shared/feature-rules';
import { FormCheckbox } from '@/components/identity/form-fields';
import { configurationTexts } from './configuration-texts';
import { ContratFonctionnalites } from './config-contrat-fonctionnalites';
import { SectionForm } from './config-section-form';
import type { TabProps } from './config-tab-props';
import { useSectionForm } from './use-config-section-form';

const t = configurationTexts.fonctionnalites;
type Values = SectionValues<'fonctionnalites'>;

/** §6 feature switches: the client's for everyone, then a contract's own. */
export function FonctionnalitesTab(props: TabProps) {
  const { config, readOnly } = props;
  const { form, frame } = useSectionForm<Values>('fonctionnalites', props);
  const control = form.control;
  return (
    <div className="stack">
      <SectionForm {...frame}>
        <h2>{t.client}</h2>
        {featureCodes.map((code) => (
          <FormCheckbox key={code} control={control} name={`fonctionnalites.${code}`}>
            {featureLabels[code]}
          </FormCheckbox>
        ))}
        <FormCheckbox control={control} name="dataCollectActivated">
          {t.dataCollect}
        </FormCheckbox>
        <FormCheckbox control={control} name="isDonneesROMonegasquesActivated">
          {t.ro}
        </FormCheckbox>
        <FormCheckbox control={control} name="consultationsNominatives">
          {t.consultationsNominatives}
        </FormCheckbox>
      </SectionForm>
      <ContratFonctionnalites config={config} readOnly={readOnly} />
    </div>
  );
}
