import type { ValeurDatee } from '../garanties/valeurs-datees.ts';

/*
 * Regulatory figures of the French reimbursement, in cents, each with the day it applies from and
 * its source (pages read in November 2026). Figures marked « mémoire » are from our knowledge of the
 * 2024–2026 rules, not from a page we could read: see docs/decisions/040-regles-de-remboursement.md.
 */

// --- Participation forfaitaire and franchises (art. L160-13 CSS) -----------------------------------
// 1 € → 2 € on 15/05/2024; 4 € a day with the same professional; 50 € a year; not for minors.
// Sources: bonne-assurance.com/mutuelle/lexique/participation-forfaitaire ; defenseconso.fr (2024).
export const participationForfaitaire: ValeurDatee[] = [
  { depuis: '2005-01-01', montant: 100 },
  { depuis: '2024-05-15', montant: 200 },
];
export const plafondJournalierParticipation = 400;
export const plafondAnnuelParticipation = 5000;

// Franchises 0,50 € → 1 € per box and per paramedical act, 2 € → 4 € per transport, on 31/03/2024;
// daily caps 4 € (paramedical) and 8 € (transport); 50 € a year for all franchises together.
// Source: latribune.fr, « La part non remboursée de l'achat de médicaments passe de 50 centimes à un
// euro », 03/2024. The 2026 doubling was dropped (caducee.net, « PLFSS 2026 : le Gouvernement renonce
// au doublement des franchises médicales », 05/12/2025).
export const franchiseParBoite: ValeurDatee[] = [
  { depuis: '2008-01-01', montant: 50 },
  { depuis: '2024-03-31', montant: 100 },
];
/** Its own law (CSS L160-13 III), with the same amounts as the box so far. */
export const franchiseParActeParamedical: ValeurDatee[] = [
  { depuis: '2008-01-01', montant: 50 },
  { depuis: '2024-03-31', montant: 100 },
];
export const franchiseParTransport: ValeurDatee[] = [
  { depuis: '2008-01-01', montant: 200 },
  { depuis: '2024-03-31', montant: 400 },
];
export const plafondJournalierFranchiseParamedicale: ValeurDatee[] = [
  { depuis: '2008-01-01', montant: 200 },
  { depuis: '2024-03-31', montant: 400 },
];
export const plafondJournalierFranchiseTransport: ValeurDatee[] = [
  { depuis: '2008-01-01', montant: 400 },
  { depuis: '2024-03-31', montant: 800 },
];
export const plafondAnnuelFranchises = 5000;
/** Minors pay neither the participation forfaitaire nor the franchises (same sources). */
export const ageMajorite = 18;

// --- Hospital -------------------------------------------------------------------------------------
// Forfait journalier 20 € (01/01/2018) → 23 € on 01/03/2026, psychiatry 15 € → 17 €; forfait patient
// urgences 19,61 € (01/01/2022) → 23 € on 01/03/2026, reduced 8,49 € → 9,96 €; participation on acts
// of 120 € or more 24 € → 32 € on 22/04/2026. Sources: quechoisir.org « Forfaits hospitaliers : hausses
// en rafale » (01/03/2026); pourquoidocteur.fr (arrêté du 28/02/2026); affairesjuridiques.aphp.fr
// (arrêté du 17/12/2021 for the forfait patient urgences).
export const forfaitJournalierHospitalier: ValeurDatee[] = [
  { depuis: '2018-01-01', montant: 2000 },
  { depuis: '2026-03-01', montant: 2300 },
];
export const forfaitJournalierPsychiatrie: ValeurDatee[] = [
  { depuis: '2018-01-01', montant: 1500 },
  { depuis: '2026-03-01', montant: 1700 },
];
export const forfaitPatientUrgences: ValeurDatee[] = [
  { depuis: '2022-01-01', montant: 1961 },
  { depuis: '2026-03-01', montant: 2300 },
];
export const forfaitPatientUrgencesMinore: ValeurDatee[] = [
  { depuis: '2022-01-01', montant: 849 },
  { depuis: '2026-03-01', montant: 996 },
];
export const participationActesLourds: ValeurDatee[] = [
  { depuis: '2011-01-01', montant: 1800 },
  { depuis: '2019-01-01', montant: 2400 },
  { depuis: '2026-04-22', montant: 3200 },
];
export const seuilActeLourd = 12000;

