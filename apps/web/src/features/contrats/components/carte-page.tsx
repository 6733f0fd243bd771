import { Link } from 'react-router';
import type { CarteTPResponse } from '@portail/shared/contrat/editions-api';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useCarteTP } from '@/lib/api/contrat';
import { useContrats } from '@/lib/contrats-context';
import { frDate } from '@/lib/format-date';
import { contratsTexts } from '../texts';
import { ContratsFrame, ReadError } from './contrats-frame';
import { DownloadButton } from './download-button';

const t = contratsTexts.carte;

/** #/espace-adherent/contrats/carte: the tiers-payant card, sized for a phone and printable. */
export function CartePage() {
  const query = useCarteTP();
  const { current } = useContrats();
  return (
    <ContratsFrame title={contratsTexts.nav.carte} lead={t.lead}>
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <ReadError error={query.error} fallback={t.indisponible} />
      ) : (
        <>
          <CarteTP carte={query.data} />
          <p className="button-row no-print">
            <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
              {t.imprimer}
            </button>
            <DownloadButton kind="carte" label={t.telecharger} variant="primary" />
            {current.isSouscripteur && (
              <Link className="btn btn--secondary" to="/espace-adherent/demandes/nouvelle/carte">
                {t.courrier}
              </Link>
            )}
          </p>
        </>
      )}
    </ContratsFrame>
  );
}

function CarteTP({ carte }: { carte: CarteTPResponse }) {
  const { carte: c } = carte;
  const svg = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(carte.code2d.svg)}`;
  return (
    <div className="carte-tp">
      <section className="carte-tp__face" aria-labelledby="carte-recto">
        <header className="carte-tp__band">
          <h2 id="carte-recto" className="carte-tp__org">
            {carte.organisme}
            <span className="visually-hidden"> — {t.front}</span>
          </h2>
          <p className="carte-tp__title">
            {t.titre} · {t.validite(frDate(c.debut), frDate(c.fin))}
          </p>
        </header>
        <div className="carte-tp__body">
          <dl className="carte-tp__ids">
            <div>
              <dt>{t.amc}</dt>
              <dd>{c.numeroAmc}</dd>
            </div>
            <div>
              <dt>{t.convention}</dt>
              <dd>{c.typeConvention}</dd>
            </div>
            <div>
              <dt>{t.routage}</dt>
              <dd>{c.critereRoutage}</dd>
            </div>
            <div>
              <dt>{t.adherent}</dt>
              <dd>{c.numeroAdherent}</dd>
            </div>
            <div>
              <dt>{t.contrat}</dt>
              <dd>{c.numeroContrat}</dd>
            </div>
          </dl>
          <img className="carte-tp__code" src={svg} alt={t.codeAlt} width={96} height={96} />
        </div>
        <h3 className="carte-tp__subtitle">{t.beneficiaires}</h3>
        <ul className="carte-tp__people">
          {carte.beneficiaires.map((b) => (
            <li key={`${b.nom}-${b.prenom}-${b.dateNaissance}`}>
              <span>
                {b.nom.toLocaleUpperCase('fr-FR')} {b.prenom}
              </span>
              <span>{frDate(b.dateNaissance)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="carte-tp__face" aria-labelledby="carte-verso">
        <header className="carte-tp__band">
          <h2 id="carte-verso" className="carte-tp__org">
            {t.domaines}
            <span className="visually-hidden"> — {t.back}</span>
          </h2>
          <p className="carte-tp__title">
            {t.amc} {c.numeroAmc}
          </p>
        </header>
        <table className="carte-tp__domaines">
          <thead>
            <tr>
              <th scope="col">{t.code}</th>
              <th scope="col">{t.domaine}</th>
              <th scope="col">{t.niveau}</th>
            </tr>
          </thead>
          <tbody>
            {carte.domaines.map((d) => (
              <tr key={d.code}>
                <td>{d.code}</td>
                <td>{d.libelle}</td>
                <td>{d.niveau}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="carte-tp__phone">{t.professionnels(carte.telephoneProfessionnels)}</p>
      </section>
    </div>
  );
}
