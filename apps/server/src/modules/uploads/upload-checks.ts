import type { FastifyRequest } from 'fastify';
import {
  detectMimeType,
  fileExtension,
  uploadAuthorizedTypes,
  uploadLimits,
  uploadMessages,
} from '@portail/shared/file-types';
import { formatMo } from '@portail/shared/format';
import { hasControlCharacters } from '@portail/shared/text';
import { AppError } from '../../lib/app-error.ts';

export interface CheckedFile {
  originalName: string;
  extension: string;
  contentType: string;
  data: Buffer;
}

const acceptedExtensions = uploadAuthorizedTypes.map((t) => `.${t.extension}`).join(', ');

function limitError(error: unknown): AppError | null {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'FILE_TOO_LARGE', uploadMessages.tooLarge(formatMo(uploadLimits.maxFileSize)));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError(413, 'TOO_MANY_FILES', uploadMessages.tooMany(uploadLimits.queueLimit));
  return null;
}

/** The extension must be allowed and the content's magic bytes must be of that extension's type. */
function checkFile(originalName: string, data: Buffer): CheckedFile {
  if (hasControlCharacters(originalName)) throw new AppError(400, 'FILE_NAME_REFUSED', uploadMessages.badName);
  const extension = fileExtension(originalName);
  const allowed = uploadAuthorizedTypes.find((t) => t.extension === extension);
  if (!allowed) throw new AppError(415, 'FILE_TYPE_REFUSED', uploadMessages.wrongExtension(acceptedExtensions));
  const detected = detectMimeType(data.subarray(0, 16));
  if (detected !== allowed.mime) throw new AppError(415, 'FILE_CONTENT_REFUSED', uploadMessages.wrongContent);
  return { originalName, extension, contentType: detected, data };
}

/** Reads every file of the request into memory (sizes are capped), checking all before any is kept. */
export async function readCheckedFiles(request: FastifyRequest): Promise<CheckedFile[]> {
  if (!request.isMultipart()) throw new AppError(415, 'NOT_MULTIPART', uploadMessages.noFile);
  const files: CheckedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      total += data.length;
      if (total > uploadLimits.totalQueueSize)
        throw new AppError(413, 'FILES_TOO_LARGE', uploadMessages.totalTooLarge(formatMo(uploadLimits.totalQueueSize)));
      files.push(checkFile(part.filename.slice(0, 255), data));
    }
  } catch (error) {
    throw limitError(error) ?? error;
  }
  if (files.length === 0) throw new AppError(400, 'NO_FILE', uploadMessages.noFile);
  return files;
}
