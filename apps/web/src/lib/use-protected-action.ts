import { useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';

/**
 * Runs a call that a protected account must back with a code: on 403 SECURITY_CODE_REQUIRED the
 * MFA step opens (VERIFY_AMF), and once the code is verified (stored, sent as X-SecurityCode) the
 * call runs again with the same values.
 */
export function useProtectedAction<V, T>(
  run: (values: V) => Promise<T>,
  onDone: (answer: T) => void,
  failureText: string,
) {
  const [waiting, setWaiting] = useState<{ values: V } | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(values: V) {
    setBusy(true);
    try {
      onDone(await run(values));
    } catch (error) {
      if (isApiError(error) && error.code === 'SECURITY_CODE_REQUIRED') setWaiting({ values });
      else showToast({ type: 'danger', text: failureText, details: [errorMessage(error)] });
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    needsCode: waiting !== null,
    start: (values: V) => void start(values),
    onVerified: () => {
      const again = waiting;
      setWaiting(null);
      if (again) void start(again.values);
    },
    onCancel: () => setWaiting(null),
  };
}
