import { useId } from 'react';
import { Button, DropZone, FileTrigger, I18nProvider, isFileDropItem, type DropItem } from 'react-aria-components';
import { formatMo } from '@portail/shared/format';
import { acceptedExtensions, type UploaderOptions } from './upload-filters';
import { UploadQueueList } from './upload-queue-list';
import { uploaderTexts } from './texts';
import type { UploadPending } from './uploader-rules';
import { useUploadQueue, type SendFile, type UploadedFile } from './use-upload-queue';
import '../press-style';
import '@/styles/ui-uploader.css';

interface FileUploaderProps {
  label: string;
  /** §3 inputName of the uploaded file entries. */
  inputName: string;
  options: UploaderOptions;
  onFilesChange(files: UploadedFile[]): void;
  /** A file still uploading, or one that failed and is still listed: the form waits (uploader-rules.ts). */
  onPendingChange?: (pending: UploadPending) => void;
  required?: boolean;
  /** A message from the form: "Merci de joindre le document demandé." after submit, or uploadInProgress. */
  message?: string | null;
  /** Injected in tests; the real multipart POST otherwise. */
  send?: SendFile;
}

/** §2/§5 file uploader: drop or choose, filters, one-at-a-time multipart uploads with progress. */
export function FileUploader(props: FileUploaderProps) {
  const { label, options, required, message } = props;
  const queue = useUploadQueue(props);
  const labelId = useId();
  const rulesId = useId();
  const messageId = useId();
  const single = options.queueLimit <= 1;
  const hide = options.additionalParameter ?? {};
  const total = queue.items.filter((i) => i.status !== 'cancelled').reduce((sum, i) => sum + i.file.size, 0);
  const accept = [...new Set(options.authorizedTypes.flatMap((t) => [t.mime, `.${t.extension}`]))];

  async function onDrop(event: { items: DropItem[] }) {
    queue.add(await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())));
  }

  return (
    <I18nProvider locale="fr-FR">
      <div
        className="uploader"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={message ? `${rulesId} ${messageId}` : rulesId}
      >
        <p id={labelId} className="uploader__label">
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </p>
        <ul id={rulesId} className="uploader__rules">
          <li>{uploaderTexts.acceptedTypes(acceptedExtensions(options))}</li>
          {!hide.hideMaxFileSize && <li>{uploaderTexts.maxFileSize(formatMo(options.maxFileSize))}</li>}
          {!hide.hideTotalQueueSize && options.totalQueueSize !== undefined && (
            <li>{uploaderTexts.totalQueueSize(formatMo(options.totalQueueSize))}</li>
          )}
        </ul>
        <DropZone
          className="uploader__drop"
          aria-label={uploaderTexts.dropZone(label)}
          getDropOperation={(types) =>
            types.has('Files') || [...accept].some((t) => types.has(t)) ? 'copy' : 'cancel'
          }
          onDrop={onDrop}
        >
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M12 16V4m0 0l-5 5m5-5l5 5M4 16v4h16v-4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>{single ? uploaderTexts.dropHereSingle : uploaderTexts.dropHere}</span>
          <FileTrigger
            acceptedFileTypes={accept}
            allowsMultiple={!single}
            onSelect={(list) => list && queue.add([...list])}
          >
            <Button className="btn btn--secondary btn--small">
              {single ? uploaderTexts.chooseFile : uploaderTexts.chooseFiles}
            </Button>
          </FileTrigger>
        </DropZone>
        <p className="uploader__summary" role="status">
          {queue.uploading ? uploaderTexts.inProgress : total > 0 ? uploaderTexts.currentTotal(formatMo(total)) : ''}
        </p>
        <UploadQueueList items={queue.items} onCancel={queue.cancel} onRetry={queue.retry} onRemove={queue.remove} />
        <div role="alert" className="uploader__alerts">
          {queue.rejections.map((text) => (
            <p key={text} className="field__error">
              {text}
            </p>
          ))}
          {message && (
            <p id={messageId} className="field__error">
              {message}
            </p>
          )}
        </div>
      </div>
    </I18nProvider>
  );
}
