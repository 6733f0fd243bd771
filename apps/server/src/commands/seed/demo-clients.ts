import type { ClientInput } from '../../modules/clients/client-schemas.ts';

/** Support line shown in texts; 01 99 00 … is a range ARCEP reserves for fiction. */
const supportDemo = '01 99 00 12 34';
const supportLittoral = '01 99 00 56 78';

const allFeatures = {
  creationCompteAutreActe: true,
  forgotUsernameAutreActe: true,
  consentementCGUCreationCompteAutreActe: true,
};

const demo: ClientInput = {
  code: 'demo',
  libelle: 'Mutuelle Démo',
  hosts: ['localhost', '127.0.0.1'],
  isDefault: true,
  dataCollectActivated: true,
  isDonneesROMonegasquesActivated: false,
  oidcExternalProvider: null,
  fonctionnalites: allFeatures,
  configuration: {
    createAccountAuthMode: 'oneOfTwo',
    tailleMaxPrenomNom: 50,
    registerAttemptNumber: 5,
    registerAttemptNumberAfterMessage: `Vous avez atteint le nombre maximal de tentatives de création de compte. Notre service adhérents peut vous aider au ${supportDemo}, du lundi au vendredi de 8 h 30 à 18 h.`,
    isCodePostalVerifiedOnAccountCreation: true,
    isRegisterVerifyEmail: true,
    registerEmailMessage:
      'Un e-mail vient de vous être envoyé. Cliquez sur le lien qu’il contient pour confirmer votre adresse et activer votre compte.',
    isRegisterVerifyIban: true,
    isRegisterIbanObligatoire: false,
    registerIbanMessage: 'Saisissez les 4 derniers caractères de l’IBAN sur lequel vous recevez vos remboursements.',
    consentements: [
      { nom: 'newsletter', libelle: 'J’accepte de recevoir les actualités de ma mutuelle par e-mail' },
      { nom: 'enquetes', libelle: 'J’accepte d’être sollicité(e) pour des enquêtes de satisfaction' },
    ],
    delaiToasts: 6,
    sepa: { ics: 'FR72ZZZ123456', creancier: 'Mutuelle Démo', adresseCreancier: '10 rue de la Santé, 75014 Paris' },
    amfSmsActivated: true,
    isCheckBirthdayForgotPasswordActivated: true,
    passwordRequiredLength: 8,
    registerFailureMessage: `Nous n’avons pas pu vous identifier avec ces informations. Vérifiez votre saisie ou contactez-nous au ${supportDemo}.`,
    dematerialisation: { showPopupOnRegister: true, showPopupOnActivation: true },
    editions: {
      mentionsLegales: [
        'Mutuelle Démo, mutuelle régie par le livre II du Code de la mutualité, SIREN 000 000 000 (fictif).',
        'Siège social : 1 place de la Démonstration, 44000 Nantes. Organisme soumis au contrôle de l’ACPR, 4 place de Budapest, CS 92459, 75436 Paris Cedex 09.',
      ],
      // Fictitious AMC number; « SP » convention with the routing criterion of a demo operator.
      carteTP: {
        numeroAmc: '123456789',
        typeConvention: 'SP',
        critereRoutage: 'SP 38',
        telephoneProfessionnels: supportDemo,
      },
    },
  },
  branding: {
    logoAlt: 'Mutuelle Démo',
    logoLinkUrl: 'https://www.mutuelle-demo.fr',
    primaryColor: '#0E6674',
    loginText:
      'Bienvenue dans votre espace adhérent : suivez vos remboursements, consultez vos garanties et retrouvez vos documents, où que vous soyez.',
    errorPageText: `Le service est momentanément indisponible. Merci de réessayer dans quelques instants. En cas d’urgence, notre service adhérents vous répond au ${supportDemo}, du lundi au vendredi de 8 h 30 à 18 h.`,
    logoAsset: 'logo',
    backgroundAsset: 'background',
    charteAssets: [],
    mobileApp: {
      enabled: true,
      title: 'Mutuelle Démo, l’appli',
      text: 'Vos remboursements et votre carte de tiers payant toujours à portée de main.',
      appleStoreUrl: 'https://apps.apple.com/fr/app/mutuelle-demo/id6450000001',
      googleStoreUrl: 'https://play.google.com/store/apps/details?id=fr.mutuelledemo.adherent',
      urlSchemes: ['mutuelledemo'],
    },
    socialLinks: {
      twitter: { url: 'https://twitter.com/MutuelleDemo', label: 'Mutuelle Démo sur X (Twitter)' },
      facebook: { url: 'https://www.facebook.com/MutuelleDemo', label: 'Mutuelle Démo sur Facebook' },
    },
  },
  assets: [
    { name: 'logo', contentType: 'image/svg+xml', file: 'assets/demo-logo.svg' },
    { name: 'background', contentType: 'image/svg+xml', file: 'assets/demo-background.svg' },
  ],
};

