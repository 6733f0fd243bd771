import '@portail/shared/zod-fr';
import { z } from 'zod';
import { featureCodes } from '@portail/shared/feature-rules';
import { etatsContrat } from '@portail/shared/contrat-rules';
import { nirKey, nirPattern } from '@portail/shared/validators';
import {
  adresseSchema,
  banqueSchema,
  cheminRelatif,
  codeCategorie,
  contenuBase64,
  dateNaissance,
  iban,
  identifiant,
  isoDate,
  nomFichier,
  referenceDocument,
  telephone,
  texte,
} from './import-fields.ts';
import { text } from '@portail/shared/text';
import { offreSchema } from '@portail/shared/garanties/offre-schema';

/**
 * One line of the member import (docs/import-format.schema.json describes the same fields).
 * Field names are the spec's (§3); messages are French and start in lower case because the
 * report prefixes them with "Ligne N, champ : ".
 */

const civilites = ['M', 'MME', 'MLLE'] as const;
const liensBeneficiaire = ['conjoint', 'enfant', 'autre'] as const;

export const personneObjectSchema = z.strictObject({
  type: z.literal('personne'),
  numPers: identifiant,
  codeCivilite: z.enum(civilites),
  nom: texte(),
  prenom: texte(),
  nompatronymique: texte().optional(),
  dateNaissance,
  nir: text()
    .trim()
    .toUpperCase()
    .regex(nirPattern, 'format incorrect : 13 caractères sans la clé (sexe, année, mois, département, commune, ordre)')
    .optional(),
  cleNir: text()
    .trim()
    .regex(/^\d{2}$/, 'deux chiffres attendus')
    .optional(),
  email: text().trim().toLowerCase().pipe(z.email('adresse e-mail invalide')).optional(),
  telephone: telephone.optional(),
  teletransmission: z.boolean(),
  /** A code of the client's reference table motifs-refus-teletransmission, checked with the database. */
  motifRefusTeletransmission: text().trim().max(40, 'code de 40 caractères au plus').optional(),
  adresse: adresseSchema,
  banque: banqueSchema.optional(),
});

export const contratObjectSchema = z.strictObject({
  type: z.literal('contrat'),
  numeroContratIndividuel: identifiant,
  nomOffre: texte(),
  /** Santé (default) or prévoyance: which forms the contract offers. */
  categorie: z.enum(['sante', 'prevoyance']).default('sante'),
  etat: z.enum(etatsContrat),
  IsPrecontentieux: z.boolean(),
  dateEffet: isoDate(),
  dateResiliation: isoDate().optional(),
  souscripteur: z.strictObject({ numPers: identifiant }),
  beneficiaires: z.array(z.strictObject({ numPers: identifiant, lien: z.enum(liensBeneficiaire) })).max(50),
  modalitePaiementPrestation: z.strictObject({ codeModePaiement: texte(20), rib: iban.optional() }),
  fonctionnalites: z.partialRecord(z.enum(featureCodes), z.boolean()).optional(),
  /** 008: the offer (record « offre »); absent, the offer whose libellé is nomOffre. */
  codeOffre: text()
    .regex(/^[A-Z0-9_]{2,40}$/, 'code d’offre attendu : 2 à 40 majuscules, chiffres ou « _ »')
    .optional(),
  /** 008: the reinforcements subscribed (AjoutRenforts), codes of the offer's renforts. */
  renforts: z
    .array(text().regex(/^[A-Z0-9_]{2,40}$/, 'code de renfort attendu'))
    .max(20)
    .default([]),
});

/** 008: an offer and its guarantee tree (§3 Domaine, Acte, Prestation), key: code. */
export const offreRecordSchema = z.strictObject({
  type: z.literal('offre'),
  ...offreSchema.shape,
});

/** Accepted spellings besides the spec's (§3 writes "nompatronymique" and "IsPrecontentieux"). */
export const fieldAliases = {
  personne: { nomPatronymique: 'nompatronymique' },
  contrat: { isPrecontentieux: 'IsPrecontentieux' },
} as const;

