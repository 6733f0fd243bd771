import { nomPays } from '@portail/shared/profil/pays';
import type { NewEntry } from '../../modules/referentiels/referentiels-repository.ts';

/*
 * The reference tables of identities and addresses (decision 031): values once written in the
 * shared code, now each client's data that staff edit in the back office.
 */

/** Countries offered for an address abroad, named in French by the runtime's CLDR data. */
const codesPaysEtrangers =
  'DE AD AT BE BG CA CH CY CZ DK DZ EE ES FI GB GR HR HU IE IS IT LI LT LU LV MA MC MT NL NO PL PT RO SE SI SK SN TN US'.split(
    ' ',
  );

const pays: NewEntry[] = [
  { table: 'pays', code: 'FR', libelle: 'France', ordre: 0 },
  ...codesPaysEtrangers
    .map((code) => ({ code, libelle: nomPays(code) }))
    .sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr'))
    .map((p, i) => ({ table: 'pays' as const, ...p, ordre: i + 1 })),
];

const rows = (table: NewEntry['table'], entries: [code: string, libelle: string][]): NewEntry[] =>
  entries.map(([code, libelle], ordre) => ({ table, code, libelle, ordre }));

export const demoReferentielsIdentite: readonly NewEntry[] = [
  { table: 'civilites', code: 'MME', libelle: 'Madame', ordre: 0, donnees: { abrege: 'Mme' } },
  { table: 'civilites', code: 'M', libelle: 'Monsieur', ordre: 1, donnees: { abrege: 'M.' } },
  // Kept for the members the management system still sends with it; no longer offered (circular of 21 February 2012).
  { table: 'civilites', code: 'MLLE', libelle: 'Mademoiselle', ordre: 2, actif: false, donnees: { abrege: 'Mlle' } },
  ...pays,
  // The abbreviations of La Poste (AFNOR XP Z10-011), printed on the voie line.
  ...rows('natures-voie', [
    ['RUE', 'Rue'],
    ['AV', 'Avenue'],
    ['BD', 'Boulevard'],
    ['PL', 'Place'],
    ['CHE', 'Chemin'],
    ['ALL', 'Allée'],
    ['IMP', 'Impasse'],
    ['RTE', 'Route'],
    ['QUAI', 'Quai'],
    ['CRS', 'Cours'],
    ['SQ', 'Square'],
    ['PASS', 'Passage'],
    ['RES', 'Résidence'],
    ['LOT', 'Lotissement'],
    ['HAM', 'Hameau'],
    ['FG', 'Faubourg'],
    ['PROM', 'Promenade'],
    ['CITE', 'Cité'],
    ['ESP', 'Esplanade'],
    ['QUA', 'Quartier'],
    ['ZA', 'Zone artisanale'],
    ['ZI', 'Zone industrielle'],
  ]),
  ...rows('indices-repetition', [
    ['B', 'bis'],
    ['T', 'ter'],
    ['Q', 'quater'],
    ['C', 'quinquies'],
  ]),
  // The links the management system knows (its member import takes these codes).
  ...rows('liens-parente', [
    ['conjoint', 'Conjoint'],
    ['enfant', 'Enfant'],
    ['autre', 'Autre ayant droit'],
  ]),
  ...rows('motifs-refus-teletransmission', [
    ['AUTRE_ORGANISME', 'Un autre organisme complémentaire est déjà relié à votre caisse d’assurance maladie.'],
    [
      'IDENTITE_DISCORDANTE',
      'Les informations d’identité (nom, date de naissance, numéro de sécurité sociale) diffèrent de celles de votre caisse d’assurance maladie.',
    ],
    [
      'CHANGEMENT_CAISSE',
      'Vous avez changé de caisse d’assurance maladie : la liaison doit être refaite avec la nouvelle.',
    ],
    ['NIR_MANQUANT', 'Votre numéro de sécurité sociale ne nous a pas été communiqué.'],
    ['REFUS_ASSURE', 'Vous avez demandé à ne pas bénéficier de la télétransmission.'],
    ['REJET_CAISSE', 'Votre caisse d’assurance maladie a refusé la liaison.'],
    ['EN_COURS', 'La liaison avec votre caisse d’assurance maladie est en cours de mise en place.'],
    ['REGIME_NON_RELIE', 'Votre régime d’assurance maladie ne transmet pas les remboursements par télétransmission.'],
  ]),
];
