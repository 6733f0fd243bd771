import { contratLabel } from '@portail/shared/contrat-rules';
import { useContrats } from '@/lib/contrats-context';
import { espaceAdherentTexts } from '../texts';

/** Choosing a contract reloads the member area for it (§4). */
export function ContratSelector() {
  const { contrats, current, changeContrat } = useContrats();
  return (
    <div className="field field--inline">
      <label htmlFor="contrat-selector">{espaceAdherentTexts.contrat}</label>
      <select
        id="contrat-selector"
        value={current.numeroContratIndividuel}
        onChange={(event) => changeContrat(event.target.value)}
      >
        {contrats.map((contrat) => (
          <option key={contrat.numeroContratIndividuel} value={contrat.numeroContratIndividuel}>
            {contratLabel(contrat)}
          </option>
        ))}
      </select>
    </div>
  );
}
