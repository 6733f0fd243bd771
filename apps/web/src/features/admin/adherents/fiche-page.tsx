import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { auditActionLabel } from '@portail/shared/admin/audit';
import type { Fiche } from '@portail/shared/admin/fiche';
import { etatContratLabels, type EtatContrat } from '@portail/shared/contrat-rules';
import { statutsDemande, type StatutDemande } from '@portail/shared/demandes';
import { LoadingStatus } from '@/components/ui/loading-status';
import { StatutChip } from '@/components/ui/statut-chip';
import { apiJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { frDate, frDateTime } from '@/lib/format-date';
import { usePageTitle } from '@/lib/use-page-title';
import { adminTexts } from '../shared/texts';
import { CompteSection, ficheQueryKey } from './fiche-compte';
import { FicheDonnees } from './fiche-donnees';
import { FicheField } from './fiche-field';

const t = adminTexts.fiche;

/** A titled list of the sheet, or the sentence saying it is empty. */
function FicheList<T>({
  id,
  title,
  items,
  empty,
  children,
}: {
  id: string;
  title: string;
  items: readonly T[];
  empty: string;
  children(item: T, index: number): ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length ? <ul className="fiche-list">{items.map(children)}</ul> : <p>{empty}</p>}
    </section>
  );
}

/** Back office: one member's sheet (issue 14), and the actions on his portal account. */
export function FichePage() {
  const { id = '' } = useParams();
  const fiche = useQuery({
    queryKey: ficheQueryKey(id),
    queryFn: ({ signal }) => apiJson<Fiche>(`/api/admin/adherents/${encodeURIComponent(id)}`, { signal }),
    meta: { resourceLabel: 'Fiche adhérent' },
  });
  const data = fiche.data;
  usePageTitle(data ? `${data.personne.prenom} ${data.personne.nom}` : adminTexts.adherents.title);
  if (fiche.isPending) return <LoadingStatus />;
  if (!data)
    return (
      <section className="card">
        <p className="alert alert--danger" role="alert">
          {fiche.error instanceof ApiError ? fiche.error.message : t.loadFailed}
        </p>
        <Link to="/admin/adherents">{t.back}</Link>
      </section>
    );
  const p = data.personne;
  return (
    <div className="stack fiche">
      <section className="card" aria-labelledby="fiche-titre">
        <p>
          <Link to="/admin/adherents">{t.back}</Link>
        </p>
        <h1 id="fiche-titre">
          {p.prenom} {p.nom}
        </h1>
        <h2 className="visually-hidden">{t.identity}</h2>
        <dl className="fiche-fields">
          <FicheField label={t.numPers} value={p.numPers} />
          <FicheField label={t.naissance} value={frDate(p.dateNaissance)} />
          <FicheField label={t.nir} value={p.nir} />
          <FicheField label={t.email} value={p.email} />
          <FicheField label={t.telephone} value={p.telephone} />
          <FicheField label={t.adresse} value={p.adresse} />
        </dl>
      </section>

      <CompteSection fiche={data} adherentId={id} />
      <FicheDonnees adherentId={id} />

      <section className="card" aria-labelledby="fiche-contrats">
        <h2 id="fiche-contrats">{t.contrats}</h2>
        <ul className="fiche-list">
          {data.contrats.map((c) => (
            <li key={c.numero}>
              <p>
                <strong>
                  {c.offre} — n° {c.numero}
                </strong>{' '}
                <span className="badge">{t.role[c.role]}</span>{' '}
                <span className="badge">{etatContratLabels[c.etat as EtatContrat] ?? c.etat}</span>
              </p>
              <p className="muted">
                {c.dateEffet ? t.effet(frDate(c.dateEffet)) : ''}
                {c.dateResiliation ? `, ${t.resiliation(frDate(c.dateResiliation))}` : ''}
              </p>
              <p>
                {t.beneficiaires} :{' '}
                {c.beneficiaires.length
                  ? c.beneficiaires.map((b) => `${b.prenom} ${b.nom} (${b.lien})`).join(', ')
                  : t.noBeneficiaire}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <div className="fiche-columns">
        <FicheList id="fiche-connexions" title={t.connexions} items={data.connexions} empty={t.noConnexion}>
          {(c) => (
            <li key={c.at}>
              {frDateTime(c.at)} — {t.methodes[c.methode] ?? c.methode}
              {c.ip ? ` — ${c.ip}` : ''}
            </li>
          )}
        </FicheList>
        <FicheList id="fiche-consentements" title={t.consentements} items={data.consentements} empty={t.noConsentement}>
          {(c, index) => (
            <li key={`${c.nom}-${c.le}-${index}`} className={c.remplace ? 'muted' : undefined}>
              <strong>{c.accepte ? t.accepte : t.refuse}</strong> le {frDateTime(c.le)}
              {c.remplace ? ` (${t.remplace})` : ''} — {c.libelle}
            </li>
          )}
        </FicheList>
        <FicheList id="fiche-demandes" title={t.demandes} items={data.demandes} empty={t.noDemande}>
          {(d) => (
            <li key={d.id}>
              <Link to={`/admin/demandes/${d.id}`}>{d.numero}</Link> — {d.objet} — {frDate(d.le)}{' '}
              {(statutsDemande as readonly string[]).includes(d.statut) ? (
                <StatutChip statut={d.statut as StatutDemande} />
              ) : (
                d.statut
              )}
            </li>
          )}
        </FicheList>
        <FicheList id="fiche-documents" title={t.documents} items={data.documents} empty={t.noDocument}>
          {(d) => (
            <li key={d.id}>
              {frDate(d.date)} — {d.titre} <span className="muted">({d.categorie})</span>
            </li>
          )}
        </FicheList>
      </div>

      <FicheList id="fiche-historique" title={t.historique} items={data.historique} empty={t.noHistorique}>
        {(h, index) => (
          <li key={`${h.at}-${index}`}>
            {frDateTime(h.at)} — {auditActionLabel(h.action)} — {h.actor}
            {h.reason ? ` — « ${h.reason} »` : ''}
          </li>
        )}
      </FicheList>
    </div>
  );
}
