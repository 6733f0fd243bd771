import type { Acte, Domaine } from '@portail/shared/garanties/offre-schema';
import { formatConditionAge, formatPrestation } from '@portail/shared/garanties/format-prestation';
import type { GarantiesResponse } from '@portail/shared/contrat/garanties-api';
import { contratsTexts } from '../texts';

const t = contratsTexts.garanties;

interface TreeProps {
  domaine: Domaine;
  level: 2 | 3 | 4;
  /** Codes of the actes the search found; null when nothing is typed (everything shows). */
  found: Set<string> | null;
  renforces: Set<string>;
  renforts: Map<string, GarantiesResponse['renforts'][number]>;
}

function visible(domaine: Domaine, found: Set<string> | null): boolean {
  if (!found) return true;
  return domaine.actes.some((a) => found.has(a.code)) || domaine.subDomaines.some((d) => visible(d, found));
}

/** A domaine: its heading (tags, options), its actes in a table, then its sub-domaines one level down. */
export function DomaineSection({ domaine, level, found, renforces, renforts }: TreeProps) {
  if (!visible(domaine, found)) return null;
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
  const actes = domaine.actes.filter((a) => !found || found.has(a.code));
  const options = domaine.options.map((code) => renforts.get(code)?.libelle ?? code);
  const body = (
    <>
      <Heading className="domaine__title">
        {domaine.libelle}
        {domaine.tags.map((tag) => (
          <span key={tag} className="tag">
            {tag}
          </span>
        ))}
      </Heading>
      {options.length > 0 && <p className="field__hint">{t.option(options.join(', '))}</p>}
      {actes.length > 0 && (
        <table className="garanties-table">
          <thead>
            <tr>
              <th scope="col">{t.acte}</th>
              <th scope="col">{t.niveau}</th>
            </tr>
          </thead>
          <tbody>
            {actes.map((acte) => (
              <ActeRow key={acte.code} acte={acte} renforce={renforces.has(acte.code)} />
            ))}
          </tbody>
        </table>
      )}
      {domaine.subDomaines.map((sous) => (
        <DomaineSection
          key={sous.code}
          domaine={sous}
          level={Math.min(level + 1, 4) as 3 | 4}
          found={found}
          renforces={renforces}
          renforts={renforts}
        />
      ))}
    </>
  );
  return level === 2 ? (
    <section className={`card stack domaine${domaine.mettreEnValeur ? ' domaine--highlight' : ''}`}>{body}</section>
  ) : (
    <div className="stack domaine domaine--sub">{body}</div>
  );
}

function ActeRow({ acte, renforce }: { acte: Acte; renforce: boolean }) {
  return (
    <tr className={acte.mettreEnValeur ? 'acte--highlight' : undefined}>
      <th scope="row">
        {acte.libelle}
        {acte.mettreEnValeur && <span className="tag tag--highlight">{t.highlighted}</span>}
        {acte.tags?.map((tag) => (
          <span key={tag} className="tag">
            {tag}
          </span>
        ))}
      </th>
      <td>
        <ul className="niveaux">
          {acte.prestations.length === 0 && <li>{formatPrestation({ type: 'nonCouvert' })}</li>}
          {acte.prestations.map((p, i) => {
            const age = p.libelle ?? formatConditionAge(p);
            return (
              <li key={i}>
                {age && <span className="niveaux__age">{age} : </span>}
                {formatPrestation(p)}
              </li>
            );
          })}
        </ul>
        {renforce && <span className="tag tag--renfort">{t.renforce}</span>}
      </td>
    </tr>
  );
}
