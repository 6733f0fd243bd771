import type { PublicClientConfig } from '@portail/shared/client-config';
import type { Contrat } from '@portail/shared/contrats';
import type { CurrentUser } from '@portail/shared/current-user';

export function clientConfigFixture(overrides: Partial<PublicClientConfig> = {}): PublicClientConfig {
  return {
    code: 'demo',
    libelle: 'Mutuelle Démo',
    dataCollectActivated: false,
    isDonneesROMonegasquesActivated: false,
    oidcExternalProvider: null,
    autresClients: [],
    fonctionnalites: {
      creationCompteAutreActe: { isActivated: true, isActivatedPerContract: {} },
      forgotUsernameAutreActe: { isActivated: true, isActivatedPerContract: {} },
    },
    configuration: {
      createAccountAuthMode: 'individual',
      tailleMaxPrenomNom: 50,
      registerAttemptNumber: 3,
      registerAttemptNumberAfterMessage: '',
      isCodePostalVerifiedOnAccountCreation: false,
      isRegisterVerifyEmail: true,
      registerEmailMessage: '',
      isRegisterVerifyIban: false,
      isRegisterIbanObligatoire: false,
      registerIbanMessage: '',
      consentements: [],
      delaiToasts: null,
      amfSmsActivated: false,
      isCheckBirthdayForgotPasswordActivated: false,
      passwordRequiredLength: 8,
      registerFailureMessage: '',
      accountLinkHours: 48,
      dematerialisation: { showPopupOnRegister: false, showPopupOnActivation: false },
      formulaires: {},
      sepa: null,
    },
    branding: {
      logoUrl: '/api/clients/assets/logo',
      logoAlt: 'Mutuelle Démo, accueil',
      logoLinkUrl: 'https://www.example.org/',
      backgroundImageUrl: null,
      primaryColor: '#005a9c',
      primaryInk: '#005a9c',
      loginText: '',
      errorPageText: 'Le service est indisponible.',
      charteImages: [],
    },
    mobileApp: {
      enabled: false,
      title: 'Notre application',
      text: '',
      appleStoreUrl: null,
      googleStoreUrl: null,
      urlSchemes: [],
    },
    socialLinks: { twitter: null, facebook: null },
    ...overrides,
  };
}

export function userFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    userName: 'marie.dupont@example.org',
    email: 'marie.dupont@example.org',
    nom: 'Dupont',
    prenom: 'Marie',
    codeCivilite: 'MME',
    roles: ['User'],
    isConsultant: false,
    ...overrides,
  };
}

export function contratFixture(overrides: Partial<Contrat> = {}): Contrat {
  return {
    numeroContratIndividuel: 'C001',
    nomOffre: 'Santé Essentielle',
    categorie: 'sante',
    isSouscripteur: true,
    etat: 'valide',
    isActif: true,
    IsPrecontentieux: false,
    modalitePaiementPrestation: { rib: null, codeModePaiement: null, isMissing: false },
    ...overrides,
  };
}
