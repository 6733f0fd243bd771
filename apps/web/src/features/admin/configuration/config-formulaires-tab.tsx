import type { SectionValues } from '@portail/shared/admin/configuration-api';
import { uploadAuthorizedTypes } from '@portail/shared/file-types';
import { formTypes, type FormType, formRules } from '@portail/shared/forms/form-rules';
import { FormCheckbox } from '@/components/identity/form-fields';
import { configurationTexts } from './configuration-texts';
import { ChecklistField, CodedField, RadioField } from './config-fields';
import { SectionForm } from './config-section-form';
import type { TabProps } from './config-tab-props';
import { useSectionForm } from './use-config-section-form';

const t = configurationTexts.formulaires;
type Values = SectionValues<'formulaires'>;
const extensions = uploadAuthorizedTypes.map((type) => ({ value: type.extension, label: `.${type.extension}` }));
const modes = [
  { value: 'automatique', label: t.automatique },
  { value: 'manuel', label: t.manuel },
];

/** Per form of the request engine: offered or not, who handles it, the acknowledgement, the attachments (§3). */
export function FormulairesTab(props: TabProps) {
  const { form, frame } = useSectionForm<Values>('formulaires', props);
  const control = form.control;
  const base = (type: FormType) => `formulaires.${type}` as const;
  return (
    <SectionForm {...frame}>
      <p>{t.lead}</p>
      <div className="config-formulaires">
        {formTypes.map((type) => (
          <fieldset key={type} className="config-group">
            <legend>{formRules[type].libelle}</legend>
            <FormCheckbox control={control} name={`${base(type)}.offert`}>
              {t.offert}
            </FormCheckbox>
            {formRules[type].gestionAutomatiquePossible ? (
              <RadioField control={control} name={`${base(type)}.modeGestion`} label={t.modeGestion} options={modes} />
            ) : (
              <p className="muted">{t.toujoursManuel}</p>
            )}
            <FormCheckbox control={control} name={`${base(type)}.accuseReception`}>
              {t.accuseReception}
            </FormCheckbox>
            <ChecklistField
              control={control}
              name={`${base(type)}.pieces.authorizedTypes`}
              label={t.types}
              options={extensions}
            />
            <CodedField
              control={control}
              name={`${base(type)}.pieces.maxFileSize`}
              as="mo"
              label={t.maxFileSize}
              required
            />
            <CodedField
              control={control}
              name={`${base(type)}.pieces.totalQueueSize`}
              as="mo"
              label={t.totalQueueSize}
              required
            />
            <CodedField
              control={control}
              name={`${base(type)}.pieces.queueLimit`}
              as="integer"
              label={t.queueLimit}
              required
            />
          </fieldset>
        ))}
      </div>
    </SectionForm>
  );
}
