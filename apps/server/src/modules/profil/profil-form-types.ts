import { maskIban } from '@portail/shared/bank-masking';
import { alertesEmail } from '@portail/shared/forms/abonnement';
import { libelleChampIdentite } from '@portail/shared/forms/erreur-identite';
import { libelleEvenementFamilial } from '@portail/shared/forms/situation-familiale';
import { adresseFormMessages } from '@portail/shared/forms/adresse';
import { type AdresseFields, adresseMessages, lignesAdresse, memeAdresse } from '@portail/shared/profil/adresse';
import { nomBanque } from '@portail/shared/profil/banques';
import { libelleModePaiement } from '@portail/shared/profil/compte-bancaire';
import type { ChangeLine, FormContext, Labels, ServerFormType, WriteContext } from '../demandes/form-type.ts';
import { saveAlerte } from '../remboursements/remboursements-repository.ts';
import { communeError } from './communes.ts';
import {
  type Compte,
  findAdresse,
  insertMandat,
  newRum,
  updateAbonnement,
  updateAdresse,
  updateCotisation,
  updateRibPrestations,
} from './profil-repository.ts';

/*
 * The profile's forms in the request engine (decision 026): what each checks beyond its shape, how
 * it is summed up for « Mes demandes » (IBAN masked), what it records whatever the handling mode
 * (the signed mandate) and what it applies at once when the client's mode is « automatique ».
 */

/** YYYY-MM-DD as DD/MM/YYYY. */
const fr = (value: unknown) => String(value).split('-').reverse().join('/');
const compteOf = (values: Record<string, unknown>): Compte => ({
  titulaire: String(values.titulaire),
  iban: String(values.iban),
  bic: String(values.bic),
});
const sepaRefused = {
  modePaiement: 'Votre mutuelle ne propose pas le prélèvement en ligne : choisissez un autre mode ou contactez-la.',
};

function compteResume(values: Record<string, unknown>) {
  const banque = nomBanque(String(values.bic));
  return [
    { libelle: 'Titulaire du compte', valeur: String(values.titulaire) },
    { libelle: 'IBAN', valeur: maskIban(String(values.iban)) },
    { libelle: 'BIC', valeur: banque ? `${String(values.bic)} (${banque})` : String(values.bic) },
  ];
}

const sensibleIfIban = (values: Record<string, unknown>) =>
  typeof values.iban === 'string' && values.iban ? { ibanMasque: maskIban(values.iban) } : null;

/** The mandate the member signs with a new collection account: active at once, or waiting for staff. */
async function signMandat(context: WriteContext, jour: number): Promise<ChangeLine[]> {
  const sepa = context.configuration.sepa!;
  const rum = newRum(context.contrat.numero, new Date());
  const compte = compteOf(context.values);
  await insertMandat(context.trx, {
    clientId: context.request.client.id,
    contratId: context.contrat.id,
    personneId: context.personneId,
    accountId: context.accountId,
    demandeId: context.demande.id,
    rum,
    ics: sepa.ics,
    creancier: sepa.creancier,
    compte,
    jour,
    actif: context.automatique,
  });
  return [
    {
      type: 'mandat.signe',
      donnees: {
        rum,
        ics: sepa.ics,
        ...compte,
        jourPrelevement: jour,
        statut: context.automatique ? 'actif' : 'en_attente',
      },
    },
  ];
}

const ribprestations: ServerFormType = {
  tables: [],
  personField: null,
  check: () => ({}),
  // Member-facing: the IBAN masked but for its last 4 characters; the change feed carries it whole.
  summarize: ({ values }) => ({
    objet: 'Nouvelles coordonnées bancaires pour mes remboursements',
    resume: compteResume(values),
  }),
  piecesEnGestionManuelle: () => true,
  sensible: sensibleIfIban,
  async apply({ trx, contrat, values }) {
    await updateRibPrestations(trx, contrat.id, compteOf(values));
    return [{ type: 'rib.prestations.modifie', donnees: compteOf(values) }];
  },
};

