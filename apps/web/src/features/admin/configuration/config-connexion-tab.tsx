import { Controller } from 'react-hook-form';
import type { SectionValues } from '@portail/shared/admin/configuration-api';
import { authModeLabels } from '@portail/shared/admin/configuration-messages';
import { createAccountAuthModes } from '@portail/shared/client-config';
import { FormCheckbox } from '@/components/identity/form-fields';
import { TextAreaField } from '@/components/ui/form-controls';
import { RadioGroup } from '@/components/ui/radio-group';
import { configurationTexts } from './configuration-texts';
import { CodedField, RadioField } from './config-fields';
import { OidcFields } from './config-oidc-fields';
import { SectionForm } from './config-section-form';
import type { TabProps } from './config-tab-props';
import { useSectionForm } from './use-config-section-form';

const t = configurationTexts.connexion;
type Values = SectionValues<'connexion'>;
const blankOidc = { name: '', loginUrl: '', issuer: '', clientId: '', scope: 'openid email', clientSecret: '' };

/** How members create their account and sign in: the portal's password, or an external provider. */
export function ConnexionTab(props: TabProps) {
  const { config } = props;
  const { form, frame } = useSectionForm<Values>('connexion', props);
  const control = form.control;
  return (
    <SectionForm {...frame}>
      <Controller
        control={control}
        name="oidc"
        render={({ field }) => (
          <>
            <RadioGroup
              label={t.mode}
              sourceValues={['portail', 'oidc']}
              sourceLabels={[t.modePortail, t.modeOidc]}
              value={field.value ? 'oidc' : 'portail'}
              onChange={(mode) => field.onChange(mode === 'oidc' ? (config.connexion.oidc ?? blankOidc) : null)}
              orientation="vertical"
            />
            {field.value && (
              <OidcFields control={control} secretConfigured={Boolean(config.connexion.oidc?.secretConfigured)} />
            )}
          </>
        )}
      />
      <fieldset className="config-group">
        <legend>{t.registration}</legend>
        <RadioField
          control={control}
          name="createAccountAuthMode"
          label={t.authMode}
          options={createAccountAuthModes.map((mode) => ({ value: mode, label: authModeLabels[mode] }))}
        />
        <CodedField control={control} name="tailleMaxPrenomNom" as="integer" label={t.tailleMaxPrenomNom} required />
        <CodedField
          control={control}
          name="registerAttemptNumber"
          as="integer"
          label={t.registerAttemptNumber}
          required
        />
        <TextAreaField
          control={control}
          name="registerAttemptNumberAfterMessage"
          label={t.registerAttemptNumberAfterMessage}
          characterLimit={600}
          rows={3}
          required
        />
        <TextAreaField
          control={control}
          name="registerFailureMessage"
          label={t.registerFailureMessage}
          characterLimit={600}
          rows={3}
          required
        />
        <FormCheckbox control={control} name="isCodePostalVerifiedOnAccountCreation">
          {t.codePostal}
        </FormCheckbox>
        <FormCheckbox control={control} name="isRegisterVerifyEmail">
          {t.verifyEmail}
        </FormCheckbox>
        <TextAreaField
          control={control}
          name="registerEmailMessage"
          label={t.registerEmailMessage}
          characterLimit={600}
          rows={3}
          required
        />
        <FormCheckbox control={control} name="isRegisterVerifyIban">
          {t.verifyIban}
        </FormCheckbox>
        <FormCheckbox control={control} name="isRegisterIbanObligatoire">
          {t.ibanObligatoire}
        </FormCheckbox>
        <TextAreaField
          control={control}
          name="registerIbanMessage"
          label={t.registerIbanMessage}
          characterLimit={600}
          rows={3}
          required
        />
      </fieldset>
      <fieldset className="config-group">
        <legend>{t.demat}</legend>
        <FormCheckbox control={control} name="dematerialisation.showPopupOnRegister">
          {t.dematRegister}
        </FormCheckbox>
        <FormCheckbox control={control} name="dematerialisation.showPopupOnActivation">
          {t.dematActivation}
        </FormCheckbox>
      </fieldset>
      <fieldset className="config-group">
        <legend>{t.security}</legend>
        <CodedField
          control={control}
          name="passwordRequiredLength"
          as="integer"
          label={t.passwordRequiredLength}
          required
        />
        <FormCheckbox control={control} name="amfSmsActivated">
          {t.amfSms}
        </FormCheckbox>
        <FormCheckbox control={control} name="isCheckBirthdayForgotPasswordActivated">
          {t.birthday}
        </FormCheckbox>
      </fieldset>
    </SectionForm>
  );
}
