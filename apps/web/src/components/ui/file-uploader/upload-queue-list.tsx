import { ProgressBar } from 'react-aria-components';
import { formatBytes, truncate } from '@portail/shared/format';
import { Button } from '../button';
import { FileTypeIcon } from '../file-type-icon';
import { uploaderTexts } from './texts';
import type { QueueItem } from './use-upload-queue';

interface UploadQueueListProps {
  items: readonly QueueItem[];
  onCancel(id: number): void;
  onRetry(id: number): void;
  onRemove(id: number): void;
}

/** §3/§4 queue: name, size, progress and state; error → icon, retry or remove (the form waits for one or the other), uploading → cancel, else remove. */
export function UploadQueueList({ items, onCancel, onRetry, onRemove }: UploadQueueListProps) {
  if (items.length === 0) return null;
  return (
    <ul className="upload-queue" aria-label={uploaderTexts.queueLabel}>
      {items.map((item) => {
        const name = item.file.name;
        const about = <span className="visually-hidden">{uploaderTexts.about(name)}</span>;
        return (
          <li key={item.id} className={`upload-item upload-item--${item.status}`}>
            <FileTypeIcon fileName={name} />
            <div className="upload-item__body">
              <p className="upload-item__name">
                <span title={name}>{truncate(name)}</span>
                <span className="upload-item__size">{formatBytes(item.file.size)}</span>
              </p>
              <ProgressBar
                className="upload-item__progress"
                aria-label={uploaderTexts.progress(name)}
                value={item.progress}
                formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
              >
                {({ percentage, valueText }) => (
                  <>
                    <div className="upload-item__bar">
                      <div className="upload-item__fill" style={{ width: `${percentage ?? 0}%` }} />
                    </div>
                    <p className="upload-item__status">
                      {item.status === 'error' && (
                        <svg
                          className="upload-item__error-icon"
                          viewBox="0 0 20 20"
                          width="18"
                          height="18"
                          aria-hidden="true"
                        >
                          <circle cx="10" cy="10" r="9" fill="currentColor" />
                          <path d="M10 5v6M10 13.5v1.5" stroke="#fff" strokeWidth="2" />
                        </svg>
                      )}
                      <span>{uploaderTexts.status[item.status]}</span>
                      {item.status === 'uploading' && <span> · {valueText}</span>}
                      {item.error && <span className="upload-item__error">{item.error}</span>}
                    </p>
                  </>
                )}
              </ProgressBar>
            </div>
            <div className="upload-item__actions">
              {item.status === 'uploading' || item.status === 'queued' ? (
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => onCancel(item.id)}
                  disabled={item.status === 'queued'}
                >
                  {uploaderTexts.cancel}
                  {about}
                </Button>
              ) : item.status === 'error' ? (
                <>
                  <Button variant="secondary" size="small" onClick={() => onRetry(item.id)}>
                    {uploaderTexts.retry}
                    {about}
                  </Button>
                  <Button variant="ghost" size="small" onClick={() => onRemove(item.id)}>
                    {uploaderTexts.remove}
                    {about}
                  </Button>
                </>
              ) : (
                <Button variant="ghost" size="small" onClick={() => onRemove(item.id)}>
                  {uploaderTexts.remove}
                  {about}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
