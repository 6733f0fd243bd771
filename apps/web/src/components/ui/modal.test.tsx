import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Page({ blocking = false, onClose = vi.fn() }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {open && (
        <Modal
          title="Demande enregistrée"
          blocking={blocking}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          actions={<button type="button">Ok</button>}
        >
          <p>Votre demande a bien été transmise.</p>
        </Modal>
      )}
    </>
  );
}

describe('fenêtre modale (§2)', () => {
  it('porte son titre, garde le focus à l’intérieur et se ferme sur Échap en rendant le focus', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Demande enregistrée' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus());
  });

  it('une modale bloquante ne se ferme pas sur Échap', async () => {
    const onClose = vi.fn();
    render(<Page blocking onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Demande enregistrée' })).toBeInTheDocument();
  });

  it('existe en tailles lg et xl', () => {
    render(
      <Modal title="Services externes" size="xl" onClose={() => {}}>
        <p>Contenu</p>
      </Modal>,
    );
    expect(document.querySelector('.ui-modal--xl')).toBeInTheDocument();
  });
});
