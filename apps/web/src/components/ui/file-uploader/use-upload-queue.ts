import { useEffect, useRef, useState } from 'react';
import { failingFilter, filterMessage, type UploaderOptions } from './upload-filters';
import { sendFile } from './send-file';
import { uploaderTexts } from './texts';
import type { UploadPending } from './uploader-rules';

type UploadStatus = 'queued' | 'uploading' | 'success' | 'error' | 'cancelled';

/** §3 upload queue item: file name, size, progress percent and state. */
export interface QueueItem {
  id: number;
  file: File;
  progress: number;
  status: UploadStatus;
  remoteName?: string;
  error?: string;
}

/** §3 uploaded file entry, as the forms send it. */
export interface UploadedFile {
  localFileName: string;
  remoteFileName: string;
  size: number;
  inputName: string;
}

export type SendFile = typeof sendFile;

interface QueueOptions {
  inputName: string;
  options: UploaderOptions;
  send?: SendFile;
  onFilesChange?: (files: UploadedFile[]) => void;
  onPendingChange?: (pending: UploadPending) => void;
}

let nextId = 1;

/** Uploading first (it may still succeed), then a failure left in the list. */
function pendingOf(list: readonly QueueItem[]): UploadPending {
  if (list.some((i) => i.status === 'queued' || i.status === 'uploading')) return 'uploading';
  return list.some((i) => i.status === 'error') ? 'failed' : null;
}

/** §4 upload queue: items pass the filters, then upload one at a time, in order. */
export function useUploadQueue({ inputName, options, send = sendFile, onFilesChange, onPendingChange }: QueueOptions) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const current = useRef<QueueItem[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const callbacks = useRef({ onFilesChange, onPendingChange });
  useEffect(() => {
    callbacks.current = { onFilesChange, onPendingChange };
  });
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  function commit(next: QueueItem[]) {
    const before = current.current;
    current.current = next;
    setItems(next);
    const done = (list: QueueItem[]) => list.filter((i) => i.status === 'success');
    if (
      done(before)
        .map((i) => i.id)
        .join() !==
      done(next)
        .map((i) => i.id)
        .join()
    ) {
      callbacks.current.onFilesChange?.(
        done(next).map((i) => ({
          localFileName: i.file.name,
          remoteFileName: i.remoteName ?? '',
          size: i.file.size,
          inputName,
        })),
      );
    }
    if (pendingOf(before) !== pendingOf(next)) callbacks.current.onPendingChange?.(pendingOf(next));
  }
  const patch = (id: number, change: Partial<QueueItem>) =>
    commit(current.current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  function pump() {
    if (current.current.some((i) => i.status === 'uploading')) return;
    const next = current.current.find((i) => i.status === 'queued');
    if (!next) return;
    const controller = new AbortController();
    controllers.current.set(next.id, controller);
    patch(next.id, { status: 'uploading', progress: 0, error: undefined });
    send(next.file, (progress) => patch(next.id, { progress }), controller.signal)
      .then(
        (remoteName) => patch(next.id, { status: 'success', progress: 100, remoteName }),
        (error: Error) =>
          patch(
            next.id,
            error.name === 'AbortError'
              ? { status: 'cancelled' }
              : { status: 'error', error: error.message || uploaderTexts.failed },
          ),
      )
      .finally(() => {
        controllers.current.delete(next.id);
        pump();
      });
  }

  function add(files: readonly File[]) {
    const single = options.queueLimit <= 1;
    if (single) current.current.forEach((item) => controllers.current.get(item.id)?.abort());
    const kept = single ? [] : [...current.current];
    const refused: string[] = [];
    for (const file of single ? files.slice(0, 1) : files) {
      const filter = failingFilter(
        file,
        kept.filter((i) => i.status !== 'cancelled').map((i) => i.file.size),
        options,
      );
      if (filter) refused.push(uploaderTexts.rejected(file.name, filterMessage(filter, options)));
      else kept.push({ id: nextId++, file, progress: 0, status: 'queued' });
    }
    setRejections(refused);
    commit(kept);
    pump();
  }

  return {
    items,
    rejections,
    uploading: pendingOf(items) === 'uploading',
    add,
    cancel: (id: number) => controllers.current.get(id)?.abort(),
    retry: (id: number) => {
      patch(id, { status: 'queued', progress: 0, error: undefined });
      pump();
    },
    remove: (id: number) => commit(current.current.filter((item) => item.id !== id)),
  };
}
