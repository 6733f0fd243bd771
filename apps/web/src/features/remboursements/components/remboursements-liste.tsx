import { Link } from 'react-router';
import { formatEuros } from '@portail/shared/format';
import { type LigneRemboursement, statutDecompteLibelles } from '@portail/shared/remboursements';
import { frDate } from '@/lib/format-date';
import { remboursementsTexts as t } from '../texts';

interface Groupe {
  key: string;
  titre: string;
  reference: string | null;
  lignes: LigneRemboursement[];
}

/** Consecutive lines of one payment (or of one state) under one heading, in the list's order. */
function grouper(lignes: readonly LigneRemboursement[]): Groupe[] {
  const groupes: Groupe[] = [];
  for (const ligne of lignes) {
    const reference = ligne.paiement?.reference ?? null;
    const key = reference ?? ligne.statut;
    const last = groupes.at(-1);
    if (last && last.key === key) {
      last.lignes.push(ligne);
      continue;
    }
    const titre = ligne.paiement
      ? ligne.destinataire === 'adherent'
        ? t.groupe.virement(frDate(ligne.paiement.date))
        : t.groupe.tiers(frDate(ligne.paiement.date), ligne.professionnel)
      : ligne.statut === 'rejete'
        ? t.groupe.rejete
        : t.groupe.enCours;
    groupes.push({ key, titre, reference, lignes: [ligne] });
  }
  return groupes;
}

function LigneItem({ ligne }: { ligne: LigneRemboursement }) {
  const rembourse = ligne.montantSecu + ligne.montantMutuelle;
  return (
    <li className={`item-list__item${ligne.nouveau ? ' item-list__item--unread' : ''}`}>
      <div className="item-list__main">
        <Link
          className="item-list__title"
          to={`/espace-adherent/remboursements/${ligne.id}`}
          aria-label={t.ligne.open(ligne.acteLibelle, frDate(ligne.dateSoins))}
        >
          {ligne.acteLibelle}
          {ligne.nombre > 1 && ` (× ${ligne.nombre})`}
        </Link>
        {ligne.nouveau && <span className="unread-badge">{t.nouveau}</span>}
        <p className="item-list__meta">
          {frDate(ligne.dateSoins)} · {t.ligne.pour(ligne.beneficiaire.prenom)} · {ligne.professionnel}
        </p>
      </div>
      <div className="item-list__side remb-amounts">
        {ligne.statut !== 'paye' && (
          <span className={`chip chip--remb-${ligne.statut}`}>{statutDecompteLibelles[ligne.statut]}</span>
        )}
        <span>
          <span className="remb-amounts__label">{ligne.statut === 'enCours' ? t.ligne.prevu : t.ligne.rembourse}</span>{' '}
          {formatEuros(rembourse)}
        </span>
        <span className={ligne.resteAVotreCharge > 0 ? 'remb-amounts__reste' : undefined}>
          <span className="remb-amounts__label">{t.ligne.reste}</span> {formatEuros(ligne.resteAVotreCharge)}
        </span>
      </div>
    </li>
  );
}

/** The lines, grouped by payment, each a link to its detail. */
export function RemboursementsListe({ lignes }: { lignes: readonly LigneRemboursement[] }) {
  return (
    <div className="remb-groups">
      {grouper(lignes).map((g, index) => {
        const headingId = `remb-groupe-${index}`;
        const verse = g.lignes.reduce((s, l) => s + l.montantMutuelle, 0);
        return (
          <section key={`${g.key}-${index}`} className="remb-group" aria-labelledby={headingId}>
            <div className="remb-group__head">
              <h3 id={headingId}>{g.titre}</h3>
              {g.reference && (
                <span className="remb-group__side">
                  {formatEuros(verse)}{' '}
                  <Link to={`/espace-adherent/remboursements/paiements/${encodeURIComponent(g.reference)}`}>
                    {t.groupe.detail}
                    <span className="visually-hidden"> {g.reference}</span>
                  </Link>
                </span>
              )}
            </div>
            <ul className="item-list">
              {g.lignes.map((l) => (
                <LigneItem key={l.id} ligne={l} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
