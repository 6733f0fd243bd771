import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uploadAuthorizedTypes } from '@portail/shared/file-types';
import type { SendFile } from '../file-uploader/use-upload-queue';
import { BankPopupModal } from './bank-popup-modal';

const contrat = {
  numContrat: 'C-17',
  nomOffre: 'Santé Sérénité',
  rib: 'FR76 •••• 189',
  codeModePaiement: 'VIR',
  hadRib: true,
};
const uploaderOptions = { authorizedTypes: uploadAuthorizedTypes, maxFileSize: 5 * 1024 * 1024, queueLimit: 1 };

function setup(isModeGestionManuel: boolean, send?: SendFile) {
  const onSubmit = vi.fn();
  const view = render(
    <BankPopupModal
      contrat={contrat}
      isModeGestionManuel={isModeGestionManuel}
      uploaderOptions={uploaderOptions}
      onSubmit={onSubmit}
      onClose={() => {}}
      send={send}
    />,
  );
  return { onSubmit, fileInput: view.baseElement.querySelector('input[type="file"]') as HTMLInputElement };
}

async function fill() {
  await userEvent.type(screen.getByRole('textbox', { name: /Titulaire du compte/ }), 'Marie Dupont');
  await userEvent.type(screen.getByRole('textbox', { name: /IBAN/ }), 'fr76 3000 6000 0112 3456 7890 189');
  await userEvent.type(screen.getByRole('textbox', { name: /BIC/ }), 'agrifrpp');
}

describe('popup bancaire des prestations (§2, §5)', () => {
  it('montre le contrat et son RIB actuel', () => {
    setup(false);
    expect(screen.getByRole('dialog', { name: 'Vos coordonnées bancaires' })).toHaveTextContent(
      'Santé Sérénité - C-17',
    );
    expect(screen.getByText('FR76 •••• 189')).toBeInTheDocument();
  });

  it('titulaire, IBAN et BIC sont obligatoires : rien n’est envoyé', async () => {
    const { onSubmit } = setup(false);
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findAllByText('Merci de renseigner toutes les données obligatoires.')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /Titulaire du compte/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hors mode manuel, le RIB n’est pas demandé : les données partent en majuscules avec le contrat', async () => {
    const { onSubmit } = setup(false);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledWith({
      titulaire: 'Marie Dupont',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      rib: [],
      contrat,
    });
  });

  it('en mode manuel, le RIB est obligatoire : « Merci de joindre le document demandé. »', async () => {
    const { onSubmit } = setup(true);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Merci de joindre le document demandé.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('le formulaire est invalide pendant un téléversement, puis part avec le fichier', async () => {
    let finish: (name: string) => void = () => {};
    const send: SendFile = () => new Promise((resolve) => (finish = resolve));
    const { onSubmit, fileInput } = setup(true, send);
    await fill();
    await userEvent.upload(fileInput, new File(['%PDF'], 'rib.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    await act(async () => finish('uuid-rib.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        rib: [{ localFileName: 'rib.pdf', remoteFileName: 'uuid-rib.pdf', size: 4, inputName: 'rib' }],
      }),
    );
  });
});
