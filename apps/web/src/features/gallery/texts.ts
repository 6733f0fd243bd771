/** Texts of the widget gallery (#/dev/widgets): realistic French content for each state. */
export const galleryTexts = {
  title: 'Galerie des composants',
  intro:
    'Chaque composant partagé du portail, dans chacun de ses états. Cette page de démonstration n’est pas reliée au menu.',
  unavailable: 'Cette page n’est disponible qu’en développement et en mode démonstration.',
  nav: 'Sommaire de la galerie',
  sections: {
    buttons: 'Boutons et en-tête de page',
    tabs: 'Onglets',
    accordions: 'Accordéons',
    radios: 'Boutons radio',
    dates: 'Sélecteur de date',
    identity: 'Numéro de sécurité sociale, mot de passe et code',
    bank: 'Coordonnées bancaires',
    uploads: 'Téléversement de fichiers',
    toasts: 'Notifications',
    formats: 'Formats d’affichage',
    modals: 'Fenêtres modales',
  },
  buttons: {
    primary: 'Envoyer ma demande',
    secondary: 'Télécharger l’attestation',
    ghost: 'Voir le détail',
    danger: 'Supprimer mon compte',
    small: 'Modifier',
    disabled: 'Indisponible',
    headerMain: 'Mes remboursements',
    headerSubtitle: 'Suivez vos remboursements de soins des 24 derniers mois.',
    headerTitle: 'Détail du remboursement du 12/03/2026',
    formButtonsDone: 'Formulaire validé.',
  },
  tabs: {
    byKey: 'Sélection par clé',
    byIndex: 'Sélection par index (onglet n° 2 choisi par la page)',
    selected: (key: string, index: number) => `Onglet choisi : « ${key} » (index ${index})`,
    items: [
      { key: 'top5', label: 'Top 5', content: 'Les cinq questions les plus posées par les adhérents ce mois-ci.' },
      {
        key: 'categories',
        label: 'Catégories',
        content: 'Remboursements, carte de tiers payant, adhésion, cotisations.',
      },
      { key: 'resultats', label: 'Résultats', content: '3 réponses correspondent à « carte tiers payant ».' },
    ],
  },
  accordions: {
    group: 'Groupe : un seul accordéon ouvert à la fois',
    error: 'Groupe mal déclaré : deux accordéons ouverts',
    items: [
      {
        key: 'delai',
        title: 'Quel est le délai de remboursement ?',
        content:
          'Vos remboursements sont versés sous 48 heures après réception de la télétransmission de votre caisse d’assurance maladie.',
      },
      {
        key: 'carte',
        title: 'Comment obtenir ma carte de tiers payant ?',
        content: 'Elle est téléchargeable à tout moment depuis la rubrique Documents de votre espace adhérent.',
      },
      {
        key: 'rib',
        title: 'Comment modifier mes coordonnées bancaires ?',
        content:
          'Depuis votre profil, rubrique Coordonnées bancaires : saisissez votre nouvel IBAN et joignez votre RIB.',
      },
    ],
  },
  radios: {
    yesNo: 'Souhaitez-vous recevoir vos relevés par e-mail ?',
    objects: 'Votre situation familiale',
    source: 'Mode de réception de la carte de tiers payant',
    mismatch: 'Groupe mal configuré',
    required: 'Bénéficiez-vous de la télétransmission ?',
    situations: [
      { code: 'CEL', libelle: 'Célibataire' },
      { code: 'MAR', libelle: 'Marié(e)' },
      { code: 'PAC', libelle: 'Pacsé(e)' },
    ],
    sourceValues: ['COURRIER', 'EMAIL'],
    sourceLabels: ['Par courrier', 'Par e-mail'],
    chosen: (value: string) => `Valeur : ${value}`,
  },
  dates: {
    birth: 'Date de naissance',
    care: 'Date des soins (jours ouvrés de 2026)',
    inverted: 'Date d’effet (minimum après le maximum : le maximum est retenu)',
    invalid: 'Date de l’accident (saisie erronée)',
  },
  identity: {
    password: 'Mot de passe',
    code: 'Code de sécurité reçu par SMS',
    codeError: 'Code de sécurité (incomplet)',
    nirError: 'Numéro saisi avec une clé erronée',
  },
  bank: { ibanWrong: 'IBAN (27 caractères manquants)', bicWrong: 'BIC (format erroné)' },
  uploads: {
    multi: 'Justificatifs de soins (3 fichiers au plus)',
    single: 'Photo de votre carte Vitale (un seul fichier)',
    form: 'Formulaire avec un justificatif obligatoire',
    formLabel: 'Ordonnance',
    sent: (count: number) => `Formulaire prêt à l’envoi avec ${count} fichier(s).`,
  },
  toasts: {
    danger: 'La demande a échoué',
    info: 'Votre relevé de prestations sera disponible demain.',
    success: 'Votre demande a bien été prise en compte',
    warning: 'Votre session expire dans 5 minutes.',
    show: (type: string) => `Afficher une notification « ${type} »`,
  },
  formats: {
    sizes: 'Tailles de fichiers',
    truncation: 'Troncature à 25 caractères',
    fileTypes: 'Types de fichiers',
    contracts: 'Libellés de contrat',
    dates: 'Dates',
    longName: 'Attestation de droits à l’assurance maladie 2026.pdf',
  },
} as const;

