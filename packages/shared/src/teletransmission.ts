/*
 * Why the NOEMIE link (télétransmission: the health fund sends the claims to the mutuelle) is off
 * for a person: a reference table of codes, sent by the management system in the member import
 * (`motifRefusTeletransmission`) and shown in French. Documented in docs/import.md and decision 024.
 */

export const motifsRefusTeletransmission = {
  AUTRE_ORGANISME: 'Un autre organisme complémentaire est déjà relié à votre caisse d’assurance maladie.',
  IDENTITE_DISCORDANTE:
    'Les informations d’identité (nom, date de naissance, numéro de sécurité sociale) diffèrent de celles de votre caisse d’assurance maladie.',
  CHANGEMENT_CAISSE: 'Vous avez changé de caisse d’assurance maladie : la liaison doit être refaite avec la nouvelle.',
  NIR_MANQUANT: 'Votre numéro de sécurité sociale ne nous a pas été communiqué.',
  REFUS_ASSURE: 'Vous avez demandé à ne pas bénéficier de la télétransmission.',
  REJET_CAISSE: 'Votre caisse d’assurance maladie a refusé la liaison.',
  EN_COURS: 'La liaison avec votre caisse d’assurance maladie est en cours de mise en place.',
  REGIME_NON_RELIE: 'Votre régime d’assurance maladie ne transmet pas les remboursements par télétransmission.',
} as const;

export type MotifRefusTeletransmission = keyof typeof motifsRefusTeletransmission;
export const codesMotifRefusTeletransmission = Object.keys(motifsRefusTeletransmission) as [
  MotifRefusTeletransmission,
  ...MotifRefusTeletransmission[],
];

/** The French reason; a code this version does not know is shown as a generic sentence, never as a code. */
export function libelleMotifRefus(code: string | null): string | null {
  if (code === null) return null;
  return Object.hasOwn(motifsRefusTeletransmission, code)
    ? motifsRefusTeletransmission[code as MotifRefusTeletransmission]
    : 'La télétransmission n’est pas active : contactez votre mutuelle pour en connaître la raison.';
}
