import type { PdfDocument } from '../pdf-document-schema.ts';

/** The issuing client as documents need it: branding from client_assets, legal identity from its configuration. */
export interface DocumentClient {
  libelle: string;
  primaryColor: string;
  logo?: { data: Buffer; contentType: 'image/svg+xml' | 'image/png' | 'image/jpeg' };
  /** The insurer's legal identity, printed in every footer. */
  legalMentions: string[];
}

/** A person as documents print them: « Mme Marie DUPONT ». */
export function personName(person: { civilite?: string; prenom: string; nom: string }): string {
  return [person.civilite, person.prenom, person.nom.toLocaleUpperCase('fr-FR')].filter(Boolean).join(' ');
}

/** The parts of a document that come from the client, the same for every document kind. */
export function clientFrame(client: DocumentClient): Pick<PdfDocument, 'lang' | 'client' | 'legalMentions'> {
  return {
    lang: 'fr-FR',
    client: {
      libelle: client.libelle,
      primaryColor: client.primaryColor,
      ...(client.logo ? { logo: client.logo } : {}),
    },
    legalMentions: client.legalMentions,
  };
}
