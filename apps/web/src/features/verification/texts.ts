/** « Vérifier un document »: the public page the QR code of an issued document opens. */
export const verificationTexts = {
  title: 'Vérifier un document',
  lead: 'Un professionnel de santé, un bailleur ou un employeur peut vérifier ici qu’une attestation, une carte de tiers payant ou une situation contractuelle a bien été émise par notre mutuelle. Saisissez le code imprimé en bas du document, ou scannez son QR code.',
  code: 'Code de vérification',
  hint: '12 caractères, par exemple 7K3M-Q9XZ-2F4D',
  submit: 'Vérifier',
  checking: 'Vérification en cours…',
  resultTitle: 'Résultat de la vérification',
  document: 'Document',
  organisme: 'Organisme',
  emisLe: 'Émis le',
  valableJusquau: 'Valable jusqu’au',
  titulaire: 'Titulaire',
  privacy:
    'Seuls le nom du document, ses dates et l’initiale du nom du titulaire sont affichés : aucune autre donnée de l’adhérent.',
  retry: 'Vérifier un autre code',
} as const;
