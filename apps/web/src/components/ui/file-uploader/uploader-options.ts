import { uploadAuthorizedTypes } from '@portail/shared/file-types';
import type { UploaderOptions as FormUploaderOptions } from '@portail/shared/forms/form-options';
import type { UploaderOptions } from '@/components/ui/file-uploader/upload-filters';

/** The client's uploader options for a form (configuration `formulaires`), as the uploader takes them. */
export function uploaderOptionsOf(pieces: FormUploaderOptions): UploaderOptions {
  return {
    authorizedTypes: uploadAuthorizedTypes.filter((t) => pieces.authorizedTypes.includes(t.extension)),
    maxFileSize: pieces.maxFileSize,
    totalQueueSize: pieces.totalQueueSize,
    queueLimit: pieces.queueLimit,
  };
}
