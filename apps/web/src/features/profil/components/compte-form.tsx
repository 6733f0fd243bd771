import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formOptionsFor } from '@portail/shared/forms/form-rules';
import { ribCotisationsFormSchema, ribFormSchema } from '@portail/shared/forms/rib';
import { ribPrestationsFormSchema } from '@portail/shared/forms/rib-prestations';
import { uploadMessages } from '@portail/shared/file-types';
import { messages } from '@portail/shared/messages';
import { joursPrelevement, modesPaiementCotisation } from '@portail/shared/profil/compte-bancaire';
import type { PaiementsResponse } from '@portail/shared/profil/profil';
import { useOwnerCodeSendType } from '@/lib/api/identity-account';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { FormCheckbox } from '@/components/identity/form-fields';
import { FileUploader } from '@/components/ui/file-uploader/file-uploader';
import { pendingMessage, type UploadPending } from '@/components/ui/file-uploader/uploader-rules';
import { FormButtons } from '@/components/ui/form-buttons';
import { RadioGroup } from '@/components/ui/radio-group';
import { widgetTexts } from '@/components/ui/widget-texts';
import { useClientConfig } from '@/lib/api/get-client-config';
import { showToast } from '@/lib/toasts';
import { uploaderOptionsOf } from '@/components/ui/file-uploader/uploader-options';
import { profilTexts } from '../texts';
import { CompteFields } from './compte-fields';
import { useProfilSubmit } from './use-profil-submit';

const t = profilTexts;
type CompteType = 'ribprestations' | 'rib' | 'ribcotisations';
const schemas: Record<CompteType, z.ZodType> = {
  ribprestations: ribPrestationsFormSchema,
  rib: ribFormSchema,
  ribcotisations: ribCotisationsFormSchema,
};
type Values = {
  modePaiement?: string;
  jourPrelevement?: number;
  titulaire?: string;
  iban?: string;
  bic?: string;
  mandatAccepte?: boolean;
  pieces: unknown[];
};

/**
 * A bank account change (forms/ribprestations, forms/rib, forms/ribcotisations): holder, IBAN,
 * BIC; for premiums the mode, the debit day and the SEPA mandate to sign; the RIB when the client
 * handles it by hand (§5); the security code asked by the server before anything is changed.
 */
export function CompteForm({
  type,
  sepa,
  onClose,
}: {
  type: CompteType;
  sepa: PaiementsResponse['sepa'];
  /** After a save (true) or « Annuler » (false): the tab moves focus accordingly. */
  onClose(saved: boolean): void;
}) {
  const { configuration } = useClientConfig();
  const options = formOptionsFor(type, configuration.formulaires);
  const manual = options.modeGestion === 'manuel';
  const resolver = useMemo(() => zodResolver(schemas[type] as never), [type]);
  const form = useForm<Values>({
    resolver: resolver as never,
    defaultValues: {
      ...(type === 'ribcotisations' ? { modePaiement: sepa ? 'prelevement' : 'cheque' } : {}),
      ...(type !== 'ribprestations' ? { jourPrelevement: 10, mandatAccepte: false } : {}),
      titulaire: '',
      iban: '',
      bic: '',
      pieces: [],
    },
  });
  const mode = useWatch({ control: form.control, name: 'modePaiement' });
  const withAccount = type !== 'ribcotisations' || mode === 'prelevement';
  const withMandate = type !== 'ribprestations' && withAccount;
  const [uploadPending, setUploadPending] = useState<UploadPending>(null);
  const uploading = uploadPending !== null;
  const ownerSendType = useOwnerCodeSendType();
  const submit = useProfilSubmit(type, form, () => onClose(true));
  const onSubmit = form.handleSubmit(
    () => {
      if (uploading) return;
      const values = form.getValues();
      if (manual && withAccount && values.pieces.length === 0) {
        form.setError('pieces', { message: uploadMessages.required });
        return;
      }
      // Only the fields of the chosen mode: a cheque needs no account.
      submit.send(withAccount ? values : { modePaiement: values.modePaiement, pieces: values.pieces });
    },
    () => showToast({ type: 'danger', text: messages.requiredFields }),
  );
  const piecesError = form.formState.errors.pieces?.message;
  return (
    <form className="form compte-form" onSubmit={onSubmit} noValidate aria-busy={submit.busy}>
      <p className="form__legend">{widgetTexts.mandatoryMarker}</p>
      {type === 'ribcotisations' && (
        <Controller
          control={form.control}
          name="modePaiement"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={t.cotisations.mode}
              required
              options={modesPaiementCotisation.filter((m) => sepa || m.code !== 'prelevement')}
              value={field.value}
              onChange={field.onChange}
              state={fieldState.error ? 'error' : 'default'}
              message={fieldState.error?.message ?? null}
              orientation="vertical"
            />
          )}
        />
      )}
      {withMandate && (
        <Controller
          control={form.control}
          name="jourPrelevement"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={t.cotisations.jour}
              required
              sourceValues={joursPrelevement}
              sourceLabels={joursPrelevement.map((j) => t.cotisations.jourValue(j))}
              value={field.value}
              onChange={field.onChange}
              state={fieldState.error ? 'error' : 'default'}
              message={fieldState.error?.message ?? null}
            />
          )}
        />
      )}
      {withAccount && <CompteFields control={form.control} />}
      {withMandate && sepa && (
        <div className="mandat-box">
          <h3>{t.cotisations.mandatTitle}</h3>
          <p>{t.cotisations.mandatText(sepa.creancier, sepa.ics)}</p>
          <FormCheckbox control={form.control} name="mandatAccepte">
            {t.cotisations.mandatConsent}
          </FormCheckbox>
        </div>
      )}
      {manual && withAccount && (
        <FileUploader
          label={t.banque.ribLabel}
          inputName="pieces"
          required
          options={{ ...uploaderOptionsOf(options.pieces), queueLimit: 1 }}
          message={pendingMessage(uploadPending) ?? (typeof piecesError === 'string' ? piecesError : null)}
          onPendingChange={setUploadPending}
          onFilesChange={(files) => form.setValue('pieces', files, { shouldValidate: form.formState.isSubmitted })}
        />
      )}
      {manual && withAccount && <p className="field__hint">{t.banque.ribManual}</p>}
      {withAccount && <p className="field__hint">{t.banque.codeNotice}</p>}
      <FormButtons
        submitDisabled={uploading || submit.busy}
        onBack={() => onClose(false)}
        backLabel={t.banque.cancel}
      />
      {submit.needsCode && ownerSendType && (
        <MfaChallenge
          operation="VERIFY_AMF"
          sendType={ownerSendType}
          onVerified={submit.onVerified}
          onClose={submit.onCancel}
        />
      )}
    </form>
  );
}