const ribcotisations: ServerFormType = {
  tables: [],
  personField: null,
  check: ({ values, configuration }) =>
    values.modePaiement === 'prelevement' && !configuration?.sepa ? sepaRefused : {},
  summarize: ({ values }) => ({
    objet: `Paiement des cotisations : ${libelleModePaiement(String(values.modePaiement)).toLowerCase()}`,
    resume: [
      { libelle: 'Mode de paiement', valeur: libelleModePaiement(String(values.modePaiement)) },
      ...(values.modePaiement === 'prelevement'
        ? [
            { libelle: 'Jour de prélèvement', valeur: `Le ${String(values.jourPrelevement)} du mois` },
            ...compteResume(values),
          ]
        : []),
    ],
  }),
  piecesEnGestionManuelle: (values) => values.modePaiement === 'prelevement',
  sensible: sensibleIfIban,
  record: async (context) =>
    context.values.modePaiement === 'prelevement' ? signMandat(context, Number(context.values.jourPrelevement)) : [],
  async apply({ trx, contrat, values }) {
    const prelevement = values.modePaiement === 'prelevement';
    const cotisation = {
      mode: values.modePaiement as 'prelevement' | 'cheque' | 'virement',
      jour: prelevement ? Number(values.jourPrelevement) : null,
      compte: prelevement ? compteOf(values) : null,
    };
    await updateCotisation(trx, contrat.id, cotisation);
    return [
      {
        type: 'cotisation.modifiee',
        donnees: { mode: cotisation.mode, jourPrelevement: cotisation.jour, ...cotisation.compte },
      },
    ];
  },
};

const rib: ServerFormType = {
  tables: [],
  personField: null,
  check: ({ configuration }) => (configuration?.sepa ? {} : sepaRefused),
  summarize: ({ values }) => ({
    objet: 'Nouvelles coordonnées bancaires (remboursements et cotisations)',
    resume: [
      ...compteResume(values),
      { libelle: 'Jour de prélèvement des cotisations', valeur: `Le ${String(values.jourPrelevement)} du mois` },
    ],
  }),
  piecesEnGestionManuelle: () => true,
  sensible: sensibleIfIban,
  record: (context) => signMandat(context, Number(context.values.jourPrelevement)),
  async apply({ trx, contrat, values }) {
    const compte = compteOf(values);
    const jour = Number(values.jourPrelevement);
    await updateRibPrestations(trx, contrat.id, compte);
    await updateCotisation(trx, contrat.id, { mode: 'prelevement', jour, compte });
    return [
      { type: 'rib.prestations.modifie', donnees: compte },
      { type: 'cotisation.modifiee', donnees: { mode: 'prelevement', jourPrelevement: jour, ...compte } },
    ];
  },
};

const adresseKeys = [
  'pointRemiseCourrier',
  'complementGeographique',
  'numVoie',
  'libelleCourtBtq',
  'libelleCourtNatureVoie',
  'libelleVoie',
  'lieuDit',
  'mentionParticuliere',
  'codePostal',
  'localite',
  'codeCedex',
  'nomCedex',
  'bureauCedex',
  'libellePays',
  'codePays',
  'adresseEtrangere',
] as const;

/** The §3 address as stored: the fields filled in, the country named by the client's table, its effective date. */
function adresseOf(values: Record<string, unknown>, labels: Labels): AdresseFields & { dateEffet: string } {
  const adresse: Record<string, unknown> = {};
  for (const key of adresseKeys) if (values[key] !== undefined && values[key] !== '') adresse[key] = values[key];
  const pays = labels.pays?.get(String(values.codePays))?.libelle;
  return {
    ...(adresse as unknown as AdresseFields),
    ...(pays ? { libellePays: pays } : {}),
    adresseEtrangere: values.adresseEtrangere === true,
    dateEffet: String(values.dateEffet),
  };
}

/** The codes of the client's tables the address uses; then, in France, code postal ↔ commune. */
function adresseErrors({ values, labels }: FormContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const unknown = (table: 'indices-repetition' | 'natures-voie', field: string) =>
    typeof values[field] === 'string' && values[field] !== '' && !labels[table]?.has(String(values[field]));
  if (unknown('indices-repetition', 'libelleCourtBtq')) errors.libelleCourtBtq = adresseFormMessages.indice;
  if (unknown('natures-voie', 'libelleCourtNatureVoie')) errors.libelleCourtNatureVoie = adresseFormMessages.nature;
  if (values.adresseEtrangere === true) {
    if (values.codePays === 'FR' || !labels.pays?.has(String(values.codePays))) errors.codePays = adresseMessages.pays;
    return errors;
  }
  const error = communeError(String(values.codePostal), String(values.localite));
  return error ? { ...errors, [error.field]: error.message } : errors;
}

