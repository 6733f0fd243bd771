// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { activationSchema, type ActivationInput } from '@portail/shared/identity-account';
import type { CheckTokenResponse } from '@portail/shared/identity-responses';
import { CguLabel } from '@/components/identity/cgu-label';
import { FormCheckbox, FormPasswordField } from '@/components/identity/form-fields';
import { DematerialisationPopup } from '@/components/identity/dematerialisation-popup';
import { toastSubmitErrors } from '@/components/identity/toast-submit-errors';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { widgetTexts } from '@/components/ui/widget-texts';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useActivateUser } from '@/lib/api/identity-activate-user';
import { useCheckToken } from '@/lib/api/identity-check-token';
import { showToast } from '@/lib/toasts';
import { usePageTitle } from '@/lib/use-page-title';
import { urls } from '@/lib/urls';
import { activationTexts as t } from '../texts';

/** §2 activate-user: the link is checked first; then password (+ CGU and consents for staff-made accounts). */
export function ActivateUserPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const userId = params.get('userId') ?? '';
  const check = useCheckToken({ purpose: 'Confirmation', code, userId });
  usePageTitle(t.activateTitle);
  return (
    <section className="card">
      <h1>{t.activateTitle}</h1>
      {check.isPending && <LoadingStatus label={t.checking} />}
      {check.isError && <InvalidLink />}
      {check.data && <ActivationForm code={code} userId={userId} link={check.data} />}
    </section>
  );
}

function InvalidLink() {
  return (
    <>
      <p role="alert">{t.invalidLink}</p>
      <a href={urls.forgotPassword}>{t.forgotPasswordLink}</a>
    </>
  );
}

function ActivationForm({ code, userId, link }: { code: string; userId: string; link: CheckTokenResponse }) {
  const { configuration } = useClientConfig();
  const navigate = useNavigate();
  const activate = useActivateUser();
  const [invalid, setInvalid] = useState(false);
  const [popup, setPopup] = useState(false);
  const requiresCgu = link.asksCgu;
  const form = useForm<ActivationInput>({
    resolver: zodResolver(activationSchema(configuration, { requiresCgu })),
    defaultValues: {
      password: '',
      confirmPassword: '',
      CGU: false,
      consentements: requiresCgu ? link.consentements.map((c) => ({ ...c, accepted: false })) : [],
      code,
      userId,
    },
  });
  const done = () => void navigate('/activate-user-confirmation');

  const onSubmit = form.handleSubmit(
    (values) =>
      activate.mutate(values, {
        onSuccess: () => (link.showDematerialisationPopup ? setPopup(true) : done()),
        onError: (error) => {
          if (isApiError(error) && error.code === 'InvalidToken') return setInvalid(true);
          showToast({ type: 'danger', text: t.activationFailed, details: [errorMessage(error)] });
        },
      }),
    toastSubmitErrors,
  );

  if (invalid) return <InvalidLink />;
  const { control } = form;
  return (
    <>
      <p className="lead">{t.activateLead}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p className="form__legend">{widgetTexts.mandatoryMarker}</p>
        <FormPasswordField control={control} name="password" label={t.password} required />
        <FormPasswordField control={control} name="confirmPassword" label={t.confirmPassword} required />
        {requiresCgu && (
          <>
            <FormCheckbox control={control} name="CGU">
              <CguLabel />
              <span aria-hidden="true"> *</span>
            </FormCheckbox>
            {link.consentements.map((c, index) => (
              <FormCheckbox key={c.nom} control={control} name={`consentements.${index}.accepted`}>
                {c.libelle}
              </FormCheckbox>
            ))}
          </>
        )}
        <div className="button-row">
          <Button type="submit" disabled={activate.isPending || activate.isSuccess}>
            {t.submit}
          </Button>
        </div>
      </form>
      {popup && <DematerialisationPopup onClose={done} />}
    </>
  );
}
