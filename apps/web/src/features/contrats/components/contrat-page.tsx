import { Link } from 'react-router';
import type { ContratDetail } from '@portail/shared/contrat/contrat-detail';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useContratDetail } from '@/lib/api/contrat';
import { frDate } from '@/lib/format-date';
import { contratsTexts } from '../texts';
import { AssuresTable } from './assures-table';
import { ContratsFrame, ReadError } from './contrats-frame';
import { DownloadButton } from './download-button';

const t = contratsTexts.contrat;

function paiement(contrat: ContratDetail): string {
  const { rib, codeModePaiement, isMissing } = contrat.modalitePaiementPrestation;
  if (rib) return t.virement(rib);
  if (isMissing && codeModePaiement !== 'CHQ') return t.ribManquant;
  return codeModePaiement ? (t.modes[codeModePaiement] ?? codeModePaiement) : t.ribManquant;
}

/** #/espace-adherent/contrats: the contract, the people it covers, requests and certificates. */
export function ContratPage() {
  const query = useContratDetail();
  return (
    <ContratsFrame title={contratsTexts.nav.contrat} lead={t.lead}>
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <ReadError error={query.error} fallback={t.downloadFailed} />
      ) : (
        <ContratDetails contrat={query.data} />
      )}
    </ContratsFrame>
  );
}

function ContratDetails({ contrat }: { contrat: ContratDetail }) {
  const { souscripteur } = contrat;
  const rows: [string, React.ReactNode][] = [
    [t.offre, contrat.nomOffre],
    [t.numero, contrat.numeroContratIndividuel],
    [t.etat, <span className={`chip chip--contrat-${contrat.etat}`}>{contrat.libelleEtat}</span>],
    [t.dateEffet, contrat.dateEffet ? frDate(contrat.dateEffet) : '—'],
    ...(contrat.dateResiliation ? [[t.dateResiliation, frDate(contrat.dateResiliation)] as [string, string]] : []),
    [t.souscripteur, [souscripteur.civilite, souscripteur.prenom, souscripteur.nom].filter(Boolean).join(' ')],
    [t.paiement, paiement(contrat)],
    [t.renforts, contrat.renforts.length ? contrat.renforts.map((r) => r.libelle).join(', ') : t.aucunRenfort],
  ];
  const editionsOk = contrat.editions.attestation;
  return (
    <>
      {contrat.IsPrecontentieux && (
        <p className="alert alert--warning" role="note">
          {t.precontentieux}
        </p>
      )}
      <section className="card stack" aria-labelledby="contrat-summary">
        <h2 id="contrat-summary">{t.summary}</h2>
        <dl className="summary-list summary-list--columns">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card stack" aria-labelledby="contrat-assures">
        <h2 id="contrat-assures">{contrat.isSouscripteur ? t.assures : t.assuresBeneficiaire}</h2>
        {!contrat.isSouscripteur && <p className="field__hint">{t.beneficiaireNote}</p>}
        <AssuresTable assures={contrat.assures} />
        <p className="field__hint">{t.teleHelp}</p>
      </section>
      <div className="contrat-columns">
        {contrat.isSouscripteur && (
          <section className="card stack" aria-labelledby="contrat-actions">
            <h2 id="contrat-actions">{t.actions}</h2>
            <ul className="action-list">
              <li>
                <Link to="/espace-adherent/demandes/nouvelle/beneficiaire">{t.ajouter}</Link>
              </li>
              {contrat.assures.length > 1 && (
                <li>
                  <Link to="/espace-adherent/demandes/nouvelle/radiation">{t.radier}</Link>
                </li>
              )}
              {contrat.categorie === 'sante' && (
                <li>
                  <Link to="/espace-adherent/demandes/nouvelle/garanties">{t.changer}</Link>
                </li>
              )}
            </ul>
          </section>
        )}
        <section className="card stack" aria-labelledby="contrat-documents">
          <h2 id="contrat-documents">{t.documents}</h2>
          <p className="field__hint">{t.documentsHelp}</p>
          {!editionsOk && <p>{t.nonValide}</p>}
          <p className="button-row">
            {editionsOk && <DownloadButton kind="attestation" label={t.attestation} variant="primary" />}
            <DownloadButton kind="situation" label={t.situation} />
          </p>
        </section>
      </div>
    </>
  );
}
