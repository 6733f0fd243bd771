import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormResponse } from '@portail/shared/forms/catalogue';
import type { FormType } from '@portail/shared/forms/form-rules';
import { formSuccessMessage } from '@portail/shared/forms/form-options';
import { messages } from '@portail/shared/messages';
import { useSubmitForm } from '@/lib/api/demandes';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';

/**
 * Sends a profile form through the request engine: field errors from the server go back to their
 * fields; a sensitive change refused for want of a security code (403 SECURITY_CODE_REQUIRED)
 * opens the multi-factor step, and once the code is verified the same values go again; a form
 * that would change nothing (422 AUCUN_CHANGEMENT) is told so, without a request.
 */
export function useProfilSubmit<TIn extends FieldValues, TOut>(
  type: FormType,
  form: UseFormReturn<TIn, unknown, TOut>,
  onDone: (answer: FormResponse) => void,
) {
  const submit = useSubmitForm(type);
  const [waiting, setWaiting] = useState<{ body: unknown } | null>(null);

  function send(body: unknown) {
    submit.mutate(body, {
      onSuccess: (answer) => {
        showToast({ type: 'success', text: formSuccessMessage(answer) });
        onDone(answer);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'SECURITY_CODE_REQUIRED') {
          setWaiting({ body });
          return;
        }
        // Nothing to change (the address as it already is): said as it is, not as a failure.
        if (isApiError(error) && error.code === 'AUCUN_CHANGEMENT') {
          showToast({ type: 'info', text: error.message });
          return;
        }
        if (isApiError(error) && error.errors)
          for (const [field, message] of Object.entries(error.errors))
            form.setError(field as Path<TIn>, { message }, { shouldFocus: true });
        const detail = isApiError(error) ? error.message : null;
        showToast({
          type: 'danger',
          text: messages.requestFailed,
          details: detail && detail !== messages.requestFailed ? [detail] : [],
        });
      },
    });
  }

  return {
    busy: submit.isPending,
    send,
    needsCode: waiting !== null,
    onVerified: () => {
      const again = waiting;
      setWaiting(null);
      if (again) send(again.body);
    },
    onCancel: () => setWaiting(null),
  };
}
