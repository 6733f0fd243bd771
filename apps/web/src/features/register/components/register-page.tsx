import { lazy } from 'react';
import { FormPageFrame } from '@/components/ui/form-page-frame';
import { usePageTitle } from '@/lib/use-page-title';
import { registerPageTexts as t } from '../page-texts';

const RegisterForm = lazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));

/**
 * Space kept for the registration form while its code loads: more than a phone's screen, so the
 * client aside under it stays out of sight until the form is there (the form is longer still).
 */
const registerFormHeight = '60rem';

/** §2 register: heading and lead at once, the form (§3 Registration user, §5 rules) when loaded. */
export function RegisterPage() {
  usePageTitle(t.title);
  return (
    <FormPageFrame title={t.title} lead={t.lead} className="register" reserve={registerFormHeight}>
      <RegisterForm />
    </FormPageFrame>
  );
}
