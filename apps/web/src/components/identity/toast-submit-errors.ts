import type { FieldErrors } from 'react-hook-form';
import { registrationMessages } from '@portail/shared/identity-messages';
import { showToast } from '@/lib/toasts';

type CheckedFields = { confirmPassword?: unknown; cgu?: unknown; CGU?: unknown };

/** The messages the shared schemas give a field left empty. */
const missingMessages: ReadonlySet<string> = new Set([
  registrationMessages.requiredFields,
  registrationMessages.birthDateRequired,
  registrationMessages.oneOfTwo,
]);

function hasMissingField(errors: FieldErrors): boolean {
  return Object.entries(errors).some(
    ([name, error]) =>
      name !== 'cgu' && name !== 'CGU' && typeof error?.message === 'string' && missingMessages.has(error.message),
  );
}

/**
 * handleSubmit's onInvalid (the form itself focuses the first invalid field): §5 "Other", fields
 * left empty get 'Merci de renseigner toutes les données obligatoires.', first; then the two rules
 * the spec words as toasts (passwords, CGU). Every message is also under its field.
 */
export function toastSubmitErrors(errors: FieldErrors<CheckedFields>): void {
  if (hasMissingField(errors)) showToast({ type: 'danger', text: registrationMessages.requiredFields });
  if (errors.confirmPassword) showToast({ type: 'danger', text: registrationMessages.passwordsDiffer });
  if (errors.cgu ?? errors.CGU) showToast({ type: 'danger', text: registrationMessages.cguRequired });
}
