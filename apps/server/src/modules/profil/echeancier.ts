import type { Echeance } from '@portail/shared/profil/profil';

/*
 * The year's premiums of a contract: one per month of cover, on the debit day (the 5th when the
 * member pays by cheque or transfer), paid once the day is past.
 */

const mois = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
const pad = (n: number) => String(n).padStart(2, '0');
const capitalize = (word: string) => word.charAt(0).toLocaleUpperCase('fr-FR') + word.slice(1);

export function echeancierDe(
  contrat: {
    mensualiteCentimes: number | null;
    jour: number | null;
    dateEffet: string | null;
    dateResiliation: string | null;
  },
  annee: number,
  aujourdhui: string,
): { annee: number; echeances: Echeance[]; totalCentimes: number } {
  const echeances: Echeance[] = [];
  if (contrat.mensualiteCentimes !== null) {
    for (let m = 1; m <= 12; m += 1) {
      const date = `${annee}-${pad(m)}-${pad(contrat.jour ?? 5)}`;
      const debutMois = `${annee}-${pad(m)}-01`;
      const finMois = `${annee}-${pad(m)}-31`;
      if (contrat.dateEffet && contrat.dateEffet > finMois) continue;
      if (contrat.dateResiliation && contrat.dateResiliation < debutMois) continue;
      echeances.push({
        date,
        libelle: `${capitalize(mois.format(new Date(Date.UTC(annee, m - 1, 1))))} ${annee}`,
        montantCentimes: contrat.mensualiteCentimes,
        statut: date < aujourdhui ? 'payee' : 'a_venir',
      });
    }
  }
  return { annee, echeances, totalCentimes: echeances.reduce((sum, e) => sum + e.montantCentimes, 0) };
}
