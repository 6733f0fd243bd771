import { uploaderTexts } from './texts';

/**
 * What keeps a form with an uploader from being sent (§5): a file still uploading, or one that
 * failed and was neither sent again nor removed — the form must not go without it unsaid.
 */
export type UploadPending = 'uploading' | 'failed' | null;

/** §5: the form is invalid while an upload runs or a failed one is listed; a required uploader needs a file. */
export type UploaderProblem = 'uploadInProgress' | 'uploadFailed' | 'required';

export function uploaderProblem(fileCount: number, pending: UploadPending, required: boolean): UploaderProblem | null {
  if (pending === 'uploading') return 'uploadInProgress';
  if (pending === 'failed') return 'uploadFailed';
  if (required && fileCount === 0) return 'required';
  return null;
}

export function uploaderMessage(problem: UploaderProblem | null): string | null {
  if (problem === 'uploadInProgress') return uploaderTexts.inProgress;
  if (problem === 'uploadFailed') return uploaderTexts.notSent;
  if (problem === 'required') return uploaderTexts.required;
  return null;
}

/** The message of a pending queue, for the forms that show it in the uploader. */
export function pendingMessage(pending: UploadPending): string | null {
  return pending === null ? null : uploaderMessage(uploaderProblem(1, pending, false));
}