// --- Sécurité sociale rates (taux de remboursement) -------------------------------------------------
// Doctors 70 % (unchanged: the 2025 plan to lower it to 60–65 % was announced in 11/2024 and never
// applied — mémoire); auxiliaries and biology 60 %; medicines 65/30/15 % by service médical rendu
// (mnt.fr glossary); hospital 80 %; optics and hearing aids 60 % (droit-pratique.fr); dental care
// 70 % → 60 % on 15/10/2023 (boursorama.com, 10/2023; arrêté of 14/10/2023).
export const tauxSecu = {
  honorairesMedicaux: 70,
  auxiliairesMedicaux: 60,
  biologie: 60,
  medicamentsImportant: 65,
  medicamentsModere: 30,
  medicamentsFaible: 15,
  hospitalisation: 80,
  optique: 60,
  aidesAuditives: 60,
  dentaire: 60,
} as const;

// --- Doctors' fees ------------------------------------------------------------------------------
// G 26,50 € (01/11/2023) → 30 € on 22/12/2024 (europe1.fr, 12/2024; arrêté of 20/06/2024). Secteur 2
// non-OPTAM doctors are reimbursed on a lower base, 23 € (april.fr, ag2rlamondiale.fr).
export const consultationGeneraliste: ValeurDatee[] = [
  { depuis: '2023-11-01', montant: 2650 },
  { depuis: '2024-12-22', montant: 3000 },
];
export const baseConsultationNonOptam = 2300;

// --- Contrat responsable (art. R871-2 CSS) --------------------------------------------------------
// Non-OPTAM dépassements: covered at most 100 % BR above the SS base (200 % BR in all) and at least
// 20 points of BR below what the contract pays for OPTAM doctors (ymanci.fr, mieux-etre.fr; mémoire).
export const plafondTotalNonOptam = 200;
export const ecartMinimalOptam = 20;
/** The contract must cover at least the ticket modérateur: 100 % BR (except medicines at 30 % and 15 %). */
export const niveauMinimalResponsable = 100;

// Optics, classe B: per equipment (frame + 2 lenses), mutuelle part at least 50 € and at most, by the
// pair of lenses, 420 € / 560 € / 610 € / 700 € / 750 € / 800 €; the frame at most 100 € of it; one
// equipment every 2 years from 16, every year below (linternaute.fr, décret du 11/01/2019;
// adpassurances.fr; lamie-mutuelle.com; mémoire for the mixed pairs 560 € / 610 € / 750 €).
export const plancherOptiqueClasseB = 5000;
export const plafondMonture = 10000;
export const plafondsOptiqueClasseB = {
  'simple+simple': 42000,
  'simple+complexe': 56000,
  'simple+tresComplexe': 61000,
  'complexe+complexe': 70000,
  'complexe+tresComplexe': 75000,
  'tresComplexe+tresComplexe': 80000,
} as const;
export const renouvellementOptiqueAdulteAnnees = 2;
export const ageRenouvellementOptiqueAnnuel = 16;

// Hearing aids, classe II: at most 1 700 € per ear, SS included, one every 4 years (insureglobe.net;
// quechoisir.org « Appareils auditifs : enfin une gamme remboursée à 100 % »).
export const plafondAideAuditiveClasseII = 170000;
export const renouvellementAideAuditiveAnnees = 4;

// --- 100 % Santé price limits --------------------------------------------------------------------
// Frame classe A ≤ 30 €, SS base 9 € (mutualib.fr; april.fr). Hearing aid classe I ≤ 950 € per ear
// over 20, base 400 € (ameli.fr « Aides auditives : quelle prise en charge ? », 13/12/2024;
// surdi13.fr). Crown céramo-métallique on incisors, canines and first premolars: honoraire limite 500 €
// (convention dentaire, annex IV), raised by 3 % on 01/01/2025 (scdp.fr, convention 2023), base 120 €
// (cabinetdentairenguetta.fr).
export const prixLimiteMontureClasseA = 3000;
export const baseMontureClasseA = 900;
export const prixLimiteAideAuditiveClasseI = 95000;
export const baseAideAuditive = 40000;
export const honoraireLimiteCouronne100Sante: ValeurDatee[] = [
  { depuis: '2020-01-01', montant: 50000 },
  { depuis: '2025-01-01', montant: 51500 },
];
export const baseCouronne = 12000;
