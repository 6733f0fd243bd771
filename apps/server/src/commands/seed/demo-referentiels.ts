import type { NewEntry } from '../../modules/referentiels/referentiels-repository.ts';
import { demoReferentielsIdentite } from './demo-referentiels-identite.ts';

/* The reference tables of the demo clients (§7 referentiel/*): what the forms offer to choose. */

const table = (name: NewEntry['table'], entries: [code: string, libelle: string, parent?: string][]): NewEntry[] =>
  entries.map(([code, libelle, parent], ordre) => ({ table: name, code, libelle, parent: parent ?? null, ordre }));

export const demoReferentiels: readonly NewEntry[] = [
  ...demoReferentielsIdentite,
  ...table('themes-contact', [
    ['sante', 'Mutuelle santé'],
    ['prevoyance', 'Prévoyance'],
    ['cotisations', 'Mes cotisations'],
    ['espace', 'Mon espace adhérent'],
  ]),
  ...table('sous-themes-contact', [
    ['sante-remboursement', 'Pour un remboursement', 'sante'],
    ['sante-contrat', 'Pour mon contrat', 'sante'],
    ['sante-carte-tp', 'Pour ma carte de tiers payant', 'sante'],
    ['sante-devis', 'Pour un devis (optique, dentaire, audition)', 'sante'],
    ['sante-teletransmission', 'Pour la télétransmission avec l’Assurance maladie', 'sante'],
    ['prevoyance-indemnites', 'Pour mes indemnités journalières', 'prevoyance'],
    ['prevoyance-sinistre', 'Pour un sinistre en cours', 'prevoyance'],
    ['prevoyance-contrat', 'Pour mon contrat de prévoyance', 'prevoyance'],
    ['cotisations-echeancier', 'Pour mon échéancier', 'cotisations'],
    ['cotisations-prelevement', 'Pour un prélèvement', 'cotisations'],
    ['cotisations-attestation', 'Pour une attestation de cotisations', 'cotisations'],
    ['espace-connexion', 'Pour me connecter', 'espace'],
    ['espace-donnees', 'Pour mes données personnelles', 'espace'],
  ]),
  ...table('natures-soins', [
    ['consultation-generaliste', 'Consultation chez un médecin généraliste'],
    ['consultation-specialiste', 'Consultation chez un médecin spécialiste'],
    ['pharmacie', 'Pharmacie'],
    ['analyses', 'Analyses et examens de laboratoire'],
    ['radiologie', 'Radiologie et imagerie'],
    ['kinesitherapie', 'Kinésithérapie'],
    ['optique', 'Optique (lunettes, lentilles)'],
    ['dentaire', 'Soins et prothèses dentaires'],
    ['audition', 'Aides auditives'],
    ['hospitalisation', 'Hospitalisation'],
    ['medecines-douces', 'Médecines douces (ostéopathie, chiropraxie…)'],
    ['autre', 'Autres soins'],
  ]),
  ...table('types-sejour', [
    ['chirurgie', 'Chirurgie'],
    ['ambulatoire', 'Chirurgie ambulatoire'],
    ['medecine', 'Médecine'],
    ['maternite', 'Maternité'],
    ['psychiatrie', 'Psychiatrie'],
    ['ssr', 'Soins de suite et de réadaptation'],
  ]),
  ...table('natures-sinistre', [
    ['arret-travail', 'Arrêt de travail'],
    ['hospitalisation', 'Hospitalisation'],
    ['invalidite', 'Invalidité'],
    ['perte-autonomie', 'Perte d’autonomie'],
    ['deces', 'Décès'],
  ]),
  ...table('categories-documents', [
    ['attestations', 'Attestations'],
    ['releves', 'Relevés de remboursements'],
    ['echeanciers', 'Cotisations et échéanciers'],
    ['contrat', 'Documents contractuels'],
    ['courriers', 'Courriers'],
    ['demandes', 'Réponses à vos demandes'],
  ]),
];
