import { fileExtension, type AuthorizedType } from '@portail/shared/file-types';
import { formatMo } from '@portail/shared/format';
import { uploaderTexts } from './texts';

export type FilterName = 'queueLimit' | 'fileSize' | 'totalQueueSize' | 'fileType' | 'mimeType';

/** §3 uploader options; each filter may carry its own configured message. */
export interface UploaderOptions {
  authorizedTypes: readonly AuthorizedType[];
  /** Bytes. */
  maxFileSize: number;
  /** Bytes; no limit when absent. */
  totalQueueSize?: number;
  queueLimit: number;
  additionalParameter?: { hideMaxFileSize?: boolean; hideTotalQueueSize?: boolean };
  messages?: Partial<Record<FilterName, string>>;
}

interface CandidateFile {
  name: string;
  size: number;
  type: string;
}

export function acceptedExtensions(options: UploaderOptions): string {
  return [...new Set(options.authorizedTypes.map((t) => `.${t.extension}`))].join(', ');
}

export function filterMessage(filter: FilterName, options: UploaderOptions): string {
  const configured = options.messages?.[filter];
  if (configured) return configured;
  const f = uploaderTexts.filters;
  if (filter === 'queueLimit') return f.queueLimit(options.queueLimit);
  if (filter === 'fileSize') return f.fileSize(formatMo(options.maxFileSize));
  if (filter === 'totalQueueSize') return f.totalQueueSize(formatMo(options.totalQueueSize ?? 0));
  if (filter === 'fileType') return f.fileType(acceptedExtensions(options));
  return f.mimeType;
}

/** The first filter a file fails, given the sizes already in the queue; null when it may be added. */
export function failingFilter(
  file: CandidateFile,
  queued: readonly number[],
  options: UploaderOptions,
): FilterName | null {
  if (options.queueLimit > 1 && queued.length >= options.queueLimit) return 'queueLimit';
  if (file.size > options.maxFileSize) return 'fileSize';
  const total = queued.reduce((sum, size) => sum + size, file.size);
  if (options.totalQueueSize !== undefined && total > options.totalQueueSize) return 'totalQueueSize';
  const type = options.authorizedTypes.find((t) => t.extension === fileExtension(file.name));
  if (!type) return 'fileType';
  // Browsers leave the type empty when they do not know it: the server checks the content anyway.
  if (file.type && file.type !== type.mime) return 'mimeType';
  return null;
}
