import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryPending } from './query-pending';

describe('QueryPending', () => {
  it('pendant la lecture : le chargement ; lecture échouée : le message du §8 et « Réessayer », plus de spinner sans fin', async () => {
    const refetch = vi.fn();
    const { rerender } = render(<QueryPending query={{ isError: false, isFetching: true, refetch }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    rerender(<QueryPending query={{ isError: true, isFetching: false, refetch }} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Le chargement d'une source de données à échoué");
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
