import { Button, type ButtonVariant } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useRelanceActivation } from '@/lib/api/identity-relance-activation';
import { showToast } from '@/lib/toasts';

const resendActivationTexts = {
  /** §2 confirm-email */
  newLink: 'Recevoir un nouveau lien',
  /** §8 */
  resendFailed: "Le renvoi du mail d'activation a échoué.",
} as const;

/** §2 « Recevoir un nouveau lien »: a new confirmation link by mail (relance-activation), once. */
export function ResendActivationButton({ userId, variant }: { userId: string; variant?: ButtonVariant }) {
  const relance = useRelanceActivation();
  return (
    <Button
      variant={variant}
      disabled={relance.isPending || relance.isSuccess || !userId}
      onClick={() =>
        relance.mutate(userId, {
          onSuccess: (answer) => showToast({ type: 'success', text: answer.message }),
          onError: (error) =>
            showToast({ type: 'danger', text: resendActivationTexts.resendFailed, details: [errorMessage(error)] }),
        })
      }
    >
      {resendActivationTexts.newLink}
    </Button>
  );
}
