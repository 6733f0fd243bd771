import { useEffect, useRef } from 'react';
import { dismissToast, useToasts, type Toast } from '@/lib/toasts';
import { uiTexts } from './texts';

interface ToastListProps {
  /** The client's delay (`toastDelayMs(delaiToasts)`), used when a toast has none. */
  defaultDelayMs: number;
}

/** Toast area: polite status for info/success, assertive alert for danger/warning. */
export function ToastList({ defaultDelayMs }: ToastListProps) {
  const toasts = useToasts();
  return (
    <div className="toast-list">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} delayMs={toast.delay ?? defaultDelayMs} />
      ))}
    </div>
  );
}

function ToastItem({ toast, delayMs }: { toast: Toast; delayMs: number }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const urgent = toast.type === 'danger' || toast.type === 'warning';

  function start() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dismissToast(toast.id), delayMs);
  }
  function pause() {
    clearTimeout(timer.current);
  }

  useEffect(() => {
    timer.current = setTimeout(() => dismissToast(toast.id), delayMs);
    return () => clearTimeout(timer.current);
  }, [toast.id, delayMs]);

  return (
    <div
      className={`toast toast--${toast.type}`}
      role={urgent ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <div className="toast__body">
        <span className="visually-hidden">{uiTexts.toastTypes[toast.type]} : </span>
        <p className="toast__text">{toast.text}</p>
        {toast.details?.map((line, index) => (
          <p key={index} className="toast__detail">
            {line}
          </p>
        ))}
      </div>
      <button type="button" className="toast__close" aria-label={uiTexts.close} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
