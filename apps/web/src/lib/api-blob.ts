import { apiFetch, type ApiRequestOptions } from './api-client';
import { filenameFromContentDisposition } from './content-disposition';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Binary answer (exports, prints, images): its own module, since only lazy screens download files. */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<DownloadedFile> {
  const response = await apiFetch(path, options);
  const filename = filenameFromContentDisposition(response.headers.get('content-disposition'));
  return { blob: await response.blob(), filename: filename ?? 'document' };
}
