import { ResendActivationButton } from '@/components/identity/resend-activation-button';

/** 403 EMAIL_NOT_CONFIRMED: the right password, an unconfirmed address; a new link is offered. */
export function EmailNotConfirmed({ userId, message }: { userId: string; message: string }) {
  return (
    <div className="alert alert--warning" role="alert">
      <p>{message}</p>
      <ResendActivationButton userId={userId} variant="secondary" />
    </div>
  );
}
