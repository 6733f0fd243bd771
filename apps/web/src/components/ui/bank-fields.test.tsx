import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BicField, IbanField } from './bank-fields';

function Iban() {
  const [value, setValue] = useState('');
  return <IbanField value={value} onChange={setValue} required />;
}
function Bic() {
  const [value, setValue] = useState('');
  return <BicField value={value} onChange={setValue} required />;
}

describe('IBAN et BIC de la popup bancaire (§5)', () => {
  it("met l'IBAN en majuscules et retire les espaces, tapés ou collés, 27 caractères au plus", async () => {
    render(<Iban />);
    const field = screen.getByRole('textbox', { name: /IBAN/ });
    await userEvent.type(field, 'fr76 3000 6000');
    await userEvent.paste(' 0112 3456 7890 189 99');
    expect(field).toHaveValue('FR7630006000011234567890189');
  });

  it('un IBAN FR incomplet demande les 27 caractères', async () => {
    render(<Iban />);
    const field = screen.getByRole('textbox', { name: /IBAN/ });
    await userEvent.type(field, 'FR76300060000112345678901');
    await userEvent.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining("L'IBAN doit comporter les 27 caractères : FR suivi de 25 lettres ou chiffres."),
    );
  });

  it('refuse un IBAN dont la clé ISO 13616 (modulo 97) est fausse', async () => {
    render(<Iban />);
    await userEvent.type(screen.getByRole('textbox', { name: /IBAN/ }), 'FR7630006000011234567890188');
    await userEvent.tab();
    expect(screen.getByText("L'IBAN saisi n'est pas valide : vérifiez chacun des caractères.")).toBeInTheDocument();
  });

  it('BIC : majuscules, 8 ou 11 caractères (6 lettres, 2 lettres ou chiffres, 3 facultatifs)', async () => {
    render(<Bic />);
    const field = screen.getByRole('textbox', { name: /BIC/ });
    await userEvent.type(field, 'agri1rpp');
    await userEvent.tab();
    expect(field).toHaveValue('AGRI1RPP');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'agrifrpp882');
    expect(field).toHaveValue('AGRIFRPP882');
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
