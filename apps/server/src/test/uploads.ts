import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Browser } from './test-app.ts';

/** Small files whose first bytes are those of their type (the upload endpoint checks them). */
export const samplePdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
export const samplePng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

export function multipart(files: { name: string; data: Buffer; type?: string }[]) {
  const boundary = '----portail-test-boundary';
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function postFiles(
  browser: Browser,
  files: { name: string; data: Buffer; type?: string }[],
): Promise<LightMyRequestResponse> {
  const { body, headers } = multipart(files);
  return browser.request('POST', '/api/uploads', { body, headers });
}

/** Uploads one file and gives the §3 uploaded-file entry a form sends. */
export async function uploaded(browser: Browser, name = 'facture.pdf', data = samplePdf) {
  const response = await postFiles(browser, [{ name, data }]);
  expect(response.statusCode, response.body).toBe(200);
  const remoteFileName: string = response.json().fileNames[0];
  return { localFileName: name, remoteFileName, size: data.length, inputName: 'pieces' };
}
