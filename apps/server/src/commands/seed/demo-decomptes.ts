import { listerActes } from '@portail/shared/garanties/arbre-offre';
import type { Offre } from '@portail/shared/garanties/offre-schema';
import { choisirPrestation, estimerRemboursement } from '@portail/shared/remboursement/estimer-remboursement';
import { ageAu, ajouterJours, ajouterMois, creerAlea, jourDeSemaine } from './demo-alea.ts';
import { Consommations } from './demo-decomptes-consommation.ts';
import { planifierSoins } from './demo-decomptes-episodes.ts';
import type { MembreDemo, Soin } from './demo-decomptes-soins.ts';

/*
 * Two years of reimbursement lines for a demo family, in a neutral shape (the import format maps it).
 * Deterministic: the same options give the same lines. Every amount comes from estimerRemboursement.
 */

export interface LigneDecompteDemo {
  /** Stable key of the line, for an idempotent import. */
  cle: string;
  numeroContrat: string;
  dateSoins: string;
  numPers: string;
  acteCode: string;
  acteLibelle: string;
  /** Top domaine of the offer (« Soins courants »), for the filters. */
  domaine: string;
  professionnel: string;
  nombre: number;
  fraisReels: number;
  baseRemboursement: number;
  tauxSecu: number;
  montantSecu: number;
  participationForfaitaire: number;
  franchise: number;
  montantMutuelle: number;
  resteACharge: number;
  acteNonCouvert: boolean;
  forfaitEpuise: number;
  /** Who the mutuelle paid: the member, or the professional under tiers payant. */
  beneficiairePaiement: 'adherent' | 'professionnel';
  origine: 'noemie' | 'papier' | 'tiersPayant';
  statut: 'paye' | 'enCours' | 'rejete';
  motifRejet: string | null;
  paiement: { reference: string; date: string } | null;
}

export interface OptionsDecomptesDemo {
  /** Last day covered (YYYY-MM-DD); the lines start two years before. */
  jusquAu: string;
  numeroContrat: string;
  /** The contract's offer, its reinforcements already applied. */
  offre: Offre;
  famille: readonly MembreDemo[];
  graine?: string;
}

/** The mutuelle pays on Tuesdays and Fridays: one bank transfer per payee and day. */
function jourDePaiement(date: string): string {
  let jour = date;
  while (![2, 5].includes(jourDeSemaine(jour))) jour = ajouterJours(jour, 1);
  return jour;
}

function origine(soin: Soin, membre: MembreDemo): LigneDecompteDemo['origine'] {
  if (soin.tiersPayant) return 'tiersPayant';
  return membre.teletransmission ? 'noemie' : 'papier';
}

const bornesDelai = { tiersPayant: [7, 12], noemie: [4, 8], papier: [15, 30] } as const;

