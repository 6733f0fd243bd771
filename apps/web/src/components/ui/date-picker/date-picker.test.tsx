import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';

let latest = '';
function Harness(props: Partial<Parameters<typeof DatePicker>[0]> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  const change = (next: string) => {
    latest = next;
    setValue(next);
  };
  return <DatePicker label="Date des soins" value={value} onChange={change} {...props} />;
}
const field = () => screen.getByRole('textbox', { name: /Date des soins/ });
const openCalendar = () => userEvent.click(screen.getByRole('button', { name: /Ouvrir le calendrier/ }));

describe('sélecteur de date (§5)', () => {
  it('montre le format JJ/MM/AAAA et masque la saisie : chiffres, barres après le 2e et le 5e caractère', async () => {
    render(<Harness />);
    expect(field()).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    await userEvent.type(field(), '1a2-0320261999');
    expect(field()).toHaveValue('12/03/2026');
  });

  it('refuse une date invalide, avec le message lié au champ (aria-invalid, aria-describedby)', async () => {
    render(<Harness />);
    await userEvent.type(field(), '31022026');
    await userEvent.tab();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('La date saisie est invalide'));
  });

  it('refuse une date inférieure au minimum ou supérieure au maximum', async () => {
    render(<Harness min={new Date(2026, 0, 5)} max={new Date(2026, 11, 18)} />);
    await userEvent.type(field(), '04012026');
    await userEvent.tab();
    expect(screen.getByText('La date doit être égale ou postérieure au 05/01/2026.')).toBeInTheDocument();
    await userEvent.clear(field());
    await userEvent.type(field(), '19122026');
    expect(screen.getByText('La date doit être égale ou antérieure au 18/12/2026.')).toBeInTheDocument();
  });

  it('refuse une date désactivée', async () => {
    render(<Harness isDateDisabled={(d) => d.getDay() === 0} />);
    await userEvent.type(field(), '04012026');
    await userEvent.tab();
    expect(screen.getByText("Cette date n'est pas disponible : merci d'en choisir une autre.")).toBeInTheDocument();
  });

  it('si le minimum dépasse le maximum, le maximum borne les deux côtés', async () => {
    render(<Harness min={new Date(2026, 8, 1)} max={new Date(2026, 5, 30)} />);
    await userEvent.type(field(), '29062026');
    await userEvent.tab();
    expect(screen.getByText('La date doit être égale ou postérieure au 30/06/2026.')).toBeInTheDocument();
  });

  it('le calendrier est en français, un mois affiché, jours hors mois visibles ; choisir un jour écrit jj/MM/aaaa', async () => {
    render(<Harness initial="15/07/2026" />);
    await openCalendar();
    const dialog = screen.getByRole('dialog', { name: 'Calendrier' });
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    expect(within(dialog).getByRole('combobox', { name: 'Choisir le mois' })).toHaveDisplayValue(/juil/i);
    expect([...dialog.querySelectorAll('th[scope="col"]')].map((th) => th.getAttribute('aria-label'))).toEqual([
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
    ]);
    expect(within(dialog).getByRole('button', { name: /30 juin 2026/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /mercredi 1 juillet 2026/ }));
    expect(latest).toBe('01/07/2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Date choisie : mercredi 1er juillet 2026')).toBeInTheDocument();
  });

  it('les jours hors bornes ou désactivés ne peuvent pas être choisis', async () => {
    render(<Harness initial="15/07/2026" max={new Date(2026, 6, 20)} isDateDisabled={(d) => d.getDay() === 0} />);
    await openCalendar();
    expect(screen.getByRole('button', { name: /dimanche 12 juillet 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /mardi 21 juillet 2026/ })).toBeDisabled();
  });

  it('vue des mois : un mois hors bornes ou sans jour actif ne se choisit pas ; un mois choisi revient aux jours', async () => {
    render(
      <Harness
        initial="15/07/2026"
        min={new Date(2026, 2, 1)}
        max={new Date(2026, 10, 30)}
        isDateDisabled={(d) => d.getMonth() === 4}
      />,
    );
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir un mois' }));
    expect(screen.getByRole('button', { name: 'Février' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mai' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Décembre' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Septembre' }));
    expect(screen.getByRole('grid', { name: /septembre 2026/i })).toBeInTheDocument();
  });

  it('vue des mois : un mois qui n’a qu’un jour actif le choisit et ferme le calendrier', async () => {
    render(<Harness initial="15/07/2026" min={new Date(2026, 6, 1)} max={new Date(2026, 7, 1)} />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir un mois' }));
    await userEvent.click(screen.getByRole('button', { name: 'Août' }));
    expect(latest).toBe('01/08/2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Échap ferme le calendrier et rend le focus au bouton', async () => {
    render(<Harness />);
    await openCalendar();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Ouvrir le calendrier/ })).toHaveFocus());
  });
});
