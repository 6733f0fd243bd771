import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

describe('groupe de boutons radio (§5)', () => {
  it('sans source, propose Oui (true) et Non (false)', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Télétransmission" value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Non' }));
    expect(onChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('lit le libellé dans « libelle » et la valeur dans « code » par défaut', async () => {
    const onChange = vi.fn();
    const options = [
      { code: 'CEL', libelle: 'Célibataire' },
      { code: 'MAR', libelle: 'Marié(e)' },
    ];
    render(<RadioGroup label="Situation" options={options} value="MAR" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Marié(e)' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Célibataire' }));
    expect(onChange).toHaveBeenCalledWith('CEL');
  });

  it('accepte d’autres champs de libellé et de valeur', () => {
    const options = [{ id: 7, nom: 'Par courrier' }];
    render(
      <RadioGroup label="Envoi" options={options} labelField="nom" valueField="id" value={7} onChange={() => {}} />,
    );
    expect(screen.getByRole('radio', { name: 'Par courrier' })).toBeChecked();
  });

  it('sourceValues et sourceLabels de même longueur donnent les options', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Carte"
        sourceValues={['COURRIER', 'EMAIL']}
        sourceLabels={['Par courrier', 'Par e-mail']}
        value={null}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Par e-mail' }));
    expect(onChange).toHaveBeenCalledWith('EMAIL');
  });

  it("refuse sourceValues et sourceLabels de longueurs différentes : « sourceValues et sourceLabels n'ont pas la même longueur ! »", () => {
    render(
      <RadioGroup label="Carte" sourceValues={['A', 'B']} sourceLabels={['A']} value={null} onChange={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("sourceValues et sourceLabels n'ont pas la même longueur !");
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("montre l'erreur sous le groupe, liée aux boutons (aria-invalid, aria-describedby)", () => {
    render(
      <RadioGroup
        label="Télétransmission"
        value={null}
        onChange={() => {}}
        required
        state="error"
        message="Merci de renseigner toutes les données obligatoires."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Télétransmission/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Merci de renseigner toutes les données obligatoires.');
  });

  it('se parcourt avec les flèches', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Télétransmission" value={true} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Oui' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
