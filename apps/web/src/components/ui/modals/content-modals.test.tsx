import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentModal } from './consent-modal';
import { ExternalServicesModal } from './external-services-modal';
import { FaqQuestionModal } from './faq-question-modal';

describe('question de la FAQ (§2, §4)', () => {
  it('Oui envoie « utile »', async () => {
    const onFeedback = vi.fn();
    render(
      <FaqQuestionModal title="Ma carte ?" onFeedback={onFeedback} onClose={() => {}}>
        Réponse
      </FaqQuestionModal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(onFeedback).toHaveBeenCalledWith({ isUseful: true, comment: '' });
  });

  it('Non ouvre le commentaire, dont le bouton Envoyer reste désactivé tant qu’il est vide', async () => {
    const onFeedback = vi.fn();
    render(
      <FaqQuestionModal title="Ma carte ?" onFeedback={onFeedback} onClose={() => {}}>
        Réponse
      </FaqQuestionModal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Non' }));
    const send = screen.getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre commentaire' }), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre commentaire' }), 'Il manque le délai');
    await userEvent.click(send);
    expect(onFeedback).toHaveBeenCalledWith({ isUseful: false, comment: 'Il manque le délai' });
  });

  it('liste les questions liées', async () => {
    const onOpenRelated = vi.fn();
    const related = [{ title: 'Ajouter un bénéficiaire', clickCode: 'faq-17' }];
    render(
      <FaqQuestionModal
        title="Q"
        related={related}
        onFeedback={() => {}}
        onOpenRelated={onOpenRelated}
        onClose={() => {}}
      >
        R
      </FaqQuestionModal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un bénéficiaire' }));
    expect(onOpenRelated).toHaveBeenCalledWith(related[0]);
  });
});

describe('consentements (§2, §4)', () => {
  it('Refuser / Accepter par consentement ; chaque réponse le retire ; la modale se ferme quand la liste est vide', async () => {
    const onAnswer = vi.fn();
    const onClose = vi.fn();
    const consents = [
      { nom: 'newsletter', libelle: 'Recevoir les actualités' },
      { nom: 'enquetes', libelle: 'Répondre aux enquêtes' },
    ];
    render(<ConsentModal consents={consents} onAnswer={onAnswer} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accepter : Recevoir les actualités' }));
    expect(onAnswer).toHaveBeenCalledWith('newsletter', true);
    expect(screen.queryByText('Recevoir les actualités')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Refuser : Répondre aux enquêtes' }));
    expect(onAnswer).toHaveBeenLastCalledWith('enquetes', false);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('« Services externes » (§2)', () => {
  it('une carte par service, avec son icône ou son image (covers) et sa description', async () => {
    const onOpen = vi.fn();
    const services = [
      { reseau: 'Santéclair', url: 'https://a.example', description: 'Opticiens partenaires' },
      {
        reseau: 'Itelis',
        url: 'https://b.example',
        imageUrl: '/logo.png',
        imageForm: 'covers',
        description: 'Dentaire',
      },
    ];
    render(<ExternalServicesModal services={services} onOpen={onOpen} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Services externes' })).toHaveTextContent('Opticiens partenaires');
    expect(document.querySelector('.service-card__visual--covers img')).toHaveAttribute('src', '/logo.png');
    await userEvent.click(screen.getByRole('button', { name: 'Accéder au service Itelis' }));
    expect(onOpen).toHaveBeenCalledWith(services[1]);
  });
});
