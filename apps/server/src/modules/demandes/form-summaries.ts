import { formatEuros } from '@portail/shared/format';
import type { FormType } from '@portail/shared/forms/form-rules';
import type { ReferentielTable } from '@portail/shared/referentiels';
import { contratFormTypes } from './contrat-form-summaries.ts';
import { profilFormTypes } from '../profil/profil-form-types.ts';
import type { ContratDuMembre } from './demandes-repository.ts';
import type { Labels, ServerFormType } from './form-type.ts';

/*
 * Per form type, what the server checks beyond the shape (codes of reference data, the person
 * concerned) and how the request is summed up for « Mes demandes » (its subject and the data
 * submitted, in French, as the member typed them).
 */

/** YYYY-MM-DD as the member typed it, DD/MM/YYYY. */
const iso = (value: unknown) => String(value).split('-').reverse().join('/');
const label = (labels: Labels, table: ReferentielTable, code: unknown) =>
  labels[table]?.get(String(code))?.libelle ?? String(code);
const personName = (contrat: ContratDuMembre, numPers: unknown) => {
  const p = contrat.personnes.find((x) => x.numPers === numPers);
  return p ? `${p.prenom} ${p.nom}` : String(numPers);
};
const codeError = (labels: Labels, table: ReferentielTable, code: unknown, message: string, field: string) =>
  labels[table]?.has(String(code)) ? {} : { [field]: message };

export const serverFormTypes: Record<FormType, ServerFormType> = {
  'contact/v2': {
    tables: ['themes-contact', 'sous-themes-contact'],
    personField: null,
    check({ values, labels }): Record<string, string> {
      const theme = labels['themes-contact']?.get(String(values.theme));
      if (!theme) return { theme: 'Ce thème n’existe pas : choisissez-en un dans la liste.' };
      const sousTheme = labels['sous-themes-contact']?.get(String(values.sousTheme));
      if (!sousTheme || sousTheme.parent !== theme.code)
        return { sousTheme: 'Ce motif ne correspond pas au thème choisi.' };
      return {};
    },
    summarize({ values, labels }) {
      const sousTheme = label(labels, 'sous-themes-contact', values.sousTheme);
      return {
        objet: String(values.objet || sousTheme),
        resume: [
          { libelle: 'Thème', valeur: label(labels, 'themes-contact', values.theme) },
          { libelle: 'Motif', valeur: sousTheme },
          ...(values.objet ? [{ libelle: 'Objet', valeur: String(values.objet) }] : []),
          { libelle: 'Message', valeur: String(values.message) },
        ],
      };
    },
  },
  'demande-remboursement': {
    tables: ['natures-soins'],
    personField: 'beneficiaire',
    check: ({ values, labels }) =>
      codeError(labels, 'natures-soins', values.natureSoins, 'Cette nature de soins n’existe pas.', 'natureSoins'),
    summarize({ values, labels, contrat }) {
      const nature = label(labels, 'natures-soins', values.natureSoins);
      return {
        objet: `${nature} du ${iso(values.dateSoins)}`,
        resume: [
          { libelle: 'Bénéficiaire des soins', valeur: personName(contrat, values.beneficiaire) },
          { libelle: 'Date des soins', valeur: iso(values.dateSoins) },
          { libelle: 'Nature des soins', valeur: nature },
          ...(values.professionnel
            ? [{ libelle: 'Professionnel de santé', valeur: String(values.professionnel) }]
            : []),
          { libelle: 'Montant payé', valeur: formatEuros(Number(values.montantPaye)) },
          ...(values.commentaire ? [{ libelle: 'Commentaire', valeur: String(values.commentaire) }] : []),
        ],
      };
    },
  },
  'pec/hospi': {
    tables: ['types-sejour'],
    personField: 'beneficiaire',
    check: ({ values, labels }) =>
      codeError(labels, 'types-sejour', values.typeSejour, 'Ce type de séjour n’existe pas.', 'typeSejour'),
    summarize({ values, labels, contrat }) {
      return {
        objet: `${String(values.etablissementNom)}, admission le ${iso(values.dateAdmission)}`,
        resume: [
          { libelle: 'Personne hospitalisée', valeur: personName(contrat, values.beneficiaire) },
          { libelle: 'Établissement', valeur: String(values.etablissementNom) },
          { libelle: 'Numéro FINESS', valeur: String(values.finess) },
          { libelle: 'Date d’admission', valeur: iso(values.dateAdmission) },
          { libelle: 'Type de séjour', valeur: label(labels, 'types-sejour', values.typeSejour) },
          {
            libelle: 'Réponse à l’établissement',
            valeur:
              values.reponseCanal === 'fax'
                ? `Par fax au ${String(values.reponseFax)}`
                : `Par e-mail à ${String(values.reponseEmail)}`,
          },
        ],
      };
    },
  },
  declarationsinistre: {
    tables: ['natures-sinistre'],
    personField: 'assure',
    check: ({ values, labels }) =>
      codeError(labels, 'natures-sinistre', values.nature, 'Cette nature de sinistre n’existe pas.', 'nature'),
    summarize({ values, labels, contrat }) {
      const nature = label(labels, 'natures-sinistre', values.nature);
      return {
        objet: `${nature} du ${iso(values.dateSinistre)}`,
        resume: [
          { libelle: 'Personne assurée', valeur: personName(contrat, values.assure) },
          { libelle: 'Nature du sinistre', valeur: nature },
          { libelle: 'Date du sinistre', valeur: iso(values.dateSinistre) },
          { libelle: 'Circonstances', valeur: String(values.description) },
        ],
      };
    },
  },
  ...contratFormTypes,
  ...profilFormTypes,
};
