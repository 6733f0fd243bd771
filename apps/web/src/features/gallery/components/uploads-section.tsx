import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileUploader } from '@/components/ui/file-uploader/file-uploader';
import type { UploaderOptions } from '@/components/ui/file-uploader/upload-filters';
import { uploaderMessage, uploaderProblem, type UploadPending } from '@/components/ui/file-uploader/uploader-rules';
import type { UploadedFile } from '@/components/ui/file-uploader/use-upload-queue';
import type { UploadConfig } from '../api/get-upload-config';
import { galleryTexts } from '../texts';
import { GalleryExample, GallerySection } from './gallery-section';

const t = galleryTexts.uploads;

function RequiredUploadForm({ options }: { options: UploaderOptions }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploadPending, setUploadPending] = useState<UploadPending>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const problem = uploaderProblem(files.length, uploadPending, true);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        setSent(problem ? null : files.length);
      }}
    >
      <FileUploader
        label={t.formLabel}
        inputName="ordonnance"
        options={options}
        onFilesChange={setFiles}
        onPendingChange={setUploadPending}
        required
        message={submitted ? uploaderMessage(problem) : null}
      />
      <div className="button-row">
        <Button type="submit">Valider</Button>
      </div>
      <p role="status">{sent === null ? '' : t.sent(sent)}</p>
    </form>
  );
}

export function UploadsSection({ config }: { config: UploadConfig }) {
  const [, setFiles] = useState<UploadedFile[]>([]);
  const base: UploaderOptions = {
    authorizedTypes: config.authorizedTypes,
    maxFileSize: config.maxFileSize,
    totalQueueSize: config.totalQueueSize,
    queueLimit: 3,
  };
  return (
    <GallerySection id="televersement" title={galleryTexts.sections.uploads}>
      <GalleryExample title={t.multi}>
        <FileUploader label={t.multi} inputName="justificatifs" options={base} onFilesChange={setFiles} />
      </GalleryExample>
      <GalleryExample title="Un seul fichier, tailles masquées (additionalParameter)">
        <FileUploader
          label={t.single}
          inputName="carteVitale"
          options={{
            ...base,
            authorizedTypes: config.authorizedTypes.filter((type) => type.mime.startsWith('image/')),
            queueLimit: 1,
            additionalParameter: { hideMaxFileSize: true, hideTotalQueueSize: true },
          }}
          onFilesChange={setFiles}
        />
      </GalleryExample>
      <GalleryExample title={t.form}>
        <RequiredUploadForm options={{ ...base, queueLimit: 2 }} />
      </GalleryExample>
    </GallerySection>
  );
}
