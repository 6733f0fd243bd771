import type { Control } from 'react-hook-form';
import type { SectionValues } from '@portail/shared/admin/configuration-api';
import { configurationTexts } from './configuration-texts';
import { CodedField } from './config-fields';

const t = configurationTexts.connexion;

/** The external provider: its public name and page, and the portal's registration there (secret write-only). */
export function OidcFields({
  control,
  secretConfigured,
}: {
  control: Control<SectionValues<'connexion'>>;
  secretConfigured: boolean;
}) {
  return (
    <fieldset className="config-group">
      <legend>{t.modeOidc}</legend>
      <p className="alert alert--info">{t.oidcWarning}</p>
      <CodedField control={control} name="oidc.name" label={t.oidcName} required />
      <CodedField control={control} name="oidc.loginUrl" label={t.oidcLoginUrl} required />
      <CodedField control={control} name="oidc.issuer" label={t.oidcIssuer} required />
      <CodedField control={control} name="oidc.clientId" label={t.oidcClientId} required />
      <CodedField control={control} name="oidc.scope" label={t.oidcScope} required />
      <CodedField
        control={control}
        name="oidc.clientSecret"
        type="password"
        label={t.oidcSecret}
        hint={secretConfigured ? t.oidcSecretKept : t.oidcSecretNone}
      />
    </fieldset>
  );
}
