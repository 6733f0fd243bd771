import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useRelanceActivation } from '@/lib/api/identity-relance-activation';
import { showToast } from '@/lib/toasts';
import { loginTexts } from '../texts';

/** 403 EMAIL_NOT_CONFIRMED: the right password, an unconfirmed address; a new link is offered. */
export function EmailNotConfirmed({ userId, message }: { userId: string; message: string }) {
  const relance = useRelanceActivation();
  return (
    <div className="alert alert--warning" role="alert">
      <p>{message}</p>
      <Button
        variant="secondary"
        disabled={relance.isPending || relance.isSuccess}
        onClick={() =>
          relance.mutate(userId, {
            onSuccess: (answer) => showToast({ type: 'success', text: answer.message }),
            onError: (error) =>
              showToast({ type: 'danger', text: loginTexts.resendFailed, details: [errorMessage(error)] }),
          })
        }
      >
        {loginTexts.newLink}
      </Button>
    </div>
  );
}
