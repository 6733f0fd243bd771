import { valeurAu } from '@portail/shared/garanties/valeurs-datees';
import * as c from '@portail/shared/remboursement/constantes';
import { ajouterJours, type Alea } from './demo-alea.ts';
import {
  e,
  factureNonAcquittee,
  generaliste,
  jourDuMois,
  pharmacie,
  pro,
  serie,
  soinsCourants,
  type MembreDemo,
  type Periode,
  type RoleFamille,
  type Soin,
} from './demo-decomptes-soins.ts';

/* The episodes of care of each member of the family (by role), and the whole plan of the two years. */

type Episode = (periode: Periode, m: MembreDemo, decalage: number) => Soin[];
const a = (date: string | null, soins: (d: string) => Soin[]) => (date ? soins(date) : []);
const un =
  (numPers: string, acteCode: string, fraisReels: number, professionnel: string, autres: Partial<Soin> = {}) =>
  (date: string): Soin[] => [{ date, numPers, acteCode, fraisReels, professionnel, tiersPayant: false, ...autres }];

/** Episodes of the holder: specialists with dépassements, physiotherapy, osteopathy, a crown, day surgery. */
const episodesSouscripteur: Episode = (p, m) => {
  const n = m.numPers;
  // Five sessions in the first whole civil year: the fifth finds the yearly forfait used up.
  const annee = Number(p.debut.slice(0, 4)) + (p.debut.slice(5) === '01-01' ? 0 : 1);
  return [
    ...a(jourDuMois(p, 2), un(n, 'CONSULT_SPECIALISTE', e(60), pro.dermatologue)),
    ...a(jourDuMois(p, 14), un(n, 'CONSULT_SPECIALISTE', e(60), pro.dermatologue)),
    ...a(jourDuMois(p, 7), un(n, 'CONSULT_SPECIALISTE', e(70), pro.gynecologue, { optam: false })),
    ...a(jourDuMois(p, 19), un(n, 'CONSULT_SPECIALISTE', e(70), pro.gynecologue, { optam: false })),
    ...a(jourDuMois(p, 4), (d) => serie(d, m, 'KINESITHERAPIE', 8, 1613, pro.kine)),
    ...['02', '04', '06', '09', '11'].map((mois, i) => ({
      date: `${annee}-${mois}-${String(10 + i).padStart(2, '0')}`,
      numPers: n,
      acteCode: 'OSTEOPATHIE',
      fraisReels: e(60),
      professionnel: pro.osteo,
      tiersPayant: false,
    })),
    ...a(jourDuMois(p, 10), un(n, 'DETARTRAGE', 2892, pro.dentiste)),
    ...a(jourDuMois(p, 22), un(n, 'DETARTRAGE', 2892, pro.dentiste)),
    ...a(jourDuMois(p, 11), un(n, 'COURONNE_TARIF_LIBRE', e(650), pro.dentiste)),
    // Carpal tunnel release, day surgery: a heavy act (base ≥ 120 €), illustrative base 176,88 €.
    ...a(
      jourDuMois(p, 17),
      un(n, 'HOSPI_HONORAIRES', e(350), pro.chirurgien, { baseRemboursement: 17688, tiersPayant: true }),
    ),
    ...a(jourDuMois(p, 20), un(n, 'IMAGERIE', 5670, pro.imagerie, { baseRemboursement: 5670 })),
    // A consultation a few days before the end: still being processed (« en cours »).
    generaliste(ajouterJours(p.fin, -2), m),
    pharmacie(ajouterJours(p.fin, -2), m, p.alea, 2),
  ].filter((soin) => soin.date >= p.debut && soin.date <= p.fin);
};

