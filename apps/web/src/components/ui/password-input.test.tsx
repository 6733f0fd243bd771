import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

function Harness() {
  const [value, setValue] = useState('Secret#2026');
  return <PasswordInput label="Mot de passe" value={value} onChange={setValue} />;
}

describe('mot de passe (§4)', () => {
  it('affiche puis masque les caractères', async () => {
    const { container } = render(<Harness />);
    const input = container.querySelector('input')!;
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});
