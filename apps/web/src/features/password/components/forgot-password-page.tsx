import { lazy } from 'react';
import { FormPageFrame } from '@/components/ui/form-page-frame';
import { useClientConfig } from '@/lib/api/get-client-config';
import { usePageTitle } from '@/lib/use-page-title';
import { passwordPageTexts as t } from '../page-texts';

const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

/** §2 forgot-password: heading and lead at once, the form when its code has loaded. */
export function ForgotPasswordPage() {
  const { configuration } = useClientConfig();
  usePageTitle(t.forgotTitle);
  // On a phone: the identifier, the birth date when asked, the buttons.
  const reserve = configuration.isCheckBirthdayForgotPasswordActivated ? '24.5rem' : '18.5rem';
  return (
    <FormPageFrame title={t.forgotTitle} lead={t.forgotLead} reserve={reserve}>
      <ForgotPasswordForm />
    </FormPageFrame>
  );
}
