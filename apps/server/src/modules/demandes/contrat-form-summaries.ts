import { contratFormMessages, motifsCarte, motifsRadiation } from '@portail/shared/forms/contrat-forms';
import { maskNir } from '@portail/shared/nir-masking';
import type { FormContext, ServerFormType } from './form-type.ts';

/*
 * The requests on a contract (decision 024): what the server checks beyond the shape, and the
 * summary the member reads in « Mes demandes » (NIR masked; the change feed carries it whole).
 */

const iso = (value: unknown) => String(value).split('-').reverse().join('/');
const personName = ({ contrat }: FormContext, numPers: unknown) => {
  const p = contrat.personnes.find((x) => x.numPers === numPers);
  return p ? `${p.prenom} ${p.nom}` : String(numPers);
};
const optional = (libelle: string, value: unknown) => (value ? [{ libelle, valeur: String(value) }] : []);

const holderOnlyMessages = {
  radierSouscripteur:
    'Le souscripteur ne peut pas être radié par cette demande : pour résilier le contrat, contactez votre mutuelle.',
  offreInconnue: 'Cette formule n’existe pas : choisissez-en une dans la liste.',
  memeOffre: 'C’est déjà la formule de votre contrat.',
  renfortInconnu: 'Ce renfort n’est pas proposé avec votre formule.',
  renfortDejaSouscrit: 'Ce renfort est déjà souscrit sur votre contrat.',
} as const;

export const contratFormTypes = {
  cartetp: {
    tables: [],
    personField: null,
    needsOffres: false,
    check: () => ({}),
    summarize: ({ values }) => ({
      objet: 'Envoi de ma carte de tiers payant par courrier',
      resume: [
        { libelle: 'Motif', valeur: motifsCarte[values.motif as keyof typeof motifsCarte] ?? String(values.motif) },
        ...optional('Commentaire', values.commentaire),
      ],
    }),
  },
  inscriptionbeneficiaire: {
    tables: ['civilites', 'liens-parente'],
    personField: null,
    needsOffres: false,
    // Civility and link are codes of the client's tables (decision 031).
    check({ values, labels }): Record<string, string> {
      if (!labels.civilites?.has(String(values.civilite))) return { civilite: contratFormMessages.civilite };
      if (!labels['liens-parente']?.has(String(values.lien))) return { lien: contratFormMessages.lien };
      return {};
    },
    summarize({ values, labels }) {
      const lien = labels['liens-parente']?.get(String(values.lien))?.libelle ?? String(values.lien);
      const civilite = labels.civilites?.get(String(values.civilite))?.libelle ?? String(values.civilite);
      const nir = String(values.nir);
      return {
        objet: `Ajout de ${String(values.prenom)} ${String(values.nom)} (${lien.toLowerCase()})`,
        resume: [
          { libelle: 'Civilité', valeur: civilite },
          { libelle: 'Nom', valeur: String(values.nom) },
          { libelle: 'Prénom', valeur: String(values.prenom) },
          { libelle: 'Date de naissance', valeur: iso(values.dateNaissance) },
          { libelle: 'Lien avec le souscripteur', valeur: lien },
          {
            libelle: 'N° de sécurité sociale',
            valeur: nir.startsWith('98')
              ? `Numéro monégasque ******${nir.slice(-4)}`
              : (maskNir(nir, String(values.cleNir ?? '')) ?? ''),
          },
          { libelle: 'Date d’effet souhaitée', valeur: iso(values.dateEffet) },
        ],
      };
    },
  },
  'radiation-assures': {
    tables: [],
    personField: 'beneficiaire',
    needsOffres: false,
    check({ values, contrat }): Record<string, string> {
      const person = contrat.personnes.find((p) => p.numPers === values.beneficiaire);
      return person?.id === contrat.souscripteurId ? { beneficiaire: holderOnlyMessages.radierSouscripteur } : {};
    },
    summarize: (context) => {
      const { values } = context;
      return {
        objet: `Radiation de ${personName(context, values.beneficiaire)} au ${iso(values.dateEffet)}`,
        resume: [
          { libelle: 'Bénéficiaire', valeur: personName(context, values.beneficiaire) },
          { libelle: 'Date d’effet', valeur: iso(values.dateEffet) },
          {
            libelle: 'Motif',
            valeur: motifsRadiation[values.motif as keyof typeof motifsRadiation] ?? String(values.motif),
          },
          ...optional('Commentaire', values.commentaire),
        ],
      };
    },
  },
  garanties: {
    tables: [],
    personField: null,
    needsOffres: true,
    check({ values, offres }): Record<string, string> {
      if (!offres) return {};
      if (values.changement === 'niveau') {
        if (!offres.offres.some((o) => o.code === values.offre)) return { offre: holderOnlyMessages.offreInconnue };
        if (values.offre === offres.codeOffreActuelle) return { offre: holderOnlyMessages.memeOffre };
        return {};
      }
      const actuelle = offres.offres.find((o) => o.code === offres.codeOffreActuelle);
      if (!actuelle?.renforts.some((r) => r.code === values.renfort))
        return { renfort: holderOnlyMessages.renfortInconnu };
      if (offres.renfortsSouscrits.includes(String(values.renfort)))
        return { renfort: holderOnlyMessages.renfortDejaSouscrit };
      return {};
    },
    summarize({ values, offres }) {
      const offre = offres?.offres.find((o) => o.code === values.offre);
      const renfort = offres?.offres.flatMap((o) => o.renforts).find((r) => r.code === values.renfort);
      const date = iso(values.dateEffet);
      const quoi =
        values.changement === 'niveau'
          ? { libelle: 'Nouvelle formule', valeur: offre?.libelle ?? String(values.offre) }
          : { libelle: 'Renfort', valeur: renfort?.libelle ?? String(values.renfort) };
      return {
        objet:
          values.changement === 'niveau'
            ? `Passage à la formule ${quoi.valeur} au ${date}`
            : `Ajout du renfort ${quoi.valeur} au ${date}`,
        resume: [
          quoi,
          { libelle: 'Date d’effet souhaitée', valeur: date },
          ...optional('Commentaire', values.commentaire),
        ],
      };
    },
  },
} satisfies Record<string, ServerFormType>;
