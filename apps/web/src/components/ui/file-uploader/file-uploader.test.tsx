import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uploadAuthorizedTypes } from '@portail/shared/file-types';
import { FileUploader } from './file-uploader';
import type { UploaderOptions } from './upload-filters';
import type { SendFile } from './use-upload-queue';

const options: UploaderOptions = {
  authorizedTypes: uploadAuthorizedTypes,
  maxFileSize: 5 * 1024 * 1024,
  totalQueueSize: 20 * 1024 * 1024,
  queueLimit: 3,
};
const queue = () => within(screen.getByRole('list', { name: 'Fichiers joints' }));
const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** A send function whose uploads the test finishes by hand. */
function manualSend() {
  const calls: {
    file: File;
    progress: (p: number) => void;
    resolve: (n: string) => void;
    reject: (e: Error) => void;
  }[] = [];
  const send: SendFile = (file, progress) =>
    new Promise((resolve, reject) => calls.push({ file, progress, resolve, reject }));
  return { send, calls };
}

function setup(props: Partial<Parameters<typeof FileUploader>[0]> = {}) {
  const onFilesChange = vi.fn();
  const onPendingChange = vi.fn();
  const { send, calls } = manualSend();
  const view = render(
    <FileUploader
      label="Justificatifs"
      inputName="justificatifs"
      options={options}
      onFilesChange={onFilesChange}
      onPendingChange={onPendingChange}
      send={send}
      {...props}
    />,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { input, calls, onFilesChange, onPendingChange };
}

describe('téléverseur de fichiers (§3, §4, §5)', () => {
  it('affiche les extensions acceptées, la taille maximale et la taille totale en Mo', () => {
    setup();
    expect(screen.getByText('Formats acceptés : .pdf, .png, .jpg, .jpeg')).toBeInTheDocument();
    expect(screen.getByText('Taille maximale par fichier : 5 Mo')).toBeInTheDocument();
    expect(screen.getByText('Taille totale maximale : 20 Mo')).toBeInTheDocument();
  });

  it('masque les tailles selon additionalParameter', () => {
    setup({ options: { ...options, additionalParameter: { hideMaxFileSize: true, hideTotalQueueSize: true } } });
    expect(screen.queryByText(/Taille maximale/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Taille totale maximale/)).not.toBeInTheDocument();
  });

  it('mono ou multi-fichier selon queueLimit', () => {
    expect(setup().input).toHaveAttribute('multiple');
    expect(setup({ options: { ...options, queueLimit: 1 } }).input).not.toHaveAttribute('multiple');
  });

  it('envoie un fichier à la fois, dans l’ordre, avec la progression, et garde fileNames[0]', async () => {
    const { input, calls, onFilesChange, onPendingChange } = setup();
    await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf', 1536)]);
    expect(calls.map((c) => c.file.name)).toEqual(['a.pdf']);
    expect(screen.getByRole('status')).toHaveTextContent('Téléversement en cours...');
    expect(onPendingChange).toHaveBeenLastCalledWith('uploading');
    act(() => calls[0]!.progress(40));
    expect(screen.getByRole('progressbar', { name: "Progression de l'envoi de a.pdf" })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const items = queue().getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('a.pdf2 ko');
    expect(items[1]).toHaveTextContent('b.pdf1,5 koEn attente');
    await act(async () => calls[0]!.resolve('uuid-a.pdf'));
    expect(calls.map((c) => c.file.name)).toEqual(['a.pdf', 'b.pdf']);
    await act(async () => calls[1]!.resolve('uuid-b.pdf'));
    expect(onFilesChange).toHaveBeenLastCalledWith([
      { localFileName: 'a.pdf', remoteFileName: 'uuid-a.pdf', size: 2048, inputName: 'justificatifs' },
      { localFileName: 'b.pdf', remoteFileName: 'uuid-b.pdf', size: 1536, inputName: 'justificatifs' },
    ]);
    expect(onPendingChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('Total joint : 0 Mo');
  });

  it('en erreur : icône, message du serveur, Réessayer ou Retirer ; le formulaire attend l’un ou l’autre', async () => {
    const { input, calls, onFilesChange, onPendingChange } = setup();
    await userEvent.upload(input, [pdf('facture.pdf')]);
    await act(async () => calls[0]!.reject(new Error('Le contenu du fichier ne correspond pas à son extension')));
    const item = queue().getByRole('listitem');
    expect(item).toHaveTextContent('ÉchecLe contenu du fichier ne correspond pas à son extension');
    // A failed file still listed keeps the form from being sent without it.
    expect(onPendingChange).toHaveBeenLastCalledWith('failed');
    expect(within(item).getByRole('button', { name: 'Retirer (facture.pdf)' })).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Réessayer (facture.pdf)' }));
    expect(onPendingChange).toHaveBeenLastCalledWith('uploading');
    await act(async () => calls[1]!.resolve('uuid.pdf'));
    expect(onPendingChange).toHaveBeenLastCalledWith(null);
    expect(onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ remoteFileName: 'uuid.pdf' })]);
    await userEvent.click(within(item).getByRole('button', { name: 'Retirer (facture.pdf)' }));
    expect(screen.queryByRole('list', { name: 'Fichiers joints' })).not.toBeInTheDocument();
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
  });

  it('un fichier en échec retiré : le formulaire peut partir sans lui', async () => {
    const { input, calls, onPendingChange } = setup();
    await userEvent.upload(input, [pdf('facture.pdf')]);
    await act(async () => calls[0]!.reject(new Error('Une erreur est survenue')));
    expect(onPendingChange).toHaveBeenLastCalledWith('failed');
    await userEvent.click(within(queue().getByRole('listitem')).getByRole('button', { name: 'Retirer (facture.pdf)' }));
    expect(onPendingChange).toHaveBeenLastCalledWith(null);
  });

  it('un envoi annulé passe à « Annulé »', async () => {
    const send: SendFile = (_file, _progress, signal) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      );
    render(<FileUploader label="J" inputName="j" options={options} onFilesChange={() => {}} send={send} />);
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, [pdf('a.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler (a.pdf)' }));
    expect(queue().getByRole('listitem')).toHaveTextContent('Annulé');
  });

  it('un fichier refusé par un filtre montre le message de ce filtre et n’est pas envoyé', async () => {
    const { input, calls } = setup();
    await userEvent.upload(
      input,
      [pdf('gros.pdf', 6 * 1024 * 1024), new File(['x'], 'photo.gif', { type: 'image/gif' })],
      {
        applyAccept: false,
      },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('gros.pdf : Le fichier dépasse la taille maximale autorisée (5 Mo).');
    expect(alert).toHaveTextContent("photo.gif : Ce type de fichier n'est pas accepté.");
    expect(calls).toHaveLength(0);
  });

  it('au-delà de queueLimit, le fichier est refusé', async () => {
    const { input } = setup({ options: { ...options, queueLimit: 2 } });
    await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(screen.getByRole('alert')).toHaveTextContent('c.pdf : Vous ne pouvez pas joindre plus de 2 fichiers.');
  });

  it('montre le message du formulaire sous le téléverseur, lié au groupe', () => {
    setup({ required: true, message: 'Merci de joindre le document demandé.' });
    expect(screen.getByRole('group', { name: /Justificatifs/ })).toHaveAccessibleDescription(
      expect.stringContaining('Merci de joindre le document demandé.'),
    );
  });
});
