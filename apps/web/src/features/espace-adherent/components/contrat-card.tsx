import { etatContratLabels } from '@portail/shared/contrat-rules';
import { useContrats } from '@/lib/contrats-context';
import { espaceAdherentTexts } from '../texts';
import { BankDetailsPrompt } from './bank-details-prompt';

const t = espaceAdherentTexts.contratCard;

/** The current contract at a glance: offer, state (§3 label), number, how benefits are paid. */
export function ContratCard() {
  const { current } = useContrats();
  const paiement = current.modalitePaiementPrestation;
  const mode = paiement.codeModePaiement ? (t.modes[paiement.codeModePaiement] ?? paiement.codeModePaiement) : null;
  return (
    <section className="card stack home-card" aria-labelledby="contrat-card-title">
      <h2 id="contrat-card-title">{t.title}</h2>
      {current.IsPrecontentieux && <p className="alert alert--warning">{t.precontentieux}</p>}
      <dl className="summary-list">
        <div>
          <dt>{t.offre}</dt>
          <dd>{current.nomOffre}</dd>
        </div>
        <div>
          <dt>{t.numero}</dt>
          <dd>{current.numeroContratIndividuel}</dd>
        </div>
        <div>
          <dt>{t.etat}</dt>
          <dd>
            <span className={`chip chip--contrat-${current.etat}`}>{etatContratLabels[current.etat]}</span>
          </dd>
        </div>
        <div>
          <dt>{t.paiement}</dt>
          <dd>{paiement.rib && paiement.codeModePaiement === 'VIR' ? t.virement(paiement.rib) : mode}</dd>
        </div>
      </dl>
      {paiement.isMissing && <BankDetailsPrompt />}
    </section>
  );
}
