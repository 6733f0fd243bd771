import * as c from '../remboursement/constantes.ts';
import type { Acte, SecuActe } from './offre-schema.ts';

/*
 * The actes of the demo offers with what the Sécurité sociale does for each (rate, base, deductions).
 * Bases and rates: see constantes.ts for their sources. Where no tariff applies to every case
 * (surgery, imaging, prostheses, optics classe A) the base comes from the quote (« devis »).
 */

export type ActeReferentiel = Omit<Acte, 'prestations'>;

function secu(taux: number, base: SecuActe['base'], options: Partial<SecuActe> = {}): SecuActe {
  return { taux, base, participationForfaitaire: false, franchise: null, medecin: false, acteLourd: false, ...options };
}
const fixe = (montant: number, depuis = '2020-01-01') => ({ type: 'fixe' as const, montants: [{ depuis, montant }] });
const frais = { type: 'frais' } as const;
const devis = { type: 'devis' } as const;
const aucune = { type: 'aucune' } as const;
const horsSecu = secu(0, aucune);
const medecin = { participationForfaitaire: true, medecin: true } as const;
const t = c.tauxSecu;

function acte(code: string, libelle: string, secuActe: SecuActe, motsCles: string[] = []): ActeReferentiel {
  return { code, libelle, secu: secuActe, ...(motsCles.length ? { motsCles } : {}) };
}

