import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  checkCmsImageFile,
  cmsImageAccept,
  cmsImageMaxBytes,
  cmsImageMessages,
} from '@portail/shared/admin/cms-images';
import { formatMo } from '@portail/shared/format';
import { Modal } from '@/components/ui/modal';
import { richTextTexts } from './rich-text-texts';

const t = richTextTexts.imageDialog;

/** Where the editor's images come from: the portal's CMS image store. */
export interface RichTextImageSource {
  /** Sends the file; resolves with its address in the store, or rejects with a French message. */
  upload(file: File): Promise<string>;
  /** Images already in the store, to use one again. */
  existing?(): Promise<{ src: string; name: string }[]>;
}

interface ImageDialogProps {
  source: RichTextImageSource;
  onInsert(image: { src: string; alt: string }): void;
  onClose(): void;
}

/** A file to send (type and size checked here, content by the server) or a stored image, and its alt text. */
export function ImageDialog({ source, onInsert, onClose }: ImageDialogProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState('');
  const [alt, setAlt] = useState('');
  const [existing, setExisting] = useState<{ src: string; name: string }[] | null>(null);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    source.existing?.().then(
      (images) => live && setExisting(images),
      () => live && setExisting([]),
    );
    return () => {
      live = false;
    };
  }, [source]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled, but React bubbles its submit to the form that holds the editor.
    event.stopPropagation();
    const found: typeof errors = {};
    if (!file && !picked) found.file = t.choose;
    else if (file) found.file = checkCmsImageFile(file.name, file.size) ?? undefined;
    if (alt.trim() === '') found.alt = t.altRequired;
    setErrors(found);
    if (found.file || found.alt) return;
    setSending(true);
    try {
      const src = file ? await source.upload(file) : picked;
      onInsert({ src, alt: alt.trim() });
    } catch (error) {
      setErrors({ file: error instanceof Error ? error.message : cmsImageMessages.unreadable });
    } finally {
      setSending(false);
    }
  }

  const describedBy = (name: 'file' | 'alt', help: boolean) =>
    [help && `${id}-${name}-help`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <Modal title={t.title} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate aria-busy={sending}>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t.file}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={cmsImageAccept}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPicked('');
            }}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy('file', true)}
          />
          <p className="field__help" id={`${id}-file-help`}>
            {t.fileHelp(formatMo(cmsImageMaxBytes))}
          </p>
          {errors.file && (
            <p className="field__error" id={`${id}-file-error`} role="alert">
              {errors.file}
            </p>
          )}
        </div>
        {source.existing && (
          <fieldset className="fieldset rich-text__existing">
            <legend>{t.existing}</legend>
            {existing?.length === 0 && <p>{t.noExisting}</p>}
            {existing?.map((image) => (
              <label key={image.src} className="admin-choice rich-text__existing-image">
                <input
                  type="radio"
                  name={`${id}-existing`}
                  checked={picked === image.src}
                  disabled={file !== null}
                  onChange={() => setPicked(image.src)}
                />
                <img src={image.src} alt="" />
                {image.name}
              </label>
            ))}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor={`${id}-alt`}>{t.alt}</label>
          <input
            id={`${id}-alt`}
            type="text"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={describedBy('alt', true)}
          />
          <p className="field__help" id={`${id}-alt-help`}>
            {t.altHelp}
          </p>
          {errors.alt && (
            <p className="field__error" id={`${id}-alt-error`}>
              {errors.alt}
            </p>
          )}
        </div>
        {sending && <p role="status">{t.sending}</p>}
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {t.insert}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