export const galleryModalTexts = {
  open: {
    info: 'Modale d’information',
    infoUntitled: 'Modale d’information sans titre',
    cms: 'Message CMS',
    frame: 'Lien externe intégré',
    faq: 'Question de la FAQ',
    consent: 'Consentements',
    services: 'Services externes',
    noContract: 'Aucun contrat (bloquante)',
    bank: 'Coordonnées bancaires',
    mfa: 'Double authentification',
  },
  infoTitle: 'Demande enregistrée',
  infoText:
    'Votre demande de prise en charge hospitalière a bien été transmise. Vous recevrez une réponse sous 48 heures.',
  infoUntitledText: 'Vos documents sont en cours de préparation.',
  cmsTitle: 'Nouveauté : votre carte de tiers payant 2026',
  cmsText:
    'Votre nouvelle carte de tiers payant est disponible dans la rubrique Documents. Pensez à la présenter à vos professionnels de santé dès le 1er janvier.',
  frameTitle: 'Trouver un professionnel de santé',
  frameUrl: 'https://www.example.org/annuaire-sante',
  frameDoc:
    '<!doctype html><html lang="fr"><head><title>Annuaire santé</title></head><body><h1>Annuaire des professionnels de santé</h1><p>Contenu d’un site partenaire affiché dans le portail.</p></body></html>',
  faqTitle: 'Comment obtenir ma carte de tiers payant ?',
  faqAnswer:
    'Votre carte de tiers payant est téléchargeable à tout moment depuis la rubrique Documents de votre espace adhérent. Vous pouvez aussi la recevoir par courrier sur simple demande.',
  faqRelated: [
    { title: 'Que faire si ma carte de tiers payant est refusée ?', clickCode: 'faq-42' },
    { title: 'Comment ajouter un bénéficiaire à mon contrat ?', clickCode: 'faq-17' },
  ],
  consents: [
    { nom: 'newsletter', libelle: 'Recevoir par e-mail les actualités et conseils santé de votre mutuelle.' },
    { nom: 'enquetes', libelle: 'Être sollicité(e) pour des enquêtes de satisfaction.' },
  ],
  services: [
    {
      reseau: 'Santéclair',
      url: 'https://www.example.org/santeclair',
      icon: 'reseau',
      description:
        'Trouvez un opticien, un dentiste ou un audioprothésiste partenaire et bénéficiez de tarifs négociés.',
    },
    {
      reseau: 'Itelis',
      url: 'https://www.example.org/itelis',
      imageForm: 'covers',
      description: 'Réseau de soins partenaire : optique, dentaire et audition.',
    },
    {
      reseau: 'Téléconsultation',
      url: 'https://www.example.org/teleconsultation',
      imageForm: 'contain',
      description: 'Consultez un médecin généraliste par vidéo, 7 jours sur 7.',
    },
  ],
  bankContrat: {
    numContrat: 'C-2024-00017',
    nomOffre: 'Santé Sérénité',
    rib: 'FR76 •••• •••• •••• •••• ••• 189',
    codeModePaiement: 'VIR',
    hadRib: true,
  },
  mfaContact: '06 •• •• •• 42',
  feedbackThanks: 'Nous vous remercions pour votre retour',
  consentThanks: 'Nous avons bien pris en compte votre consentement.',
  codeResent: "Un code de sécurité vient d'être renvoyé.",
  codeVerified: 'Votre code de sécurité a été vérifié avec succès.',
  bankSaved: 'Votre demande a bien été prise en compte',
  lastEvent: (text: string) => `Dernier événement : ${text}`,
} as const;
