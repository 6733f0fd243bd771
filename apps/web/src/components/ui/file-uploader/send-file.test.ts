import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUploadSuccess, sendFile, uploadErrorMessage } from './send-file';

class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

function start(onProgress = vi.fn()) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = 'XSRF-TOKEN=jeton.signe; path=/';
  const file = new File(['%PDF-1.7'], 'ordonnance.pdf', { type: 'application/pdf' });
  const promise = sendFile(file, onProgress, new AbortController().signal);
  return { promise, xhr: FakeXhr.last, onProgress };
}

describe('envoi d’un fichier (§7, §9)', () => {
  it('envoie un POST multipart avec le jeton CSRF et rend fileNames[0]', async () => {
    const { promise, xhr, onProgress } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads');
    expect(xhr.headers['x-xsrf-token']).toBe('jeton.signe');
    expect((xhr.body?.get('file') as File).name).toBe('ordonnance.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(onProgress).toHaveBeenCalledWith(25);
    xhr.answer(200, { fileNames: ['3f2a.pdf'] });
    await expect(promise).resolves.toBe('3f2a.pdf');
  });

  it('chaque fichier envoyé porte sa propre Idempotency-Key (décision 044)', () => {
    const first = start().xhr.headers['idempotency-key'];
    const second = start().xhr.headers['idempotency-key'];
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('succès de 200 à 299 et sur 304', () => {
    expect([199, 200, 201, 299, 300, 304, 400].map(isUploadSuccess)).toEqual([
      false,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
  });

  it('en erreur : Message, sinon le premier de Messages, sinon « Une erreur est survenue »', async () => {
    expect(uploadErrorMessage({ Message: 'Fichier refusé' })).toBe('Fichier refusé');
    expect(uploadErrorMessage({ Messages: ['Premier', 'Second'] })).toBe('Premier');
    expect(uploadErrorMessage({ message: 'Le contenu ne correspond pas' })).toBe('Le contenu ne correspond pas');
    expect(uploadErrorMessage(null)).toBe('Une erreur est survenue');
    const { promise, xhr } = start();
    xhr.answer(415, { message: 'Ce type de fichier n’est pas accepté.' });
    await expect(promise).rejects.toThrow('Ce type de fichier n’est pas accepté.');
  });
});
