import { QueryPending } from '@/components/ui/query-pending';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { formatEuros } from '@portail/shared/format';
import { libelleModePaiement } from '@portail/shared/profil/compte-bancaire';
import { statutsMandat } from '@portail/shared/profil/profil';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useOwnerCodeSendType } from '@/lib/api/identity-account';
import { downloadEcheancier, downloadMandat, usePaiements } from '@/lib/api/profil';
import { errorMessage } from '@/lib/api-error';
import { useContrats } from '@/lib/contrats-context';
import { frDate } from '@/lib/format-date';
import { isFormOffered } from '@/lib/offered-forms';
import { showToast } from '@/lib/toasts';
import { useEditFocus } from '@/lib/use-edit-focus';
import { usePageTitle } from '@/lib/use-page-title';
import { useProtectedAction } from '@/lib/use-protected-action';
import { profilTexts } from '../texts';
import { CompteSummary } from './banque-tab';
import { CompteForm } from './compte-form';

const t = profilTexts.cotisations;

function download(run: () => Promise<void>) {
  run().catch((error: unknown) =>
    showToast({ type: 'danger', text: profilTexts.downloadFailed, details: [errorMessage(error)] }),
  );
}

/** Premiums: mode, debit day, account, the SEPA mandates with their PDF, the year's schedule. */
export function CotisationsTab() {
  usePageTitle(profilTexts.tabs.cotisations);
  const { current } = useContrats();
  const { configuration } = useClientConfig();
  const query = usePaiements(current.isSouscripteur);
  const { data } = query;
  const edit = useEditFocus<'ribcotisations'>({
    form: 'profil-cotisations-form',
    section: 'profil-cotisations',
    trigger: () => 'profil-cotisations-modifier',
  });
  const editing = edit.editing !== null;
  // The signed mandate names the full IBAN: the server asks for a security code first.
  const ownerSendType = useOwnerCodeSendType();
  const mandatPdf = useProtectedAction(downloadMandat, () => undefined, profilTexts.downloadFailed);
  if (!current.isSouscripteur) return <p className="card">{profilTexts.banque.holderOnly}</p>;
  if (!data) return <QueryPending query={query} />;
  const { cotisations, echeancier } = data;
  return (
    <section className="card stack" aria-labelledby="profil-cotisations">
      <h1 id="profil-cotisations" tabIndex={-1}>
        {profilTexts.tabs.cotisations}
      </h1>
      <p className="lead">{t.lead}</p>
      <dl className="summary-list">
        <div>
          <dt>{t.mode}</dt>
          <dd>{libelleModePaiement(cotisations.mode)}</dd>
        </div>
        {cotisations.mode === 'prelevement' && cotisations.jourPrelevement && (
          <div>
            <dt>{t.jour}</dt>
            <dd>{t.jourValue(cotisations.jourPrelevement)}</dd>
          </div>
        )}
        {cotisations.mensualiteCentimes !== null && (
          <div>
            <dt>{t.mensualite}</dt>
            <dd>{formatEuros(cotisations.mensualiteCentimes)}</dd>
          </div>
        )}
      </dl>
      {cotisations.mode === 'prelevement' && <CompteSummary compte={cotisations} />}
      {!data.sepa && <p className="field__hint">{t.sepaOff}</p>}
      {!editing && isFormOffered('ribcotisations', current, configuration.formulaires) && (
        <p>
          <button
            type="button"
            id="profil-cotisations-modifier"
            className="btn btn--primary"
            onClick={() => edit.open('ribcotisations')}
          >
            {t.change}
          </button>
        </p>
      )}
      {editing && (
        <section className="stack" aria-labelledby="profil-cotisations-form">
          <h2 id="profil-cotisations-form" tabIndex={-1}>
            {t.change}
          </h2>
          <CompteForm type="ribcotisations" sepa={data.sepa} onClose={edit.close} />
        </section>
      )}

      <h2>{t.mandats}</h2>
      {data.mandats.length === 0 ? (
        <p>{t.mandatsEmpty}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t.mandats} tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t.rum}</th>
                <th scope="col">{t.signeLe}</th>
                <th scope="col">{t.compte}</th>
                <th scope="col">{t.statut}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.download}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.mandats.map((m) => (
                <tr key={m.rum}>
                  <td>{m.rum}</td>
                  <td>{frDate(m.signeLe)}</td>
                  <td>{m.ibanMasque}</td>
                  <td>{statutsMandat[m.statut]}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      aria-label={t.downloadMandat(m.rum)}
                      disabled={mandatPdf.busy}
                      onClick={() => mandatPdf.start(m.rum)}
                    >
                      {t.download}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mandatPdf.needsCode && ownerSendType && (
        <MfaChallenge
          operation="VERIFY_AMF"
          sendType={ownerSendType}
          onVerified={mandatPdf.onVerified}
          onClose={mandatPdf.onCancel}
        />
      )}

      <h2>{t.echeancier(echeancier.annee)}</h2>
      {echeancier.echeances.length === 0 ? (
        <p>{t.echeancierEmpty}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t.echeancier(echeancier.annee)} tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t.echeance}</th>
                <th scope="col">{t.date}</th>
                <th scope="col" className="num">
                  {t.montant}
                </th>
                <th scope="col">{t.etat}</th>
              </tr>
            </thead>
            <tbody>
              {echeancier.echeances.map((e) => (
                <tr key={e.date}>
                  <td>{e.libelle}</td>
                  <td>{frDate(e.date)}</td>
                  <td className="num">{formatEuros(e.montantCentimes)}</td>
                  <td>{e.statut === 'payee' ? t.payee : t.aVenir}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                <td />
                <td className="num">{formatEuros(echeancier.totalCentimes)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p>
        <button type="button" className="btn btn--secondary" onClick={() => download(downloadEcheancier)}>
          {t.echeancierPdf}
        </button>
      </p>
    </section>
  );
}
