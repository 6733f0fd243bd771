import { useId, useState, type ChangeEvent } from 'react';
import type { ConfigurationClient, ImageInfo } from '@portail/shared/admin/configuration-api';
import {
  configurationImageLimits,
  imageFormatLabels,
  imageFormatsText,
  type ClientImageContentType,
  type ConfigurationImageKind,
} from '@portail/shared/admin/configuration-images';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { formatBytes, formatMo } from '@portail/shared/format';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { configurationTexts } from './configuration-texts';
import { removeBackground, sendImage, useApplySaved } from './configuration-api';

const t = configurationTexts.images;

interface PendingImage {
  file: File;
  /** A data: address (the CSP allows no blob:), for the preview. */
  url: string;
}
export type PendingImages = Partial<Record<ConfigurationImageKind, PendingImage | null>>;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface ImageFieldProps {
  kind: ConfigurationImageKind;
  info: ImageInfo | null;
  version: number;
  pending: PendingImage | null | undefined;
  onPending(image: PendingImage | null): void;
}

/** One image: what is there, a file to choose (checked here as the server will), then saved on its own. */
function ImageField({ kind, info, version, pending, onPending }: ImageFieldProps) {
  const id = useId();
  const limits = configurationImageLimits[kind];
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const applySaved = useApplySaved();
  const label = kind === 'logo' ? t.logo : t.fond;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!file) return;
    if (file.size > limits.maxBytes) return setError(m.image.tooLarge(limits.what, formatMo(limits.maxBytes)));
    if (!limits.types.includes(file.type as ClientImageContentType))
      return setError(m.image.notImage(imageFormatsText(kind)));
    onPending({ file, url: await readAsDataUrl(file) });
  }

  async function run(action: () => Promise<ConfigurationClient>, done: string) {
    setBusy(true);
    setError(null);
    try {
      applySaved(await action());
      onPending(null);
      showToast({ type: 'success', text: done });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  return (
    <div className="config-image">
      <h3>{label}</h3>
      <p className="muted">
        {info
          ? t.current(
              imageFormatLabels[info.contentType as ClientImageContentType] ?? info.contentType,
              formatBytes(info.taille),
            )
          : t.none}
      </p>
      <div className="field">
        <label htmlFor={id}>{t.choose(limits.what)}</label>
        <input
          id={id}
          type="file"
          accept={limits.accept}
          onChange={choose}
          disabled={busy}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t.hint(imageFormatsText(kind), formatMo(limits.maxBytes), limits.maxSide)}
        </p>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {pending && <p className="alert alert--info">{t.pending}</p>}
      <div className="button-row">
        {pending && (
          <>
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy}
              onClick={() => run(() => sendImage(kind, pending.file, version), m.imageSaved)}
            >
              {t.saveImage(limits.what)}
            </button>
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => onPending(null)}>
              {t.cancel}
            </button>
          </>
        )}
        {!pending && kind === 'fond' && info && (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={busy}
            onClick={() => run(() => removeBackground(version), m.imageRemoved)}
          >
            {t.remove}
          </button>
        )}
      </div>
    </div>
  );
}

/** Logo and background; read-only roles see what is there. */
export function ImagesPanel({
  config,
  readOnly,
  pending,
  onPending,
}: {
  config: ConfigurationClient;
  readOnly: boolean;
  pending: PendingImages;
  onPending(next: PendingImages): void;
}) {
  return (
    <section className="config-images" aria-labelledby="config-images-title">
      <h2 id="config-images-title">{t.title}</h2>
      {readOnly ? (
        <ul>
          {(['logo', 'fond'] as const).map((kind) => (
            <li key={kind}>
              {kind === 'logo' ? t.logo : t.fond} :{' '}
              {config.images[kind] ? formatBytes(config.images[kind].taille) : t.none}
            </li>
          ))}
        </ul>
      ) : (
        (['logo', 'fond'] as const).map((kind) => (
          <ImageField
            key={kind}
            kind={kind}
            info={config.images[kind]}
            version={config.version}
            pending={pending[kind]}
            onPending={(image) => onPending({ ...pending, [kind]: image })}
          />
        ))
      )}
    </section>
  );
}
