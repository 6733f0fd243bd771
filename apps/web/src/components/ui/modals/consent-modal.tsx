import { useState } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';
import { modalTexts } from './texts';

interface Consent {
  nom: string;
  libelle: string;
}

interface ConsentModalProps {
  consents: readonly Consent[];
  onAnswer(nomConsentement: string, isAccepted: boolean): void;
  /** Called when every consent has been answered, or on Escape. */
  onClose(): void;
}

/** §2/§4 consent modal: Refuser / Accepter per consent; each answered one leaves, empty closes. */
export function ConsentModal({ consents, onAnswer, onClose }: ConsentModalProps) {
  const [answered, setAnswered] = useState<readonly string[]>([]);
  const remaining = consents.filter((c) => !answered.includes(c.nom));

  function answer(nom: string, accepted: boolean) {
    onAnswer(nom, accepted);
    const next = [...answered, nom];
    setAnswered(next);
    if (consents.every((c) => next.includes(c.nom))) onClose();
  }

  return (
    <Modal title={modalTexts.consentTitle} size="lg" onClose={onClose}>
      <p>{modalTexts.consentIntro}</p>
      <ul className="consent-list">
        {remaining.map((consent) => (
          <li key={consent.nom} className="consent-list__item">
            <p className="consent-list__text">{consent.libelle}</p>
            <div className="consent-list__actions">
              <Button variant="secondary" size="small" onClick={() => answer(consent.nom, false)}>
                {modalTexts.consentRefuse}
                <span className="visually-hidden">{modalTexts.consentAbout(consent.libelle)}</span>
              </Button>
              <Button size="small" onClick={() => answer(consent.nom, true)}>
                {modalTexts.consentAccept}
                <span className="visually-hidden">{modalTexts.consentAbout(consent.libelle)}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
