import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CmsPopupModal } from './cms-popup-modal';
import { FrameModal } from './frame-modal';
import { InfoModal } from './info-modal';
import { NoContractModal } from './no-contract-modal';

describe('modales simples (§2)', () => {
  it('modale d’information : titre facultatif et bouton Ok', async () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <InfoModal title="Demande enregistrée" onClose={onClose}>
        Transmise.
      </InfoModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Demande enregistrée' })).toHaveTextContent('Transmise.');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalled();
    unmount();
    render(<InfoModal onClose={() => {}}>Sans titre.</InfoModal>);
    expect(screen.getByRole('dialog', { name: 'Information' })).not.toContainElement(screen.queryByRole('heading'));
  });

  it('message CMS : titre, contenu, Fermer et la case « Ne plus afficher ce message »', async () => {
    const onClose = vi.fn();
    render(
      <CmsPopupModal title="Nouveauté" showDontShowAgain onClose={onClose}>
        <p>Votre carte est disponible.</p>
      </CmsPopupModal>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ne plus afficher ce message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('message CMS sans la case : Fermer rend false', async () => {
    const onClose = vi.fn();
    render(
      <CmsPopupModal title="Info" onClose={onClose}>
        Texte
      </CmsPopupModal>,
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('cadre intégré pour un lien externe, avec un titre et la sortie vers un nouvel onglet', () => {
    render(<FrameModal title="Annuaire santé" url="https://www.example.org/annuaire" onClose={() => {}} />);
    expect(screen.getByTitle('Contenu externe : Annuaire santé')).toHaveAttribute(
      'src',
      'https://www.example.org/annuaire',
    );
    expect(screen.getByRole('link', { name: 'Ouvrir dans un nouvel onglet' })).toHaveAttribute('target', '_blank');
  });

  it('aucun contrat : modale bloquante avec son message', async () => {
    const onContinue = vi.fn();
    render(<NoContractModal onContinue={onContinue} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Aucun contrat actif' });
    expect(dialog).toHaveTextContent('Vous avez été retiré(e) du contrat');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(onContinue).toHaveBeenCalled();
  });
});