const actes = [
  // Hospitalisation
  acte('HOSPI_SEJOUR', 'Frais de séjour', secu(t.hospitalisation, frais), ['hôpital', 'clinique']),
  acte(
    'HOSPI_HONORAIRES',
    'Honoraires de chirurgie et d’anesthésie',
    secu(t.hospitalisation, devis, { medecin: true, acteLourd: true }),
    ['chirurgien', 'anesthésiste', 'opération', 'intervention'],
  ),
  acte('HOSPI_FORFAIT_JOURNALIER', 'Forfait journalier hospitalier', horsSecu, ['forfait hospitalier', 'nuit']),
  acte('HOSPI_CHAMBRE_PARTICULIERE', 'Chambre particulière', horsSecu, ['chambre individuelle']),
  acte('URGENCES_FORFAIT', 'Forfait patient urgences', horsSecu, ['urgences', 'FPU']),
  // Soins courants
  acte(
    'CONSULT_GENERALISTE',
    'Consultation de médecin généraliste',
    secu(
      t.honorairesMedicaux,
      { type: 'fixe', montants: c.consultationGeneraliste, nonOptam: c.baseConsultationNonOptam },
      medecin,
    ),
    ['médecin traitant', 'docteur', 'visite'],
  ),
  acte(
    'CONSULT_SPECIALISTE',
    'Consultation de médecin spécialiste',
    // 31,50 € in the care pathway (mémoire); 23 € for non-OPTAM doctors.
    secu(t.honorairesMedicaux, { ...fixe(3150, '2023-11-01'), nonOptam: c.baseConsultationNonOptam }, medecin),
    ['dermatologue', 'gynécologue', 'ophtalmologue', 'cardiologue', 'pédiatre', 'psychiatre'],
  ),
  acte('IMAGERIE', 'Radiologie et imagerie médicale', secu(t.honorairesMedicaux, devis, medecin), [
    'radio',
    'échographie',
    'scanner',
    'IRM',
  ]),
  // AMK 7,5 × 2,15 € (ordremk.fr, lettres clés); the 2024–2025 revaluations are not modelled.
  acte(
    'KINESITHERAPIE',
    'Séance de kinésithérapie',
    secu(t.auxiliairesMedicaux, fixe(1613), { franchise: 'acteParamedical' }),
    ['kiné', 'masseur', 'rééducation'],
  ),
  acte('BIOLOGIE', 'Analyses de biologie médicale', secu(t.biologie, frais, { participationForfaitaire: true }), [
    'prise de sang',
    'laboratoire',
  ]),
  acte('PHARMACIE_65', 'Médicaments remboursés à 65 %', secu(t.medicamentsImportant, frais, { franchise: 'boite' }), [
    'pharmacie',
    'ordonnance',
    'boîte',
  ]),
  acte('PHARMACIE_30', 'Médicaments remboursés à 30 %', secu(t.medicamentsModere, frais, { franchise: 'boite' }), [
    'pharmacie',
    'ordonnance',
  ]),
  acte('PHARMACIE_15', 'Médicaments remboursés à 15 %', secu(t.medicamentsFaible, frais, { franchise: 'boite' }), [
    'pharmacie',
    'ordonnance',
  ]),
  acte('PHARMACIE_NON_REMBOURSEE', 'Médicaments prescrits non remboursés', horsSecu, ['pharmacie', 'ordonnance']),
  // Optique: classe B base 0,05 € per element (april.fr), 3 elements per equipment.
  acte(
    'OPTIQUE_100_SANTE',
    'Équipement 100 % Santé (classe A)',
    secu(t.optique, devis, { panier: 'centPourCentSante' }),
    ['lunettes', 'monture', 'verres', 'classe A'],
  ),
  acte(
    'OPTIQUE_VERRES_SIMPLES',
    'Équipement à verres simples (classe B)',
    secu(t.optique, fixe(15), { panier: 'optiqueClasseB', verres: ['simple', 'simple'] }),
    ['lunettes', 'monture', 'unifocaux', 'myopie'],
  ),
  acte(
    'OPTIQUE_VERRES_COMPLEXES',
    'Équipement à verres complexes (classe B)',
    secu(t.optique, fixe(15), { panier: 'optiqueClasseB', verres: ['complexe', 'complexe'] }),
    ['lunettes', 'monture', 'progressifs', 'presbytie'],
  ),
  acte(
    'OPTIQUE_VERRES_TRES_COMPLEXES',
    'Équipement à verres très complexes (classe B)',
    secu(t.optique, fixe(15), { panier: 'optiqueClasseB', verres: ['tresComplexe', 'tresComplexe'] }),
    ['lunettes', 'monture', 'progressifs', 'forte correction'],
  ),
  acte('LENTILLES_REMBOURSEES', 'Lentilles remboursées par la Sécurité sociale', secu(t.optique, devis), [
    'lentilles de contact',
  ]),
  acte('LENTILLES_NON_REMBOURSEES', 'Lentilles non remboursées', horsSecu, ['lentilles de contact', 'jetables']),
  acte('CHIRURGIE_REFRACTIVE', 'Chirurgie réfractive (laser)', horsSecu, ['laser', 'myopie', 'lasik']),
  // Dentaire
  acte('CONSULT_DENTISTE', 'Consultation de chirurgien-dentiste', secu(t.dentaire, fixe(2300)), ['dentiste']),
  acte('DETARTRAGE', 'Détartrage', secu(t.dentaire, fixe(2892)), ['dentiste', 'tartre']),
  acte('SOINS_DENTAIRES', 'Soins dentaires (caries, dévitalisation)', secu(t.dentaire, devis), [
    'dentiste',
    'carie',
    'plombage',
  ]),
  acte(
    'COURONNE_100_SANTE',
    'Couronne 100 % Santé',
    secu(t.dentaire, fixe(c.baseCouronne), {
      panier: 'centPourCentSante',
      prixLimiteDeVente: c.honoraireLimiteCouronne100Sante,
    }),
    ['prothèse', 'dent', 'céramo-métallique'],
  ),
  acte('COURONNE_TARIF_LIBRE', 'Couronne à tarif libre ou maîtrisé', secu(t.dentaire, fixe(c.baseCouronne)), [
    'prothèse',
    'dent',
    'céramique',
  ]),
  // Orthodontics before 16, on prior agreement: 100 % of 193,50 € a semester (mémoire).
  acte('ORTHODONTIE', 'Orthodontie (moins de 16 ans), par semestre', secu(100, fixe(19350)), ['appareil dentaire']),
  acte('IMPLANT_DENTAIRE', 'Implant dentaire', horsSecu, ['implantologie', 'prothèse']),
  // Aides auditives (over 20 years old)
  acte(
    'AIDE_AUDITIVE_100_SANTE',
    'Aide auditive 100 % Santé (classe I)',
    secu(t.aidesAuditives, fixe(c.baseAideAuditive), {
      panier: 'centPourCentSante',
      prixLimiteDeVente: [{ depuis: '2021-01-01', montant: c.prixLimiteAideAuditiveClasseI }],
    }),
    ['audition', 'appareil auditif', 'audioprothèse', 'oreille'],
  ),
  acte(
    'AIDE_AUDITIVE_CLASSE_2',
    'Aide auditive classe II',
    secu(t.aidesAuditives, fixe(c.baseAideAuditive), { panier: 'aideAuditiveClasseII' }),
    ['audition', 'appareil auditif', 'audioprothèse', 'oreille'],
  ),
  // Médecines douces and prévention: not reimbursed by the Sécurité sociale
  acte('OSTEOPATHIE', 'Ostéopathie', horsSecu, ['ostéopathe', 'dos']),
  acte('CHIROPRAXIE', 'Chiropraxie', horsSecu, ['chiropracteur', 'dos']),
  acte('ACUPUNCTURE', 'Acupuncture', horsSecu, ['acupuncteur']),
  acte('DIETETIQUE', 'Consultation de diététicien', horsSecu, ['nutrition', 'diététicienne']),
  acte('VACCINS_NON_REMBOURSES', 'Vaccins non remboursés', horsSecu, ['vaccin', 'voyage']),
  acte('SEVRAGE_TABAGIQUE', 'Sevrage tabagique', horsSecu, ['tabac', 'patch', 'nicotine']),
];

export const referentielActes: ReadonlyMap<string, ActeReferentiel> = new Map(actes.map((a) => [a.code, a]));

export function acteDuReferentiel(code: string): ActeReferentiel {
  const trouve = referentielActes.get(code);
  if (!trouve) throw new RangeError(`Acte absent du référentiel : ${code}`);
  return trouve;
}
