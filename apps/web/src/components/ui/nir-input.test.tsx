import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { nirKey } from '@portail/shared/validators';
import { NirInput, type NirValue } from './nir-input';

let latest: NirValue;
function Harness({ initial, allowMonaco = true }: { initial?: Partial<NirValue>; allowMonaco?: boolean }) {
  const [value, setValue] = useState<NirValue>({ nir: '', cle: '', numeroMonaco: '', monaco: false, ...initial });
  const change = (next: NirValue) => {
    latest = next;
    setValue(next);
  };
  return <NirInput value={value} onChange={change} allowMonaco={allowMonaco} required />;
}

const numberField = () => screen.getByRole('textbox', { name: /Numéro de sécurité sociale/ });

describe('numéro de sécurité sociale (§5)', () => {
  it('ignore les espaces tapés ou collés', async () => {
    render(<Harness />);
    await userEvent.type(numberField(), '2 85 07 75');
    await userEvent.paste(' 123 456 ');
    expect(numberField()).toHaveValue('2850775123456');
    expect(latest.nir).toBe('2850775123456');
  });

  it('« Le format du numéro de sécurité sociale (sans clé) est incorrect », lié au champ', async () => {
    render(<Harness />);
    await userEvent.type(numberField(), '3851375123456');
    await userEvent.tab();
    expect(numberField()).toHaveAttribute('aria-invalid', 'true');
    expect(numberField()).toHaveAccessibleDescription(
      expect.stringContaining('Le format du numéro de sécurité sociale (sans clé) est incorrect'),
    );
  });

  it('accepte 2A et 2B et vérifie la clé : 97 moins le numéro modulo 97', async () => {
    render(<Harness />);
    await userEvent.type(numberField(), '185072a123456');
    expect(numberField()).toHaveValue('185072A123456');
    const key = screen.getByRole('textbox', { name: /Clé/ });
    await userEvent.type(key, nirKey('185072A123456') === '01' ? '02' : '01');
    await userEvent.tab();
    expect(key).toHaveAccessibleDescription('La clé du numéro de sécurité sociale est incorrecte');
    await userEvent.clear(key);
    await userEvent.type(key, nirKey('185072A123456'));
    expect(key).not.toHaveAttribute('aria-invalid');
  });

  it('mode Monaco : 11 chiffres, enregistrés avec le préfixe 98 sur 13 caractères', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('switch', { name: 'Numéro monégasque (caisse de Monaco)' }));
    const field = screen.getByRole('textbox', { name: /monégasque/ });
    await userEvent.type(field, '123 456 789 01');
    expect(latest).toMatchObject({ monaco: true, numeroMonaco: '12345678901', nir: '9812345678901' });
    expect(screen.queryByRole('textbox', { name: /Clé/ })).not.toBeInTheDocument();
  });

  it('mode Monaco : un numéro incomplet est refusé', async () => {
    render(<Harness initial={{ monaco: true }} />);
    await userEvent.type(screen.getByRole('textbox', { name: /monégasque/ }), '12345');
    await userEvent.tab();
    expect(screen.getByText('Le numéro monégasque doit comporter 11 chiffres')).toBeInTheDocument();
  });
});
