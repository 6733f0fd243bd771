import type { Control, FieldValues, Path } from 'react-hook-form';
import type { ClientRules } from '@portail/shared/identity-registration';
import { FormDateField, FormTextField } from '@/components/identity/form-fields';
import { registerTexts as t } from '../texts';

interface IdentityFieldsProps<T extends FieldValues> {
  control: Control<T>;
  rules: ClientRules & { registerIbanMessage: string };
  onBirthDateBlur(): void;
}

/** §3/§5 who the person is: member number and/or NIR per createAccountAuthMode, names, birth date… */
export function IdentityFields<T extends FieldValues>({ control, rules, onBirthDateBlur }: IdentityFieldsProps<T>) {
  const mode = rules.createAccountAuthMode;
  const askNumero = mode !== 'NIR';
  const askNir = mode !== 'individual';
  const name = (field: string) => field as Path<T>;
  return (
    <fieldset className="form__group">
      <legend>{t.whoAreYou}</legend>
      {askNumero && (
        <FormTextField
          control={control}
          name={name('numeroContrat')}
          label={t.numeroContrat}
          required={mode !== 'oneOfTwo'}
          maxLength={20}
          autoComplete="off"
        />
      )}
      {askNumero && askNir && <p className="form__join">{mode === 'all' ? t.joinAll : t.joinOneOfTwo}</p>}
      {askNir && (
        <FormTextField
          control={control}
          name={name('nir')}
          label={t.nir}
          required={mode !== 'oneOfTwo'}
          hint={t.nirHint}
          inputMode="numeric"
          maxLength={15}
          autoComplete="off"
        />
      )}
      <FormTextField control={control} name={name('prenom')} label={t.prenom} required autoComplete="given-name" />
      <FormTextField control={control} name={name('nom')} label={t.nom} required autoComplete="family-name" />
      <FormDateField
        control={control}
        name={name('dateNaissance')}
        label={t.dateNaissance}
        required
        onBlurCheck={onBirthDateBlur}
      />
      {rules.isCodePostalVerifiedOnAccountCreation && (
        <FormTextField
          control={control}
          name={name('codePostal')}
          label={t.codePostal}
          required
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
        />
      )}
      {rules.isRegisterVerifyIban && (
        <FormTextField
          control={control}
          name={name('iban')}
          label={t.iban}
          required={rules.isRegisterIbanObligatoire}
          hint={rules.registerIbanMessage || undefined}
          maxLength={4}
          autoComplete="off"
        />
      )}
    </fieldset>
  );
}

type OptionalIdentity = Partial<Record<'numeroContrat' | 'nir' | 'codePostal' | 'iban', string>>;

/** Fields the client does not ask for are not sent (empty strings would read as typed values). */
export function withoutEmptyIdentityFields<T extends OptionalIdentity>(values: T): T {
  const out = { ...values };
  for (const key of ['numeroContrat', 'nir', 'codePostal', 'iban'] as const) if (!out[key]) delete out[key];
  return out;
}

/** The empty identity and credentials of the registration form and of its « Nouvel identifiant » mode. */
export const emptyIdentityAndCredentials = {
  numeroContrat: '',
  nir: '',
  prenom: '',
  nom: '',
  dateNaissance: '',
  codePostal: '',
  iban: '',
  email: '',
  password: '',
  confirmPassword: '',
} as const;
