import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyCode, isCodeComplete, SecurityCodeInput } from './security-code-input';

let latest: string[] = [];
function Harness() {
  const [digits, setDigits] = useState(emptyCode);
  const change = (next: string[]) => {
    latest = next;
    setDigits(next);
  };
  return <SecurityCodeInput label="Code de sécurité" digits={digits} onChange={change} />;
}
const box = (n: number) => screen.getByRole('textbox', { name: `Chiffre ${n} sur 6` });

describe('code de sécurité (§5)', () => {
  it('six cases d’un chiffre ; le focus avance seul', async () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    await userEvent.click(box(1));
    await userEvent.keyboard('4a8');
    expect(latest.join('')).toBe('48');
    expect(box(3)).toHaveFocus();
  });

  it('un collage remplit les cases', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.paste('482 915');
    expect(latest).toEqual(['4', '8', '2', '9', '1', '5']);
    expect(box(6)).toHaveFocus();
  });

  it('Retour arrière sur une case vide revient à la précédente', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(latest.join('')).toBe('1');
  });

  it('toutes les cases sont obligatoires', () => {
    expect(isCodeComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
  });
});
