import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import '@/lib/zod-setup';
import type { z } from 'zod';
import { bankPopupSchema, titulaireMaxLength, type BankPopupValues } from '@portail/shared/iban-bic-schema';
import { messages } from '@portail/shared/messages';
import { BicField, IbanField } from '../bank-fields';
import { FileUploader } from '../file-uploader/file-uploader';
import type { UploaderOptions } from '../file-uploader/upload-filters';
import { pendingMessage, type UploadPending } from '../file-uploader/uploader-rules';
import type { SendFile } from '../file-uploader/use-upload-queue';
import { FormButtons } from '../form-buttons';
import { TextField } from '../text-field';
import { modalTexts } from './texts';

export type BankPopupData = z.output<ReturnType<typeof bankPopupSchema>>;

interface BankPopupFormProps {
  isModeGestionManuel: boolean;
  uploaderOptions: UploaderOptions;
  onSubmit(values: BankPopupData): void;
  onBack(): void;
  send?: SendFile;
}

/** §5 bank popup form: one shared schema; nothing is sent while a field is invalid or an upload runs. */
export function BankPopupForm({ isModeGestionManuel, uploaderOptions, onSubmit, onBack, send }: BankPopupFormProps) {
  const [uploadPending, setUploadPending] = useState<UploadPending>(null);
  const uploading = uploadPending !== null;
  const [submitted, setSubmitted] = useState(false);
  const { control, handleSubmit, formState } = useForm<BankPopupValues, unknown, BankPopupData>({
    resolver: zodResolver(bankPopupSchema(isModeGestionManuel)),
    defaultValues: { titulaire: '', iban: '', bic: '', rib: [] },
    mode: 'onTouched',
  });
  const { errors } = formState;
  const ribMessage = uploading && submitted ? pendingMessage(uploadPending) : (errors.rib?.message ?? null);

  return (
    <form
      className="form bank-form"
      noValidate
      onSubmit={(event) => {
        setSubmitted(true);
        if (uploading) return event.preventDefault();
        return handleSubmit(onSubmit)(event);
      }}
    >
      <p className="form__legend">{messages.mandatoryMarker}</p>
      <Controller
        control={control}
        name="titulaire"
        render={({ field }) => (
          <TextField
            label={modalTexts.bankTitulaire}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
            characterLimit={titulaireMaxLength}
            autoComplete="name"
            state={errors.titulaire ? 'error' : 'default'}
            message={errors.titulaire?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="iban"
        render={({ field }) => (
          <IbanField value={field.value} onChange={field.onChange} required message={errors.iban?.message ?? null} />
        )}
      />
      <Controller
        control={control}
        name="bic"
        render={({ field }) => (
          <BicField value={field.value} onChange={field.onChange} required message={errors.bic?.message ?? null} />
        )}
      />
      <Controller
        control={control}
        name="rib"
        render={({ field }) => (
          <FileUploader
            label={modalTexts.bankRib}
            inputName="rib"
            options={uploaderOptions}
            onFilesChange={field.onChange}
            onPendingChange={setUploadPending}
            required={isModeGestionManuel}
            message={ribMessage}
            send={send}
          />
        )}
      />
      <FormButtons onBack={onBack} submitDisabled={uploading} />
    </form>
  );
}
