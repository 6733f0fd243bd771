import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { nomBanque } from '@portail/shared/profil/banques';
import { titulaireMaxLength } from '@portail/shared/iban-bic-schema';
import { FormTextField } from '@/components/identity/form-fields';
import { BicField, IbanField } from '@/components/ui/bank-fields';
import { profilTexts } from '../texts';

const t = profilTexts.banque;

/** Holder, IBAN and BIC (§5 rules as typed), with the bank's name once the BIC names a known one. */
export function CompteFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const bic = useWatch({ control, name: 'bic' as Path<T> }) as string | undefined;
  const banque = nomBanque(bic);
  return (
    <>
      <FormTextField
        control={control}
        name={'titulaire' as Path<T>}
        label={t.titulaire}
        required
        characterLimit={titulaireMaxLength}
        autoComplete="name"
      />
      <Controller
        control={control}
        name={'iban' as Path<T>}
        render={({ field, fieldState }) => (
          <IbanField
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            required
            message={fieldState.error?.message ?? null}
          />
        )}
      />
      <Controller
        control={control}
        name={'bic' as Path<T>}
        render={({ field, fieldState }) => (
          <BicField
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            required
            message={fieldState.error?.message ?? null}
          />
        )}
      />
      {banque && (
        <p className="field__hint" aria-live="polite">
          {t.banque} : {banque}
        </p>
      )}
    </>
  );
}
