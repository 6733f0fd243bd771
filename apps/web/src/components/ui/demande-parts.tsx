import type { ReactNode } from 'react';
import { type DemandeDetail, statutDemandeLibelles } from '@portail/shared/demandes';
import { frDateTime } from '@/lib/format-date';

/* The parts of a request's page that the member and staff read alike (decisions 022 and 034). */

/** The status history, oldest first, with each move's reason. */
export function DemandeTimeline({ historique }: Pick<DemandeDetail, 'historique'>) {
  return (
    <ol className="timeline">
      {historique.map((step, index) => (
        <li key={`${step.statut}-${index}`} className="timeline__step">
          <span className="timeline__label">{statutDemandeLibelles[step.statut]}</span>
          <time dateTime={step.le}>{frDateTime(step.le)}</time>
          {step.motif && <p className="preformatted">{step.motif}</p>}
        </li>
      ))}
    </ol>
  );
}

/** What the form sent, label by label. */
export function DemandeDonnees({ donnees }: Pick<DemandeDetail, 'donnees'>) {
  return (
    <dl className="summary-list">
      {donnees.map((d) => (
        <div key={d.libelle}>
          <dt>{d.libelle}</dt>
          <dd className="preformatted">{d.valeur}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ThreadProps {
  messages: DemandeDetail['messages'];
  /** Who wrote message `index`, as this reader names them. */
  author(index: number): string;
  pieces(message: DemandeDetail['messages'][number]): ReactNode;
}

/** The thread between the member and the mutuelle, oldest first. */
export function DemandeThread({ messages, author, pieces }: ThreadProps) {
  return (
    <ol className="thread">
      {messages.map((m, index) => (
        <li key={index} className={`thread__message thread__message--${m.auteur}`}>
          <p className="thread__author">
            <strong>{author(index)}</strong> <time dateTime={m.le}>{frDateTime(m.le)}</time>
          </p>
          {m.texte && <p className="preformatted">{m.texte}</p>}
          {m.pieces.length > 0 && pieces(m)}
        </li>
      ))}
    </ol>
  );
}
