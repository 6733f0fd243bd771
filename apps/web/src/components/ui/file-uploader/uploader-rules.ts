import { uploaderTexts } from './texts';

/** §5: the form is invalid while an upload runs; a required uploader needs at least one file. */
export type UploaderProblem = 'uploadInProgress' | 'required';

export function uploaderProblem(fileCount: number, uploading: boolean, required: boolean): UploaderProblem | null {
  if (uploading) return 'uploadInProgress';
  if (required && fileCount === 0) return 'required';
  return null;
}

export function uploaderMessage(problem: UploaderProblem | null): string | null {
  if (problem === 'uploadInProgress') return uploaderTexts.inProgress;
  if (problem === 'required') return uploaderTexts.required;
  return null;
}