const adresse: ServerFormType = {
  tables: ['pays', 'natures-voie', 'indices-repetition'],
  personField: null,
  check: adresseErrors,
  async nothingToChange({ db, personneId, values, labels }) {
    const actuelle = await findAdresse(db, personneId);
    return actuelle && memeAdresse(actuelle, adresseOf(values, labels)) ? adresseFormMessages.inchangee : null;
  },
  summarize: ({ values, labels }) => ({
    objet: `Nouvelle adresse à partir du ${fr(values.dateEffet)}`,
    resume: [
      { libelle: 'Nouvelle adresse', valeur: lignesAdresse(adresseOf(values, labels)).join(', ') },
      { libelle: 'Date d’effet', valeur: fr(values.dateEffet) },
    ],
  }),
  async apply({ trx, personneId, values, labels }) {
    const stored = adresseOf(values, labels);
    await updateAdresse(trx, personneId, { ...stored });
    return [{ type: 'adresse.modifiee', donnees: { ...stored, lignes: lignesAdresse(stored) } }];
  },
};

const situationFamiliale: ServerFormType = {
  tables: [],
  personField: null,
  check: () => ({}),
  summarize: ({ values }) => ({
    objet: `${libelleEvenementFamilial(values.evenement)} le ${fr(values.dateEvenement)}`,
    resume: [
      { libelle: 'Changement', valeur: libelleEvenementFamilial(values.evenement) },
      { libelle: 'Date', valeur: fr(values.dateEvenement) },
      ...(values.evenement === 'naissance'
        ? [{ libelle: 'Enfant', valeur: `${String(values.enfantPrenom)} ${String(values.enfantNom)}` }]
        : []),
      ...(values.commentaire ? [{ libelle: 'Commentaire', valeur: String(values.commentaire) }] : []),
    ],
  }),
};

const erreurIdentite: ServerFormType = {
  tables: [],
  personField: null,
  check: () => ({}),
  summarize: ({ values }) => ({
    objet: `Erreur signalée : ${libelleChampIdentite(values.champ).toLowerCase()}`,
    resume: [
      { libelle: 'Information erronée', valeur: libelleChampIdentite(values.champ) },
      { libelle: 'Information correcte', valeur: String(values.valeurCorrecte) },
      ...(values.commentaire ? [{ libelle: 'Commentaire', valeur: String(values.commentaire) }] : []),
    ],
  }),
};

const abonnement: ServerFormType = {
  tables: [],
  personField: null,
  check: () => ({}),
  summarize: ({ values }) => ({
    objet: 'Préférences de communication',
    resume: [
      {
        libelle: 'Courriers',
        valeur: values.dematerialisation ? 'En ligne uniquement (plus de papier)' : 'Par courrier papier',
      },
      ...alertesEmail.map((a) => ({ libelle: `Alerte : ${a.libelle}`, valeur: values[a.code] ? 'Oui' : 'Non' })),
    ],
  }),
  async apply({ trx, accountId, values }) {
    const alertes = Object.fromEntries(alertesEmail.map((a) => [a.code, values[a.code] === true]));
    // The new-payment alert is the one « Mes remboursements » sets too: its own row, one place.
    const { alerteRemboursement, ...autres } = alertes;
    await updateAbonnement(trx, accountId, { dematerialisation: values.dematerialisation === true, alertes: autres });
    await saveAlerte(trx, accountId, alerteRemboursement === true);
    return [
      { type: 'abonnement.modifie', donnees: { dematerialisation: values.dematerialisation === true, ...alertes } },
    ];
  },
};

export const profilFormTypes = {
  ribprestations,
  ribcotisations,
  rib,
  adresse,
  'situation-familiale': situationFamiliale,
  'erreur-identite': erreurIdentite,
  abonnement,
} satisfies Record<string, ServerFormType>;
