import type { FieldErrors } from 'react-hook-form';
import { registrationMessages } from '@portail/shared/identity-messages';
import { showToast } from '@/lib/toasts';

type CheckedFields = { confirmPassword?: unknown; cgu?: unknown; CGU?: unknown };

/** §5: the two rules the spec words as toasts are also shown under their field (handleSubmit's onInvalid). */
export function toastSubmitErrors(errors: FieldErrors<CheckedFields>): void {
  if (errors.confirmPassword) showToast({ type: 'danger', text: registrationMessages.passwordsDiffer });
  if (errors.cgu ?? errors.CGU) showToast({ type: 'danger', text: registrationMessages.cguRequired });
}
