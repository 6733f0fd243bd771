import { useId, useState, type FormEvent } from 'react';
import {
  type EditionReleve,
  editionReleveLibelles,
  editionsReleve,
  type RemboursementFiltres,
  type RemboursementOptions,
} from '@portail/shared/remboursements';
import { downloadReleve, downloadRemboursementsExport, useAlerteRemboursement } from '@/lib/api/remboursements';
import { saveDownloadedFile } from '@/lib/resources';
import { showToast } from '@/lib/toasts';
import { remboursementsTexts as t } from '../texts';

function saveOrSay(download: Promise<{ blob: Blob; filename: string }>) {
  return download.then(saveDownloadedFile).catch(() => showToast({ type: 'danger', text: t.downloadFailed }));
}

/** The filtered lines in CSV or Excel, a PDF statement for a period, the opt-in e-mail. */
export function RemboursementsOutils({
  filtres,
  options,
}: {
  filtres: RemboursementFiltres;
  options: RemboursementOptions | undefined;
}) {
  const ids = { edition: useId(), du: useId(), au: useId(), alerte: useId() };
  const [busy, setBusy] = useState(false);
  const alerte = useAlerteRemboursement();
  const year = options?.annees[0] ?? new Date().getFullYear();
  const editions = editionsReleve.filter(
    (e) => (e === 'RelevePrestationPrevoyance') === (options?.categorie === 'prevoyance'),
  );

  function releve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    void saveOrSay(
      downloadReleve({
        edition: String(data.get('edition')) as EditionReleve,
        du: String(data.get('du')),
        au: String(data.get('au')),
        beneficiaire: filtres.beneficiaire,
      }),
    ).finally(() => setBusy(false));
  }

  return (
    <section className="card stack" aria-labelledby="remb-outils">
      <h2 id="remb-outils">{t.downloads}</h2>
      <div className="remb-tools">
        <div className="stack">
          <div className="button-row remb-export">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void saveOrSay(downloadRemboursementsExport(filtres))}
            >
              {t.csv}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void saveOrSay(downloadRemboursementsExport(filtres, 'xlsx'))}
            >
              {t.xlsx}
            </button>
          </div>
          <p className="remb-hint">{t.csvHint}</p>
        </div>
        <div>
          <h3 id="remb-releve">{t.releveTitle}</h3>
          <form className="filters" onSubmit={releve} aria-labelledby="remb-releve">
            <div className="field">
              <label htmlFor={ids.edition}>{t.edition}</label>
              <select id={ids.edition} name="edition">
                {editions.map((e) => (
                  <option key={e} value={e}>
                    {editionReleveLibelles[e]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.du}>{t.periodeDu}</label>
              <input id={ids.du} name="du" type="date" required defaultValue={`${year}-01-01`} />
            </div>
            <div className="field">
              <label htmlFor={ids.au}>{t.periodeAu}</label>
              <input id={ids.au} name="au" type="date" required defaultValue={`${year}-12-31`} />
            </div>
            <div className="button-row filters__actions">
              <button type="submit" className="btn btn--secondary" disabled={busy}>
                {t.downloadReleve}
              </button>
            </div>
          </form>
        </div>
      </div>
      {options && (
        <div className="remb-alert">
          <h3>{t.alerteTitle}</h3>
          <div className="remb-check">
            <input
              id={ids.alerte}
              type="checkbox"
              checked={alerte.isPending ? alerte.variables : options.alerteNouveauPaiement}
              disabled={alerte.isPending}
              onChange={(event) =>
                alerte.mutate(event.target.checked, {
                  onSuccess: (result) => showToast({ type: 'success', text: result.message }),
                })
              }
            />
            <label htmlFor={ids.alerte}>{t.alerteLabel}</label>
          </div>
          <p className="remb-hint">{t.alerteHint}</p>
        </div>
      )}
    </section>
  );
}