function renameAliases(aliases: Record<string, string>) {
  return (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...value };
    for (const [alias, name] of Object.entries(aliases)) {
      if (alias in copy && !(name in copy)) {
        copy[name] = copy[alias];
        delete copy[alias];
      }
    }
    return copy;
  };
}

export const personneSchema = z.preprocess(
  renameAliases(fieldAliases.personne),
  personneObjectSchema.superRefine((personne, ctx) => {
    const { nir, cleNir } = personne;
    if (nir !== undefined && cleNir === undefined) {
      ctx.addIssue({ code: 'custom', path: ['cleNir'], message: 'obligatoire quand nir est renseigné' });
    } else if (nir === undefined && cleNir !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['nir'], message: 'obligatoire quand cleNir est renseignée' });
    } else if (nir && cleNir && nirPattern.test(nir) && /^\d{2}$/.test(cleNir) && nirKey(nir) !== cleNir) {
      // The expected key is not shown: it exists to catch a mistyped NIR, not to be copied.
      ctx.addIssue({ code: 'custom', path: ['cleNir'], message: `la clé ${cleNir} ne correspond pas au NIR` });
    }
    if (personne.teletransmission === true && personne.motifRefusTeletransmission !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['motifRefusTeletransmission'],
        message: 'sans objet quand teletransmission vaut true',
      });
    }
  }),
);

export const contratSchema = z.preprocess(
  renameAliases(fieldAliases.contrat),
  contratObjectSchema.superRefine((contrat, ctx) => {
    if (contrat.etat === 'resilie' && contrat.dateResiliation === undefined) {
      ctx.addIssue({ code: 'custom', path: ['dateResiliation'], message: 'obligatoire pour un contrat résilié' });
    }
    const { dateEffet, dateResiliation } = contrat;
    if (typeof dateEffet === 'string' && typeof dateResiliation === 'string' && dateResiliation < dateEffet) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateResiliation'],
        message: `la date de résiliation (${dateResiliation}) précède la date d'effet (${dateEffet})`,
      });
    }
    const souscripteur = contrat.souscripteur?.numPers;
    const seen = new Set<string>();
    (Array.isArray(contrat.beneficiaires) ? contrat.beneficiaires : []).forEach((beneficiaire, index) => {
      const numPers = beneficiaire?.numPers;
      if (typeof numPers !== 'string') return;
      const path = ['beneficiaires', index, 'numPers'];
      if (numPers === souscripteur) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `le souscripteur (${numPers}) ne peut pas être son propre bénéficiaire`,
        });
      } else if (seen.has(numPers)) {
        ctx.addIssue({ code: 'custom', path, message: `bénéficiaire ${numPers} en double` });
      }
      seen.add(numPers);
    });
  }),
);

const sourcesDocument = ['courrier', 'ged'] as const;

/** A document of the member area (courrier or GED), given inline (base64) or as a file beside the import. */
export const documentObjectSchema = z.strictObject({
  type: z.literal('document'),
  reference: referenceDocument,
  numPers: identifiant,
  numeroContratIndividuel: identifiant.optional(),
  source: z.enum(sourcesDocument),
  categorie: codeCategorie,
  titre: texte(200),
  dateDocument: isoDate(),
  nomFichier: nomFichier,
  contenuBase64: contenuBase64.optional(),
  fichier: cheminRelatif.optional(),
});

export const documentSchema = documentObjectSchema.superRefine((document, ctx) => {
  const inline = document.contenuBase64 !== undefined;
  const onDisk = document.fichier !== undefined;
  if (inline === onDisk) {
    ctx.addIssue({
      code: 'custom',
      path: [inline ? 'fichier' : 'contenuBase64'],
      message: inline
        ? 'contenuBase64 et fichier sont exclusifs : indiquer l’un ou l’autre'
        : 'champ obligatoire (ou fichier : le contenu en base64, ou le chemin du fichier)',
    });
  }
});

export type PersonneRecord = z.output<typeof personneSchema>;
export type ContratRecord = z.output<typeof contratSchema>;
export type DocumentRecord = z.output<typeof documentSchema>;
export type OffreRecord = z.output<typeof offreRecordSchema>;
