import { z } from 'zod';
import { text } from './text.ts';

/*
 * Reference data (§7 `referentiel/*`): small per-client tables of codes and labels, read by the
 * member screens through GET /api/referentiel/{table} (kept 5 minutes by the SPA like every read)
 * and edited by staff in the back office (decision 031). Each table is described here once: what
 * it serves, its parent table, the shape of its codes, the length of its labels, its extra fields.
 * A code never changes once created (members' data keeps it); a value is deactivated, never deleted.
 */

export interface ReferentielCodeRule {
  pattern: RegExp;
  message: string;
}

/** A typed field a table needs beyond code and label (e.g. the abbreviation of a civility). */
export interface ReferentielChamp {
  nom: string;
  libelle: string;
  type: 'texte';
  max: number;
  obligatoire: boolean;
  aide?: string;
}

export interface ReferentielDefinition {
  libelle: string;
  /** Where the member meets it (the back office's list of tables says it). */
  usage: string;
  parent: string | null;
  code: ReferentielCodeRule;
  libelleMax: number;
  champs: readonly ReferentielChamp[];
}

const slug: ReferentielCodeRule = {
  pattern: /^(?=.{2,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message:
    'Le code s’écrit en minuscules sans accent, chiffres et tirets, de 2 à 40 caractères (par exemple « sante-devis »).',
};
const sigle = (max: number, exemple: string): ReferentielCodeRule => ({
  pattern: new RegExp(`^[A-Z]{1,${max}}$`),
  message: `Le code s’écrit en 1 à ${max} lettres majuscules sans accent (par exemple « ${exemple} »).`,
});

export const referentielTables = {
  civilites: {
    libelle: 'Civilités',
    usage: '« Ajouter un bénéficiaire » ; le nom du souscripteur dans « Mes contrats ».',
    parent: null,
    code: sigle(4, 'MME'),
    libelleMax: 40,
    champs: [{ nom: 'abrege', libelle: 'Abréviation', type: 'texte', max: 6, obligatoire: true, aide: 'Mme, M.' }],
  },
  pays: {
    libelle: 'Pays',
    usage: 'Le pays d’une adresse à l’étranger (« Mon profil »).',
    parent: null,
    code: {
      pattern: /^[A-Z]{2}$/,
      message: 'Le code est celui du pays en 2 lettres majuscules (norme ISO 3166-1, par exemple « BE »).',
    },
    libelleMax: 60,
    champs: [],
  },
  'natures-voie': {
    libelle: 'Natures de voie',
    usage: 'L’adresse postale (« Mon profil ») : le code est l’abréviation de La Poste imprimée sur l’adresse.',
    parent: null,
    code: sigle(4, 'AV'),
    libelleMax: 40,
    champs: [],
  },
  'indices-repetition': {
    libelle: 'Indices de répétition (bis, ter…)',
    usage: 'L’adresse postale (« Mon profil ») : le code est la lettre imprimée après le numéro.',
    parent: null,
    code: sigle(1, 'B'),
    libelleMax: 20,
    champs: [],
  },
  'liens-parente': {
    libelle: 'Liens de parenté',
    usage: '« Ajouter un bénéficiaire » : le lien avec le souscripteur.',
    parent: null,
    code: slug,
    libelleMax: 60,
    champs: [],
  },
  'themes-contact': {
    libelle: 'Thèmes de contact',
    usage: '« Nous contacter » : le premier choix.',
    parent: null,
    code: slug,
    libelleMax: 80,
    champs: [],
  },
  'sous-themes-contact': {
    libelle: 'Motifs de contact',
    usage: '« Nous contacter » : les motifs du thème choisi.',
    parent: 'themes-contact',
    code: slug,
    libelleMax: 80,
    champs: [],
  },
  'motifs-refus-teletransmission': {
    libelle: 'Motifs de refus de télétransmission',
    usage:
      '« Mes contrats » : pourquoi la télétransmission d’une personne est inactive (code reçu du système de gestion).',
    parent: null,
    code: {
      pattern: /^[A-Z][A-Z0-9_]{1,39}$/,
      message:
        'Le code s’écrit en majuscules, chiffres et « _ », de 2 à 40 caractères (par exemple « AUTRE_ORGANISME »).',
    },
    libelleMax: 200,
    champs: [],
  },
  'natures-soins': {
    libelle: 'Natures de soins',
    usage: '« Demande de remboursement ».',
    parent: null,
    code: slug,
    libelleMax: 80,
    champs: [],
  },
  'types-sejour': {
    libelle: 'Types de séjour hospitalier',
    usage: '« Prise en charge hospitalière ».',
    parent: null,
    code: slug,
    libelleMax: 80,
    champs: [],
  },
  'natures-sinistre': {
    libelle: 'Natures de sinistre (prévoyance)',
    usage: '« Déclaration de sinistre ».',
    parent: null,
    code: slug,
    libelleMax: 80,
    champs: [],
  },
  'categories-documents': {
    libelle: 'Catégories de documents',
    usage: '« Mes documents » : les rubriques ; l’import des documents du système de gestion.',
    parent: null,
    code: slug,
    libelleMax: 80,
    champs: [],
  },
} as const satisfies Record<string, ReferentielDefinition>;

export type ReferentielTable = keyof typeof referentielTables;
export const referentielTableNames = Object.keys(referentielTables) as [ReferentielTable, ...ReferentielTable[]];

export function referentielDefinition(table: ReferentielTable): ReferentielDefinition {
  return referentielTables[table];
}

export const referentielEntrySchema = z.object({
  code: text(),
  libelle: text(),
  parent: text().nullable(),
  /** The table's extra fields (civilités: abrege), only for a table that has some. */
  donnees: z.record(text(), text()).optional(),
});
export type ReferentielEntry = z.infer<typeof referentielEntrySchema>;

export const referentielResponseSchema = z.object({ entries: z.array(referentielEntrySchema) });
export type ReferentielResponse = z.infer<typeof referentielResponseSchema>;
