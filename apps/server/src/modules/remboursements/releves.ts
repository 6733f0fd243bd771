import { maskIban } from '@portail/shared/bank-masking';
import { civiliteAbregee } from '@portail/shared/profil/civilites';
import { type EditionReleve, editionReleveLibelles, type LigneRemboursement } from '@portail/shared/remboursements';
import type { Db } from '../../db/database.ts';
import type { ClientRow } from '../clients/clients-repository.ts';
import type { DocumentClient } from '../../pdf/documents/document-client.ts';
import { buildReleveRemboursements } from '../../pdf/documents/releve-remboursements.ts';
import { formatIsoDay } from '../../pdf/pdf-texts.ts';
import type { PdfDocument } from '../../pdf/pdf-document-schema.ts';
import type { ContratPortee } from './remboursements-repository.ts';

/* The four §3 statements of « Mes remboursements », built by the PDF module (decision 050). */

/** Which lines each edition holds: the paid ones; the member's or the professionals' for the santé pair. */
function lignesDeLEdition(edition: EditionReleve, lignes: readonly LigneRemboursement[]) {
  const payees = lignes.filter((l) => l.statut === 'paye');
  if (edition === 'RelevePrestationSante') return payees.filter((l) => l.destinataire === 'adherent');
  if (edition === 'RelevePrestationSanteTiers') return payees.filter((l) => l.destinataire === 'professionnel');
  return payees;
}

/** The issuing client as the PDF frame needs it: name, colour and logo of its branding. */
export async function documentClient(db: Db, client: ClientRow): Promise<DocumentClient> {
  const branding = client.branding as { primaryColor?: string; logoAsset?: string };
  const logo = branding.logoAsset
    ? await db
        .selectFrom('client_assets')
        .select(['content_type', 'data'])
        .where('client_id', '=', client.id)
        .where('name', '=', branding.logoAsset)
        .executeTakeFirst()
    : undefined;
  const type = logo?.content_type;
  return {
    libelle: client.libelle,
    primaryColor: branding.primaryColor ?? '#0E6674',
    ...(logo && (type === 'image/svg+xml' || type === 'image/png' || type === 'image/jpeg')
      ? { logo: { data: Buffer.from(logo.data), contentType: type } }
      : {}),
    // The client configuration holds no legal identity yet: its name, as the e-mails sign.
    legalMentions: [`${client.libelle} — relevé établi à partir des données de votre contrat.`],
  };
}

export function buildReleve(options: {
  edition: EditionReleve;
  client: DocumentClient;
  issuedAt: Date;
  contrat: ContratPortee;
  lecteur: { civilite: string | null; prenom: string; nom: string; numPers: string };
  periode: { du: string; au: string };
  lignes: readonly LigneRemboursement[];
}): PdfDocument {
  const { edition, contrat, lecteur, periode } = options;
  const lignes = lignesDeLEdition(edition, options.lignes);
  const tiers = edition === 'RelevePrestationSanteTiers';
  const [du, au] = [formatIsoDay(periode.du), formatIsoDay(periode.au)];
  return buildReleveRemboursements({
    client: options.client,
    issuedAt: options.issuedAt,
    contratNumero: contrat.numero,
    adherent: {
      civilite: civiliteAbregee(lecteur.civilite) ?? '',
      prenom: lecteur.prenom,
      nom: lecteur.nom,
      numeroAdherent: lecteur.numPers,
    },
    periode,
    compteCredite: tiers
      ? 'Professionnels de santé (tiers payant)'
      : contrat.rib
        ? maskIban(contrat.rib)
        : 'Aucun compte enregistré',
    title: editionReleveLibelles[edition],
    subject: `${editionReleveLibelles[edition]} du ${du} au ${au}`,
    ...(tiers ? { accountLabel: 'Payé à' } : {}),
    lignes: lignes.map((l) => ({
      dateSoins: l.dateSoins,
      beneficiaire: l.beneficiaire.prenom,
      nature: l.nombre > 1 ? `${l.acteLibelle} (× ${l.nombre})` : l.acteLibelle,
      fraisReels: l.fraisReels,
      baseSS: l.baseRemboursement,
      rembourseSS: l.montantSecu,
      rembourseMutuelle: l.montantMutuelle,
      resteACharge: l.resteAVotreCharge,
    })),
  });
}
