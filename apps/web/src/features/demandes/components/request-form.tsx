import { useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { formDefinitions } from '@portail/shared/forms/catalogue';
import { formOptionsFor, type FormType } from '@portail/shared/forms/form-rules';
import { formSuccessMessage } from '@portail/shared/forms/form-options';
import { messages } from '@portail/shared/messages';
import { FileUploader } from '@/components/ui/file-uploader/file-uploader';
import { pendingMessage, type UploadPending } from '@/components/ui/file-uploader/uploader-rules';
import { FormButtons } from '@/components/ui/form-buttons';
import { PageHeader } from '@/components/ui/page-header';
import { widgetTexts } from '@/components/ui/widget-texts';
import { useClientConfig } from '@/lib/api/get-client-config';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { usePageTitle } from '@/lib/use-page-title';
import { useSubmitForm } from '@/lib/api/demandes';
import { demandesTexts as t } from '../texts';
import { uploaderOptionsOf } from '@/components/ui/file-uploader/uploader-options';

/**
 * One frame for every form of the request engine (§7 forms/*): the shared schema validates in
 * the browser and on the server, attachments go through the uploader (the form cannot be sent
 * while one uploads, §4), the answer's flags give the §8 toast, and the member lands on the new
 * request in « Mes demandes ».
 */
export function useRequestForm<TIn extends FieldValues, TOut>(
  type: FormType,
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
) {
  // raw: the server parses the same schema, so it must receive what was typed (« 15/10/2026 », « 45,50 »),
  // not the browser's parsed output (an ISO day, cents), which it would refuse or count twice.
  const resolver = useMemo(() => zodResolver(schema as never, undefined, { raw: true }), [schema]);
  const form = useForm<TIn, unknown, TOut>({ resolver: resolver as never, defaultValues });
  return form;
}

interface RequestFormProps<TIn extends FieldValues, TOut> {
  type: FormType;
  form: UseFormReturn<TIn, unknown, TOut>;
  intro: string;
  piecesLabel: string;
  piecesRequired: boolean;
  children: ReactNode;
}

export function RequestForm<TIn extends FieldValues, TOut>({
  type,
  form,
  intro,
  piecesLabel,
  piecesRequired,
  children,
}: RequestFormProps<TIn, TOut>) {
  const { configuration } = useClientConfig();
  const options = formOptionsFor(type, configuration.formulaires);
  const uploader = useMemo(() => uploaderOptionsOf(options.pieces), [options.pieces]);
  const submit = useSubmitForm(type);
  const navigate = useNavigate();
  const [uploadPending, setUploadPending] = useState<UploadPending>(null);
  const uploading = uploadPending !== null;
  const title = formDefinitions[type].libelle;
  usePageTitle(title);
  const piecesPath = 'pieces' as Path<TIn>;

  const onSubmit = form.handleSubmit(
    () => {
      if (uploading) return;
      // The values as typed: the route parses them with the same schema (a transformed date, say
      // 2026-11-21 for 21/11/2026, would not parse a second time).
      submit.mutate(form.getValues(), {
        onSuccess: (answer) => {
          showToast({ type: 'success', text: formSuccessMessage(answer) });
          void navigate(`/espace-adherent/demandes/${answer.numero}`);
        },
        onError: (error) => {
          if (isApiError(error) && error.errors) {
            for (const [field, message] of Object.entries(error.errors))
              form.setError(field as Path<TIn>, { message }, { shouldFocus: true });
          }
          const detail = isApiError(error) ? error.message : null;
          showToast({
            type: 'danger',
            text: messages.requestFailed,
            details: detail && detail !== messages.requestFailed ? [detail] : [],
          });
        },
      });
    },
    () => showToast({ type: 'danger', text: messages.requiredFields }),
  );

  const piecesError = form.formState.errors.pieces?.message;
  return (
    <section className="card request-form">
      <PageHeader title={title} subtitle={intro} />
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={submit.isPending}>
        <p className="form__legend">{widgetTexts.mandatoryMarker}</p>
        {children}
        <FileUploader
          label={piecesLabel}
          inputName="pieces"
          required={piecesRequired}
          options={uploader}
          message={pendingMessage(uploadPending) ?? (typeof piecesError === 'string' ? piecesError : null)}
          onPendingChange={setUploadPending}
          onFilesChange={(files) =>
            form.setValue(piecesPath, files as never, { shouldValidate: form.formState.isSubmitted })
          }
        />
        {options.modeGestion === 'manuel' && <p className="field__hint">{t.manualHandling}</p>}
        <FormButtons
          submitDisabled={uploading || submit.isPending}
          submitLabel={submit.isPending ? t.sending : t.send}
          onBack={() => void navigate('/espace-adherent/demandes/nouvelle')}
        />
      </form>
    </section>
  );
}