const littoral: ClientInput = {
  code: 'littoral',
  libelle: 'Mutuelle du Littoral',
  hosts: ['littoral.localhost'],
  isDefault: false,
  dataCollectActivated: false,
  isDonneesROMonegasquesActivated: false,
  oidcExternalProvider: null,
  fonctionnalites: { ...allFeatures, forgotUsernameAutreActe: false },
  configuration: {
    ...demo.configuration,
    // Each client its own forms: no hospital agreement online, no acknowledgement e-mail for contact;
    // bank details applied at once (no RIB document), an address change checked by staff first.
    formulaires: {
      'pec/hospi': { offert: false },
      'contact/v2': { accuseReception: false },
      ribprestations: { modeGestion: 'automatique' },
      ribcotisations: { modeGestion: 'automatique' },
      rib: { modeGestion: 'automatique' },
      adresse: { modeGestion: 'manuel' },
    },
    editions: {
      mentionsLegales: [
        'Mutuelle du Littoral, mutuelle régie par le livre II du Code de la mutualité, SIREN 000 000 001 (fictif).',
      ],
      carteTP: {
        numeroAmc: '987654321',
        typeConvention: 'IS',
        critereRoutage: 'IS 12',
        telephoneProfessionnels: supportLittoral,
      },
    },
    sepa: {
      ics: 'FR19ZZZ654321',
      creancier: 'Mutuelle du Littoral',
      adresseCreancier: '2 quai de la Fosse, 44000 Nantes',
    },
    createAccountAuthMode: 'NIR',
    tailleMaxPrenomNom: 40,
    registerAttemptNumber: 3,
    registerAttemptNumberAfterMessage: `Trop de tentatives de création de compte. Appelez-nous au ${supportLittoral} pour finaliser votre inscription.`,
    isCodePostalVerifiedOnAccountCreation: false,
    isRegisterVerifyIban: false,
    consentements: [
      { nom: 'newsletter', libelle: 'J’accepte de recevoir la lettre d’information de la Mutuelle du Littoral' },
    ],
    delaiToasts: 5,
    isCheckBirthdayForgotPasswordActivated: false,
    passwordRequiredLength: 10,
    registerFailureMessage: `Nous n’avons pas retrouvé votre dossier. Vérifiez votre numéro de sécurité sociale ou appelez-nous au ${supportLittoral}.`,
    dematerialisation: { showPopupOnRegister: false, showPopupOnActivation: true },
  },
  branding: {
    logoAlt: 'Mutuelle du Littoral',
    logoLinkUrl: 'https://www.mutuelle-du-littoral.fr',
    primaryColor: '#1D5B99',
    loginText:
      'Votre mutuelle de la côte, à vos côtés : retrouvez ici vos contrats, vos remboursements et vos démarches.',
    errorPageText: `Votre espace est en maintenance pour quelques instants. Pour toute demande urgente, contactez votre agence au ${supportLittoral}.`,
    logoAsset: 'logo',
    backgroundAsset: 'background',
    charteAssets: [],
    mobileApp: { enabled: false, title: '', text: '', appleStoreUrl: null, googleStoreUrl: null, urlSchemes: [] },
    socialLinks: { twitter: null, facebook: null },
  },
  assets: [
    { name: 'logo', contentType: 'image/svg+xml', file: 'assets/littoral-logo.svg' },
    { name: 'background', contentType: 'image/svg+xml', file: 'assets/littoral-background.svg' },
  ],
};

/** A client whose members sign in with an external OIDC provider: most login routes are closed (§2). */
const horizon: ClientInput = {
  code: 'horizon',
  libelle: 'Prévoyance Horizon',
  hosts: ['horizon.localhost'],
  isDefault: false,
  dataCollectActivated: false,
  isDonneesROMonegasquesActivated: false,
  oidcExternalProvider: { name: 'Horizon Connect', loginUrl: 'https://connexion.prevoyance-horizon.fr/auth' },
  fonctionnalites: {
    creationCompteAutreActe: false,
    forgotUsernameAutreActe: false,
    consentementCGUCreationCompteAutreActe: true,
  },
  configuration: {
    ...demo.configuration,
    createAccountAuthMode: 'all',
    consentements: [],
    delaiToasts: null,
    isCheckBirthdayForgotPasswordActivated: false,
    registerAttemptNumberAfterMessage: 'La création de compte se fait depuis Horizon Connect.',
    registerFailureMessage: 'La création de compte se fait depuis Horizon Connect.',
    // Prévoyance only: no tiers-payant card; documents use the default legal mention.
    editions: undefined,
    dematerialisation: { showPopupOnRegister: false, showPopupOnActivation: false },
    sepa: null,
  },
  branding: {
    logoAlt: 'Prévoyance Horizon',
    logoLinkUrl: 'https://www.prevoyance-horizon.fr',
    primaryColor: '#9A3F12',
    loginText: 'Connectez-vous avec votre compte Horizon Connect pour accéder à vos garanties prévoyance.',
    errorPageText:
      'Le service est momentanément indisponible. Merci de réessayer plus tard ou de contacter votre conseiller Prévoyance Horizon.',
    logoAsset: 'logo',
    backgroundAsset: 'background',
    charteAssets: [],
    mobileApp: {
      enabled: true,
      title: 'Horizon',
      text: 'Suivez vos indemnités et vos attestations depuis votre téléphone.',
      appleStoreUrl: 'https://apps.apple.com/fr/app/prevoyance-horizon/id6450000002',
      googleStoreUrl: 'https://play.google.com/store/apps/details?id=fr.prevoyancehorizon.app',
      urlSchemes: ['horizon'],
    },
    socialLinks: {
      twitter: null,
      facebook: { url: 'https://www.facebook.com/PrevoyanceHorizon', label: 'Prévoyance Horizon sur Facebook' },
    },
  },
  assets: [
    { name: 'logo', contentType: 'image/svg+xml', file: 'assets/horizon-logo.svg' },
    { name: 'background', contentType: 'image/svg+xml', file: 'assets/horizon-background.svg' },
  ],
};

/** The demo clients, default first; validated with clientInputSchema when seeded. */
export const demoClients: readonly ClientInput[] = [demo, littoral, horizon];

/** Members of each client, as import files (docs/import.md). */
export const demoMemberFiles = [
  { clientCode: 'demo', file: 'demo-members.jsonl' },
  { clientCode: 'littoral', file: 'littoral-members.jsonl' },
  { clientCode: 'horizon', file: 'horizon-members.jsonl' },
] as const;
