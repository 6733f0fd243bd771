import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MfaModal } from './mfa-modal';

function setup() {
  const props = { onVerify: vi.fn(), onResend: vi.fn(), onClose: vi.fn() };
  render(<MfaModal sendType="SMS" contact="06 •• •• •• 42" {...props} />);
  return props;
}

describe('double authentification (§2, §4, §5)', () => {
  it('dit où le code a été envoyé et présente six cases', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Vérification de votre identité' })).toHaveTextContent(
      'Un code de sécurité à 6 chiffres vient de vous être envoyé par SMS au 06 •• •• •• 42.',
    );
    expect(screen.getAllByRole('textbox', { name: /Chiffre \d sur 6/ })).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toHaveFocus();
  });

  it('les six chiffres sont obligatoires', async () => {
    const { onVerify } = setup();
    await userEvent.keyboard('123');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByText('Merci de saisir les 6 chiffres du code de sécurité.')).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('un code collé est vérifié ; le code peut être renvoyé', async () => {
    const { onVerify, onResend } = setup();
    await userEvent.paste('482915');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onVerify).toHaveBeenCalledWith('482915');
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(onResend).toHaveBeenCalled();
  });
});
