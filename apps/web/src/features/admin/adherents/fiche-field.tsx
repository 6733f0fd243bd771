import { adminTexts } from '../shared/texts';

/** One labelled value of the member sheet; an empty one says so. */
export function FicheField({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="fiche-field">
      <dt>{label}</dt>
      <dd>{value ?? <span className="muted">{adminTexts.fiche.none}</span>}</dd>
    </div>
  );
}
