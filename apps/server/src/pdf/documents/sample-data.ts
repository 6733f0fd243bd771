import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AttestationAdhesionData } from './attestation-adhesion.ts';
import type { CarteTiersPayantData } from './carte-tiers-payant.ts';
import type { DocumentClient } from './document-client.ts';
import type { LigneReleve, ReleveRemboursementsData } from './releve-remboursements.ts';

/*
 * Demo data for the sample documents (tests, bench, previews): Marie Dupont's family and contract
 * 40012345 as in the demo seed, the Mutuelle Démo logo and colour. Fictitious identifiers.
 */

const seedAssets = path.resolve(import.meta.dirname, '../../commands/seed/assets');

export const sampleClient: DocumentClient = {
  libelle: 'Mutuelle Démo',
  primaryColor: '#0E6674',
  logo: { data: readFileSync(path.join(seedAssets, 'demo-logo.svg')), contentType: 'image/svg+xml' },
  legalMentions: [
    'Mutuelle Démo, mutuelle régie par le livre II du Code de la mutualité, SIREN 000 000 000 (fictif).',
    'Siège social : 1 place de la Démonstration, 44000 Nantes. Organisme soumis au contrôle de l’ACPR, 4 place de Budapest, CS 92459, 75436 Paris Cedex 09.',
  ],
};

/** 24 November 2026 at 10:32, Paris time. */
const sampleIssuedAt = new Date('2026-11-24T09:32:00Z');

export const sampleVerification = {
  code: '7K3M-Q9XZ-2F4D',
  url: 'https://adherent.mutuelle-demo.fr/#/verification/7K3M-Q9XZ-2F4D',
};

const marie = { civilite: 'Mme', prenom: 'Marie', nom: 'Dupont' };

export const sampleAttestation: AttestationAdhesionData = {
  client: sampleClient,
  issuedAt: sampleIssuedAt,
  verification: sampleVerification,
  adherent: { ...marie, dateNaissance: '1978-05-14', numeroAdherent: 'P100001', nirMasque: '2 78 05 ** *** *** 19' },
  contrat: {
    numero: '40012345',
    offre: 'Santé Essentielle',
    dateEffet: '2019-01-01',
    valableJusquau: '2026-12-31',
    responsable: true,
  },
  beneficiaires: [
    { prenom: 'Marie', nom: 'Dupont', lien: 'Adhérente', dateNaissance: '1978-05-14', dateEffet: '2019-01-01' },
    { prenom: 'Thomas', nom: 'Dupont', lien: 'Conjoint', dateNaissance: '1976-02-09', dateEffet: '2019-01-01' },
    { prenom: 'Lucas', nom: 'Dupont', lien: 'Enfant', dateNaissance: '2006-09-03', dateEffet: '2019-01-01' },
  ],
};

/** Acts priced as a 2026 statement would show them (cents): charged = SS + mutuelle + remaining. */
const acts: Omit<LigneReleve, 'dateSoins' | 'beneficiaire'>[] = [
  {
    nature: 'Consultation médecin généraliste',
    fraisReels: 3000,
    baseSS: 3000,
    rembourseSS: 1900,
    rembourseMutuelle: 900,
    resteACharge: 200,
  },
  {
    nature: 'Pharmacie — médicaments remboursés à 65 %',
    fraisReels: 1874,
    baseSS: 1874,
    rembourseSS: 1168,
    rembourseMutuelle: 656,
    resteACharge: 50,
  },
  {
    nature: 'Consultation spécialiste secteur 2 (OPTAM), dépassement d’honoraires maîtrisé',
    fraisReels: 6000,
    baseSS: 3000,
    rembourseSS: 1900,
    rembourseMutuelle: 3900,
    resteACharge: 200,
  },
  {
    nature: 'Séance de kinésithérapie',
    fraisReels: 1848,
    baseSS: 1848,
    rembourseSS: 1109,
    rembourseMutuelle: 739,
    resteACharge: 0,
  },
  {
    nature: 'Analyses de biologie médicale',
    fraisReels: 2430,
    baseSS: 2430,
    rembourseSS: 1258,
    rembourseMutuelle: 972,
    resteACharge: 200,
  },
  { nature: 'Détartrage', fraisReels: 2892, baseSS: 2892, rembourseSS: 2024, rembourseMutuelle: 868, resteACharge: 0 },
  {
    nature: 'Ostéopathie (non remboursée par la Sécurité sociale, forfait médecines douces)',
    fraisReels: 6000,
    baseSS: 0,
    rembourseSS: 0,
    rembourseMutuelle: 4000,
    resteACharge: 2000,
  },
  {
    nature: 'Couronne céramique « 100 % Santé »',
    fraisReels: 50000,
    baseSS: 12000,
    rembourseSS: 8400,
    rembourseMutuelle: 41600,
    resteACharge: 0,
  },
];

const family = ['Marie', 'Thomas', 'Lucas'];

/** `count` lines spread over the first half of 2026, in date order. */
function sampleLignes(count: number): LigneReleve[] {
  const start = Date.UTC(2026, 0, 2);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(start + Math.floor((i * 179) / Math.max(count, 1)) * 86_400_000);
    return {
      dateSoins: day.toISOString().slice(0, 10),
      beneficiaire: family[i % family.length]!,
      ...acts[(i * 5) % acts.length]!,
    };
  });
}

export function sampleReleve(count = 150): ReleveRemboursementsData {
  return {
    client: sampleClient,
    issuedAt: sampleIssuedAt,
    contratNumero: '40012345',
    adherent: { ...marie, numeroAdherent: 'P100001' },
    periode: { du: '2026-01-01', au: '2026-06-30' },
    compteCredite: 'FR76 **** **** **** **** ***7 862',
    lignes: sampleLignes(count),
  };
}

export const sampleCarte: CarteTiersPayantData = {
  client: sampleClient,
  issuedAt: sampleIssuedAt,
  verification: sampleVerification,
  carte: {
    numeroAmc: '123456789',
    typeConvention: 'SP',
    critereRoutage: 'SP 38',
    numeroAdherent: 'P100001',
    debut: '2026-01-01',
    fin: '2026-12-31',
    responsable: true,
  },
  beneficiaires: sampleAttestation.beneficiaires,
  domaines: [
    { code: 'PHAR', libelle: 'Pharmacie', niveau: '100 % BR' },
    { code: 'MED', libelle: 'Médecins', niveau: '100 % BR' },
    { code: 'LABO', libelle: 'Biologie', niveau: '100 % BR' },
    { code: 'RADL', libelle: 'Radiologie', niveau: '100 % BR' },
    { code: 'AUXM', libelle: 'Auxiliaires médicaux', niveau: '100 % BR' },
    { code: 'HOSP', libelle: 'Hospitalisation', niveau: 'Sur PEC' },
    { code: 'DENT', libelle: 'Dentaire', niveau: '100 % BR' },
    { code: 'OPTI', libelle: 'Optique', niveau: '100 % Santé / PEC' },
    { code: 'AUDI', libelle: 'Aides auditives', niveau: '100 % Santé' },
    { code: 'TRAN', libelle: 'Transport', niveau: '100 % BR' },
  ],
  telephoneProfessionnels: '01 99 00 12 34',
};
