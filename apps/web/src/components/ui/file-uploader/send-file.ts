import { buildRequestHeaders } from '@/lib/request-headers';
import { uploaderTexts } from './texts';

const uploadUrl = '/api/uploads';

/** §9: an upload succeeded on 200 to 299 and on 304. */
export function isUploadSuccess(status: number): boolean {
  return (status >= 200 && status < 300) || status === 304;
}

/** §8: the response's message (Message, or the first of Messages), else "Une erreur est survenue". */
export function uploadErrorMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return uploaderTexts.failed;
  const { Message, Messages, message } = body as Record<string, unknown>;
  if (typeof Message === 'string' && Message) return Message;
  if (Array.isArray(Messages) && typeof Messages[0] === 'string') return Messages[0];
  if (typeof message === 'string' && message) return message;
  return uploaderTexts.failed;
}

class UploadError extends Error {}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One multipart POST with upload progress (XMLHttpRequest: fetch reports none); resolves to fileNames[0]. */
export function sendFile(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
  url = uploadUrl,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // A new Idempotency-Key per file sent: a load balancer's retry of this very request gets its first answer.
    buildRequestHeaders('POST', url).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (!isUploadSuccess(xhr.status)) return reject(new UploadError(uploadErrorMessage(body)));
      const names = (body as { fileNames?: unknown } | null)?.fileNames;
      onProgress(100);
      resolve(Array.isArray(names) && typeof names[0] === 'string' ? names[0] : file.name);
    };
    xhr.onerror = () => reject(new UploadError(uploaderTexts.failed));
    xhr.onabort = () => reject(new DOMException('Envoi annulé', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
