import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastList } from '@/components/ui/toast-list';
import { clearToasts } from './toasts';
import { useOnDemand } from './use-on-demand';

afterEach(() => clearToasts());

function Dialog() {
  return <p>Fenêtre ouverte</p>;
}

function Launcher({ load }: { load: () => Promise<typeof Dialog> }) {
  const [open, setOpen] = useState(false);
  const dialog = useOnDemand(load);
  return (
    <>
      <button type="button" onClick={() => void dialog.request().then(setOpen)}>
        Ouvrir
      </button>
      {open && dialog.Component && <dialog.Component />}
      <ToastList defaultDelayMs={5000} />
    </>
  );
}

describe('useOnDemand', () => {
  it('un réseau perdu : un message, la page reste, et un second essai ouvre la fenêtre', async () => {
    let fail = true;
    const load = () => (fail ? Promise.reject(new Error('réseau perdu')) : Promise.resolve(Dialog));
    render(<Launcher load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(await screen.findByText('La demande a échoué')).toBeInTheDocument();
    expect(screen.queryByText('Fenêtre ouverte')).not.toBeInTheDocument();
    fail = false;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Ouvrir' })));
    expect(await screen.findByText('Fenêtre ouverte')).toBeInTheDocument();
  });
});
