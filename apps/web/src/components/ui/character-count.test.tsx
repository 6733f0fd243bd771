import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { countAnnounceDelayMs } from './character-count';
import { TextArea } from './text-area';
import { TextField } from './text-field';

function Objet({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextField label="Objet" value={value} onChange={setValue} characterLimit={10} />;
}
function Message() {
  const [value, setValue] = useState('');
  return <TextArea label="Votre message" value={value} onChange={setValue} characterLimit={20} />;
}
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

describe('compteur de caractères (modèle GOV.UK, issue 25)', () => {
  it('le champ dit sa limite, liée par aria-describedby, et ne coupe pas un texte collé trop long', async () => {
    render(<Objet />);
    const field = screen.getByRole('textbox', { name: 'Objet' });
    expect(field).toHaveAccessibleDescription('10 caractères maximum');
    expect(field).not.toHaveAttribute('maxlength');
    await userEvent.click(field);
    await userEvent.paste('Changement de situation');
    expect(field).toHaveValue('Changement de situation');
    expect(screen.getByText('13 caractères en trop')).toBeInTheDocument();
  });

  it('un champ d’une ligne montre ce qu’il reste à l’approche de la limite seulement', async () => {
    render(<Objet />);
    const field = screen.getByRole('textbox', { name: 'Objet' });
    await userEvent.type(field, 'abcdefg');
    expect(screen.queryByText(/Il vous reste/)).not.toBeInTheDocument();
    await userEvent.type(field, 'h');
    expect(screen.getByText('Il vous reste 2 caractères')).toBeInTheDocument();
    await userEvent.type(field, 'ij');
    expect(screen.getByText('Il vous reste 0 caractère')).toBeInTheDocument();
    await userEvent.type(field, 'k');
    expect(screen.getByText('1 caractère en trop')).toBeInTheDocument();
  });

  it('les lecteurs d’écran entendent le compte une fois la frappe arrêtée, près de la limite, pas à chaque touche ni à l’arrivée', () => {
    vi.useFakeTimers();
    const { container } = render(<Message />);
    act(() => vi.advanceTimersByTime(countAnnounceDelayMs * 2));
    expect(liveRegion(container)).toHaveTextContent('');
    const field = screen.getByRole('textbox', { name: 'Votre message' });
    for (const typed of ['B', 'Bo', 'Bon', 'Bonj', 'Bonjo', 'Bonjou', 'Bonjour']) {
      fireEvent.change(field, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(countAnnounceDelayMs / 5));
    }
    // Shown at once, but hidden from screen readers: they would hear it on every key.
    expect(screen.getByText('Il vous reste 13 caractères')).toHaveAttribute('aria-hidden', 'true');
    expect(liveRegion(container)).toHaveTextContent('');
    // Far from the limit, nothing is said even once typing pauses: a long message is not counted aloud.
    act(() => vi.advanceTimersByTime(countAnnounceDelayMs));
    expect(liveRegion(container)).toHaveTextContent('');
    // Near it (from 80 %), the count is said once typing pauses.
    fireEvent.change(field, { target: { value: 'Bonjour, madame D.' } });
    act(() => vi.advanceTimersByTime(countAnnounceDelayMs / 5));
    expect(liveRegion(container)).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(countAnnounceDelayMs));
    expect(liveRegion(container)).toHaveTextContent('Il vous reste 2 caractères');
  });

  it('une zone de texte tient sa limite et son erreur liées au champ', () => {
    render(
      <TextArea
        label="Commentaire"
        value={'x'.repeat(25)}
        onChange={() => {}}
        characterLimit={20}
        error="Le commentaire ne doit pas dépasser 20 caractères."
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Commentaire' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      '20 caractères maximum Le commentaire ne doit pas dépasser 20 caractères.',
    );
    expect(field).toHaveValue('x'.repeat(25));
    expect(screen.getByText('5 caractères en trop')).toBeInTheDocument();
  });

  it('un code à format fixe garde son masque (maxLength)', async () => {
    function CodePostal() {
      const [value, setValue] = useState('');
      return <TextField label="Code postal" value={value} onChange={setValue} maxLength={5} />;
    }
    render(<CodePostal />);
    const field = screen.getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(field, '440001');
    expect(field).toHaveValue('44000');
    expect(field).not.toHaveAccessibleDescription(/maximum/);
  });
});