export function genererDecomptesDemo(options: OptionsDecomptesDemo): LigneDecompteDemo[] {
  const { jusquAu, numeroContrat, offre, famille } = options;
  const alea = creerAlea(options.graine ?? `${numeroContrat}|${jusquAu}`);
  const debut = ajouterJours(ajouterMois(jusquAu, -24), 1);
  const actes = new Map(listerActes(offre).map((entree) => [entree.acte.code, entree]));
  const membres = new Map(famille.map((m) => [m.numPers, m]));
  const consommations = new Consommations();
  // One invoice (same professional, beneficiary and day) is paid in one go.
  const delais = new Map<string, number>();
  const delai = (soin: Soin, type: LigneDecompteDemo['origine']) => {
    const facture = `${soin.professionnel}|${soin.numPers}|${soin.date}`;
    if (!delais.has(facture)) delais.set(facture, alea.entier(bornesDelai[type][0], bornesDelai[type][1]));
    return delais.get(facture) as number;
  };
  const lignes: LigneDecompteDemo[] = [];

  for (const soin of planifierSoins(famille, debut, jusquAu, alea)) {
    const membre = membres.get(soin.numPers) as MembreDemo;
    const entree = actes.get(soin.acteCode);
    if (!entree) throw new Error(`Acte absent de l’offre ${offre.libelle} : ${soin.acteCode}`);
    const age = ageAu(membre.dateNaissance, soin.date);
    const prestation = choisirPrestation(entree.acte, age);
    const commun = {
      cle: `${numeroContrat}-${String(lignes.length + 1).padStart(5, '0')}`,
      numeroContrat,
      dateSoins: soin.date,
      numPers: soin.numPers,
      acteCode: soin.acteCode,
      acteLibelle: entree.acte.libelle,
      domaine: entree.chemin[0] as string,
      professionnel: soin.professionnel,
      nombre: soin.nombre ?? 1,
      beneficiairePaiement: soin.tiersPayant ? ('professionnel' as const) : ('adherent' as const),
      origine: origine(soin, membre),
    };
    const r = estimerRemboursement({
      acte: entree.acte,
      fraisReels: soin.fraisReels,
      baseRemboursement: soin.baseRemboursement,
      optam: soin.optam,
      ageBeneficiaire: age,
      nombre: soin.nombre,
      fraisMonture: soin.fraisMonture,
      dateSoins: soin.date,
      consommationAnnuelle: consommations.pour(soin.numPers, soin.acteCode, soin.date, prestation),
    });
    // A rejected claim pays nothing and uses nothing of the year's caps and forfaits.
    if (!soin.rejet) consommations.ajouter(soin.numPers, soin.acteCode, soin.date, prestation, r);
    const datePaiement = jourDePaiement(ajouterJours(soin.date, delai(soin, commun.origine)));
    const traite = datePaiement <= jusquAu;
    const rejete = traite && soin.rejet !== undefined;
    const mutuelle = soin.rejet ? { montantMutuelle: 0, resteACharge: r.resteACharge + r.montantMutuelle } : {};
    lignes.push({
      ...commun,
      fraisReels: soin.fraisReels,
      baseRemboursement: r.baseRemboursement,
      tauxSecu: r.tauxSecu,
      montantSecu: r.montantSecu,
      participationForfaitaire: r.participationForfaitaire,
      franchise: r.franchise,
      montantMutuelle: r.montantMutuelle,
      resteACharge: r.resteACharge,
      acteNonCouvert: r.details.acteNonCouvert,
      forfaitEpuise: r.details.forfaitEpuise,
      ...mutuelle,
      statut: rejete ? 'rejete' : traite ? 'paye' : 'enCours',
      motifRejet: rejete ? (soin.rejet as string) : null,
      paiement: traite && !rejete ? { reference: '', date: datePaiement } : null,
    });
  }
  return numeroterPaiements(lignes);
}

/** One reference per transfer: same day and same payee (the member, or one professional). */
function numeroterPaiements(lignes: LigneDecompteDemo[]): LigneDecompteDemo[] {
  const references = new Map<string, string>();
  const parJour = new Map<string, number>();
  const cles = lignes
    .filter((l) => l.paiement)
    .map((l) => `${l.paiement?.date}|${l.beneficiairePaiement === 'adherent' ? 'adherent' : l.professionnel}`)
    .sort();
  for (const cle of cles) {
    if (references.has(cle)) continue;
    const date = cle.slice(0, 10);
    const rang = (parJour.get(date) ?? 0) + 1;
    parJour.set(date, rang);
    references.set(cle, `VIR-${date.replaceAll('-', '')}-${String(rang).padStart(3, '0')}`);
  }
  return lignes.map((l) => {
    if (!l.paiement) return l;
    const payee = l.beneficiairePaiement === 'adherent' ? 'adherent' : l.professionnel;
    return { ...l, paiement: { ...l.paiement, reference: references.get(`${l.paiement.date}|${payee}`) as string } };
  });
}
