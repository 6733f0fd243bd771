import { uiTexts } from './texts';

export function LoadingStatus({ label = uiTexts.loading }: { label?: string }) {
  return (
    <p className="loading-status" role="status">
      <span className="loading-status__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
