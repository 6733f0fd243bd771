import {
  an,
  audio,
  aucun,
  br,
  fr,
  lunettes,
  nc,
  op,
  parJour,
  plusAn,
  s100,
  seances,
  tous,
  type DomaineGrille,
  type Niveaux,
} from './demo-offres-niveaux.ts';

/*
 * The brochure grid of the three demo offers, one column each: Santé Essentielle, Santé Confort,
 * Santé Intégrale. Levels modelled on typical 2025–2026 brochures of French mutuelles for individuals
 * (entry, middle and high level: 100 % / 150 % / 200–300 % BR on doctors, 100 € to 700 € optics
 * forfaits, hearing aids up to the 1 700 € ceiling), not copied from one insurer, and kept within the
 * contrat-responsable ceilings of packages/shared/src/remboursement/constantes.ts (sources there);
 * demo-offres.test.ts checks every offer and reinforcement against them.
 */

export const grilleDemo: DomaineGrille[] = [
  {
    code: 'HOSPITALISATION',
    libelle: 'Hospitalisation',
    tags: [['Tiers payant'], ['Tiers payant'], ['Tiers payant']],
    sous: [
      {
        code: 'HOSPI_SEJOUR_HONORAIRES',
        libelle: 'Frais de séjour et honoraires',
        lignes: [
          { acte: 'HOSPI_SEJOUR', niveaux: [br(100), br(200), br(300)] },
          { acte: 'HOSPI_HONORAIRES', niveaux: [op(100, 100), op(200, 180), op(300, 200)] },
          { acte: 'HOSPI_FORFAIT_JOURNALIER', niveaux: tous(fr), mettreEnValeur: true },
        ],
      },
      {
        code: 'HOSPI_CONFORT',
        libelle: 'Confort hospitalier',
        lignes: [{ acte: 'HOSPI_CHAMBRE_PARTICULIERE', niveaux: [parJour(30), parJour(60), parJour(90)] }],
      },
    ],
    lignes: [{ acte: 'URGENCES_FORFAIT', niveaux: tous(fr) }],
  },
  {
    code: 'SOINS_COURANTS',
    libelle: 'Soins courants',
    sous: [
      {
        code: 'HONORAIRES_MEDICAUX',
        libelle: 'Honoraires médicaux',
        lignes: [
          { acte: 'CONSULT_GENERALISTE', niveaux: [op(100, 100), op(150, 130), op(200, 180)] },
          { acte: 'CONSULT_SPECIALISTE', niveaux: [op(100, 100), op(150, 130), op(250, 200)] },
          { acte: 'IMAGERIE', niveaux: [op(100, 100), op(150, 130), op(200, 180)] },
        ],
      },
      {
        code: 'AUXILIAIRES_MEDICAUX',
        libelle: 'Auxiliaires médicaux',
        lignes: [{ acte: 'KINESITHERAPIE', niveaux: [br(100), br(125), br(150)] }],
      },
      {
        code: 'ANALYSES',
        libelle: 'Analyses et examens',
        lignes: [{ acte: 'BIOLOGIE', niveaux: [br(100), br(125), br(150)] }],
      },
      {
        code: 'PHARMACIE',
        libelle: 'Pharmacie',
        tags: [['Tiers payant'], ['Tiers payant'], ['Tiers payant']],
        lignes: [
          { acte: 'PHARMACIE_65', niveaux: tous(br(100)) },
          { acte: 'PHARMACIE_30', niveaux: tous(br(100)) },
          { acte: 'PHARMACIE_15', niveaux: [nc, br(100), br(100)] },
          { acte: 'PHARMACIE_NON_REMBOURSEE', niveaux: [nc, nc, an(50)] },
        ],
      },
    ],
  },
  {
    code: 'OPTIQUE',
    libelle: 'Optique',
    tags: [
      ['100 % Santé', 'Tiers payant'],
      ['100 % Santé', 'Tiers payant'],
      ['100 % Santé', 'Tiers payant'],
    ],
    options: [['RENFORT_OPTIQUE'], ['RENFORT_OPTIQUE'], []],
    sous: [
      {
        code: 'LUNETTES',
        libelle: 'Lunettes',
        lignes: [
          { acte: 'OPTIQUE_100_SANTE', niveaux: tous(s100), tags: ['100 % Santé'], mettreEnValeur: true },
          { acte: 'OPTIQUE_VERRES_SIMPLES', niveaux: [lunettes(100), lunettes(200), lunettes(300)] },
          { acte: 'OPTIQUE_VERRES_COMPLEXES', niveaux: [lunettes(150), lunettes(350), lunettes(550)] },
          { acte: 'OPTIQUE_VERRES_TRES_COMPLEXES', niveaux: [lunettes(200), lunettes(400), lunettes(700)] },
        ],
      },
      {
        code: 'LENTILLES_LASER',
        libelle: 'Lentilles et chirurgie réfractive',
        lignes: [
          { acte: 'LENTILLES_REMBOURSEES', niveaux: [br(100), plusAn(100, 100), plusAn(100, 200)] },
          { acte: 'LENTILLES_NON_REMBOURSEES', niveaux: [nc, an(100), an(200)] },
          { acte: 'CHIRURGIE_REFRACTIVE', niveaux: [nc, nc, an(500)], tags: ['Nouveau'] },
        ],
      },
    ],
  },
  {
    code: 'DENTAIRE',
    libelle: 'Dentaire',
    tags: [['100 % Santé'], ['100 % Santé'], ['100 % Santé']],
    sous: [
      {
        code: 'SOINS_DENTAIRES',
        libelle: 'Soins',
        lignes: ['CONSULT_DENTISTE', 'DETARTRAGE', 'SOINS_DENTAIRES'].map((acte) => ({
          acte,
          niveaux: [br(100), br(125), br(200)] as Niveaux,
        })),
      },
      {
        code: 'PROTHESES_DENTAIRES',
        libelle: 'Prothèses',
        lignes: [
          { acte: 'COURONNE_100_SANTE', niveaux: tous(s100), tags: ['100 % Santé'], mettreEnValeur: true },
          { acte: 'COURONNE_TARIF_LIBRE', niveaux: [br(125), br(250), br(400)] },
        ],
      },
      {
        code: 'ORTHODONTIE',
        libelle: 'Orthodontie',
        lignes: [{ acte: 'ORTHODONTIE', niveaux: [br(125), br(200), br(300)] }],
      },
      {
        code: 'IMPLANTOLOGIE',
        libelle: 'Implantologie',
        lignes: [{ acte: 'IMPLANT_DENTAIRE', niveaux: [nc, an(300), an(600)] }],
      },
    ],
  },
  {
    code: 'AIDES_AUDITIVES',
    libelle: 'Aides auditives',
    tags: [['100 % Santé'], ['100 % Santé'], ['100 % Santé']],
    lignes: [
      { acte: 'AIDE_AUDITIVE_100_SANTE', niveaux: tous(s100), tags: ['100 % Santé'], mettreEnValeur: true },
      { acte: 'AIDE_AUDITIVE_CLASSE_2', niveaux: [audio(200), audio(600), audio(1300)] },
    ],
  },
  {
    code: 'MEDECINES_DOUCES',
    libelle: 'Médecines douces',
    tags: [[], [], ['Nouveau']],
    options: [['MEDECINES_DOUCES_PLUS'], ['MEDECINES_DOUCES_PLUS'], []],
    mettreEnValeur: [false, false, true],
    lignes: [
      ...['OSTEOPATHIE', 'CHIROPRAXIE', 'ACUPUNCTURE'].map((acte) => ({
        acte,
        niveaux: [nc, seances(30, 3), seances(50, 5)] as Niveaux,
      })),
      { acte: 'DIETETIQUE', niveaux: [nc, nc, seances(40, 3)] },
    ],
  },
  {
    code: 'PREVENTION',
    libelle: 'Prévention',
    tags: aucun,
    lignes: [
      { acte: 'VACCINS_NON_REMBOURSES', niveaux: [an(30), an(50), an(100)] },
      { acte: 'SEVRAGE_TABAGIQUE', niveaux: [nc, an(50), an(100)] },
    ],
  },
];

/** Reinforcements (AjoutRenforts) sold with Santé Essentielle and Santé Confort. */
export const renfortsDemo = [
  {
    code: 'RENFORT_OPTIQUE',
    libelle: 'Renfort Optique',
    description: 'Des forfaits lunettes relevés et des lentilles mieux prises en charge.',
    actes: [
      { code: 'OPTIQUE_VERRES_SIMPLES', prestations: lunettes(250) },
      { code: 'OPTIQUE_VERRES_COMPLEXES', prestations: lunettes(450) },
      { code: 'OPTIQUE_VERRES_TRES_COMPLEXES', prestations: lunettes(600) },
      { code: 'LENTILLES_NON_REMBOURSEES', prestations: an(150) },
    ],
  },
  {
    code: 'MEDECINES_DOUCES_PLUS',
    libelle: 'Médecines douces +',
    description: 'Ostéopathie, chiropraxie, acupuncture et diététique remboursées.',
    actes: [
      ...['OSTEOPATHIE', 'CHIROPRAXIE', 'ACUPUNCTURE'].map((code) => ({ code, prestations: seances(40, 4) })),
      { code: 'DIETETIQUE', prestations: seances(40, 2) },
    ],
  },
];
