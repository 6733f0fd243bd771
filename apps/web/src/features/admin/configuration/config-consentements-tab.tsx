import { useFieldArray } from 'react-hook-form';
import type { SectionValues } from '@portail/shared/admin/configuration-api';
import { FormCheckbox } from '@/components/identity/form-fields';
import { TextAreaField } from '@/components/ui/form-controls';
import { configurationTexts } from './configuration-texts';
import { CodedField } from './config-fields';
import { SectionForm } from './config-section-form';
import type { TabProps } from './config-tab-props';
import { useSectionForm } from './use-config-section-form';

const t = configurationTexts.consentements;
type Values = SectionValues<'consentements'>;

/** The consents members answer; a new text (or « redemander ») is a new version, asked again. */
export function ConsentementsTab(props: TabProps) {
  const { config, readOnly } = props;
  const { form, frame } = useSectionForm<Values>('consentements', props);
  const control = form.control;
  const list = useFieldArray({ control, name: 'consentements' });
  const saved = new Map(config.consentements.consentements.map((c) => [c.nom, c.version]));
  return (
    <SectionForm {...frame}>
      <p>{t.lead}</p>
      {list.fields.length === 0 && <p className="muted">{t.none}</p>}
      {list.fields.map((item, index) => {
        const version = saved.get(item.nom);
        return (
          <fieldset key={item.id} className="config-group">
            <legend>
              {t.item(index + 1)} — {version === undefined ? t.nouveau : t.version(version)}
            </legend>
            {version === undefined ? (
              <CodedField control={control} name={`consentements.${index}.nom`} label={t.nom} required />
            ) : (
              <p>
                {t.code} <strong>{item.nom}</strong>
              </p>
            )}
            <TextAreaField
              control={control}
              name={`consentements.${index}.libelle`}
              label={t.libelle}
              characterLimit={1000}
              rows={3}
              required
            />
            {version !== undefined && (
              <FormCheckbox control={control} name={`consentements.${index}.redemander`}>
                {t.redemander}
              </FormCheckbox>
            )}
            {!readOnly && (
              <button type="button" className="btn btn--secondary btn--small" onClick={() => list.remove(index)}>
                {t.remove(item.nom || String(index + 1))}
              </button>
            )}
          </fieldset>
        );
      })}
      {!readOnly && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => list.append({ nom: '', libelle: '', redemander: false })}
        >
          {t.add}
        </button>
      )}
    </SectionForm>
  );
}