/** Episodes of the spouse: ophthalmologist and varifocal glasses, a 3-day stay, a 100 % Santé crown. */
const episodesConjoint: Episode = (p, m) => {
  const n = m.numPers;
  const ophtalmo = jourDuMois(p, 1);
  const entree = jourDuMois(p, 12);
  const clinique = { professionnel: pro.clinique, tiersPayant: true };
  return [
    ...a(ophtalmo, un(n, 'CONSULT_SPECIALISTE', e(55), pro.ophtalmologue)),
    ...a(jourDuMois(p, 3), un(n, 'OSTEOPATHIE', e(55), pro.osteo, { rejet: factureNonAcquittee })),
    ...a(
      ophtalmo && ajouterJours(ophtalmo, 10),
      un(n, 'OPTIQUE_VERRES_COMPLEXES', e(520), pro.opticien, { fraisMonture: e(160), tiersPayant: true }),
    ),
    ...a(entree, (d) => [
      { date: d, numPers: n, acteCode: 'HOSPI_SEJOUR', fraisReels: e(2400), ...clinique },
      {
        date: d,
        numPers: n,
        acteCode: 'HOSPI_FORFAIT_JOURNALIER',
        fraisReels: 3 * valeurAu(c.forfaitJournalierHospitalier, d),
        nombre: 3,
        ...clinique,
      },
      { date: d, numPers: n, acteCode: 'HOSPI_CHAMBRE_PARTICULIERE', fraisReels: 3 * e(75), nombre: 3, ...clinique },
    ]),
    ...a(jourDuMois(p, 6), un(n, 'DETARTRAGE', 2892, pro.dentiste)),
    ...a(jourDuMois(p, 18), un(n, 'DETARTRAGE', 2892, pro.dentiste)),
    ...a(jourDuMois(p, 19), (d) =>
      un(n, 'COURONNE_100_SANTE', valeurAu(c.honoraireLimiteCouronne100Sante, d), pro.dentiste)(d),
    ),
  ].filter((soin) => soin.date <= p.fin);
};

/** Episodes of a child: a sprain at the emergency room, 100 % Santé glasses, contact lenses. */
const episodesEnfant: Episode = (p, m, decalage) => {
  const n = m.numPers;
  const entorse = jourDuMois(p, 5 + decalage);
  return [
    ...a(entorse, (d) => [
      ...un(n, 'URGENCES_FORFAIT', valeurAu(c.forfaitPatientUrgences, d), pro.urgences, { tiersPayant: true })(d),
      ...un(n, 'IMAGERIE', 3990, pro.urgences, { baseRemboursement: 3990, tiersPayant: true })(d),
      ...serie(ajouterJours(d, 7), m, 'KINESITHERAPIE', 6, 1613, pro.kine),
    ]),
    ...a(
      jourDuMois(p, 9 + decalage),
      un(n, 'OPTIQUE_100_SANTE', e(105), pro.opticien, { baseRemboursement: 3150, tiersPayant: true }),
    ),
    ...a(jourDuMois(p, 15 + decalage), un(n, 'LENTILLES_NON_REMBOURSEES', e(180), pro.opticien)),
    ...a(jourDuMois(p, 13 + decalage), un(n, 'CONSULT_SPECIALISTE', e(60), pro.dermatologue)),
    ...a(jourDuMois(p, 8 + decalage), un(n, 'DETARTRAGE', 2892, pro.dentiste)),
    ...a(jourDuMois(p, 20 + decalage), un(n, 'DETARTRAGE', 2892, pro.dentiste)),
  ].filter((soin) => soin.date <= p.fin);
};

const episodes: Record<RoleFamille, Episode> = {
  souscripteur: episodesSouscripteur,
  conjoint: episodesConjoint,
  enfant: episodesEnfant,
};

/** Every care of the family between `debut` and `fin` (inclusive), in date order. */
export function planifierSoins(famille: readonly MembreDemo[], debut: string, fin: string, alea: Alea): Soin[] {
  const periode = { debut, fin, alea };
  let enfants = 0;
  const soins = famille.flatMap((membre) => [
    ...soinsCourants(periode, membre),
    ...episodes[membre.role](periode, membre, membre.role === 'enfant' ? enfants++ : 0),
  ]);
  return soins.filter((s) => s.date >= debut && s.date <= fin).sort((x, y) => x.date.localeCompare(y.date));
}
