import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastDelayMs } from '@portail/shared/feature-rules';
import { showToast } from '@/lib/toasts';
import { ToastList } from './toast-list';

describe('toasts (§3, §8, §9)', () => {
  it('se masque après le délai du client, delaiToasts étant en secondes', () => {
    vi.useFakeTimers();
    render(<ToastList defaultDelayMs={toastDelayMs(3)} />);
    act(() => void showToast({ type: 'success', text: 'Demande réalisée' }));
    expect(screen.getByText('Demande réalisée')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Demande réalisée')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Demande réalisée')).not.toBeInTheDocument();
  });

  it('se masque après 5000 ms par défaut', () => {
    vi.useFakeTimers();
    render(<ToastList defaultDelayMs={toastDelayMs(null)} />);
    act(() => void showToast({ type: 'info', text: 'Information' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Information')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Information')).not.toBeInTheDocument();
  });

  it('est annoncé : status pour info et success, alert pour danger et warning', () => {
    render(<ToastList defaultDelayMs={5000} />);
    act(() => {
      showToast({ type: 'info', text: 'info' });
      showToast({ type: 'success', text: 'succès' });
      showToast({ type: 'danger', text: 'La demande a échoué' });
      showToast({ type: 'warning', text: 'attention' });
    });
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual([
      expect.stringContaining('info'),
      expect.stringContaining('succès'),
    ]);
    expect(screen.getAllByRole('alert').map((t) => t.textContent)).toEqual([
      expect.stringContaining('La demande a échoué'),
      expect.stringContaining('attention'),
    ]);
  });

  it('se ferme avec le bouton Fermer', async () => {
    render(<ToastList defaultDelayMs={5000} />);
    act(() => void showToast({ type: 'danger', text: 'Erreur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('Erreur')).not.toBeInTheDocument();
  });

  it('montre les lignes de détail (libellé de la ressource, message du serveur)', () => {
    render(<ToastList defaultDelayMs={5000} />);
    act(() => void showToast({ type: 'danger', text: 'Titre', details: ['Contrats', 'Erreur 500'] }));
    expect(screen.getByRole('alert')).toHaveTextContent('TitreContratsErreur 500');
  });
});
