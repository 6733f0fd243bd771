import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { key: 'top5', label: 'Top 5', content: 'Questions fréquentes' },
  { key: 'categories', label: 'Catégories', content: 'Remboursements, adhésion' },
  { key: 'resultats', label: 'Résultats', content: '3 réponses' },
];

describe('onglets (§2)', () => {
  it("l'onglet choisi est suivi par sa clé", async () => {
    const onChange = vi.fn();
    render(<Tabs label="Aide" items={items} selectedKey="resultats" onSelectionChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Résultats' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('3 réponses');
    await userEvent.click(screen.getByRole('tab', { name: 'Top 5' }));
    expect(onChange).toHaveBeenCalledWith('top5', 0);
  });

  it("l'onglet choisi est suivi par son index", async () => {
    function Controlled() {
      const [index, setIndex] = useState(1);
      return <Tabs label="Aide" items={items} selectedIndex={index} onSelectionChange={(_, i) => setIndex(i)} />;
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Catégories' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Résultats' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('3 réponses');
  });

  it('se parcourt au clavier avec les flèches', async () => {
    render(<Tabs label="Aide" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Top 5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Catégories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Aide');
  });
});
