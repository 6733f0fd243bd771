import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccordionGroup } from './accordion';

const items = [
  { key: 'delai', title: 'Quel est le délai de remboursement ?', content: '48 heures' },
  { key: 'carte', title: 'Comment obtenir ma carte ?', content: 'Rubrique Documents' },
];

describe('accordéon (§2, §4)', () => {
  it('ouvrir un accordéon ferme les autres du même groupe', async () => {
    render(<AccordionGroup items={items.map((item, i) => ({ ...item, open: i === 0 }))} />);
    const first = screen.getByRole('button', { name: 'Quel est le délai de remboursement ?' });
    const second = screen.getByRole('button', { name: 'Comment obtenir ma carte ?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('s’ouvre au clavier (Entrée, Espace)', async () => {
    render(<AccordionGroup items={items} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Quel est le délai de remboursement ?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Comment obtenir ma carte ?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('deux accordéons déclarés ouverts donnent « Un autre accordéon du même groupe est déjà ouvert. »', () => {
    render(<AccordionGroup items={items.map((item) => ({ ...item, open: true }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Un autre accordéon du même groupe est déjà ouvert.');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });
});
