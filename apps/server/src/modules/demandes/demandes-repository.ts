import { type Insertable, sql } from 'kysely';
import type { StatutDemande } from '@portail/shared/demandes';
import type { Db } from '../../db/database.ts';
import { sealDocument, sensitiveDocuments } from '../../db/sensitive-fields.ts';
import type { DemandeTable } from '../../db/schema.ts';

/* SQL of the requests (demandes): the engine's writes, the member's reads. */

export interface ContratDuMembre {
  id: number;
  numero: string;
  categorie: 'sante' | 'prevoyance';
  souscripteurId: number;
  /** Everyone on the contract: the holder first, then the beneficiaries. */
  personnes: { id: number; numPers: string; nom: string; prenom: string }[];
}

/** The contract (by number) of this client that the person holds or benefits from, with its people. */
export async function findContratDuMembre(
  db: Db,
  clientId: number,
  personneId: number,
  numero: string,
): Promise<ContratDuMembre | undefined> {
  const contrat = await db
    .selectFrom('contrats as c')
    .select(['c.id', 'c.numero_contrat_individuel as numero', 'c.categorie', 'c.souscripteur_id as souscripteurId'])
    .where('c.client_id', '=', clientId)
    .where('c.numero_contrat_individuel', '=', numero)
    .where((eb) =>
      eb.or([
        eb('c.souscripteur_id', '=', personneId),
        eb('c.id', 'in', eb.selectFrom('beneficiaires').select('contrat_id').where('personne_id', '=', personneId)),
      ]),
    )
    .executeTakeFirst();
  if (!contrat) return undefined;
  const personnes = await db
    .selectFrom('personnes as p')
    .select(['p.id', 'p.num_pers as numPers', 'p.nom', 'p.prenom'])
    .where((eb) =>
      eb.or([
        eb('p.id', '=', contrat.souscripteurId),
        eb('p.id', 'in', eb.selectFrom('beneficiaires').select('personne_id').where('contrat_id', '=', contrat.id)),
      ]),
    )
    .orderBy(sql`p.id = ${contrat.souscripteurId}`, 'desc')
    .orderBy('p.date_naissance')
    .execute();
  return { ...contrat, personnes };
}

/** Uploads of this account among these names, with whether a request already took them. */
export async function findUploads(db: Db, accountId: string, remoteNames: readonly string[]) {
  if (remoteNames.length === 0) return [];
  return db
    .selectFrom('uploads')
    .select(['remote_name', 'original_name', 'size', 'content_type', 'attached_at'])
    .where('account_id', '=', accountId)
    .where('remote_name', 'in', remoteNames)
    .execute();
}

export async function insertDemande(
  trx: Db,
  demande: Omit<Insertable<DemandeTable>, 'payload'> & { payload: Record<string, unknown> },
): Promise<{ id: number; numero: string }> {
  return (
    trx
      .insertInto('demandes')
      // A NIR or an IBAN among the form's values is stored sealed (decision 048).
      .values({ ...demande, payload: JSON.stringify(sealDocument(sensitiveDocuments.demandePayload, demande.payload)) })
      .returning(['id', 'numero'])
      .executeTakeFirstOrThrow()
  );
}

export async function insertEvenement(
  trx: Db,
  evenement: {
    demandeId: number;
    statut: StatutDemande;
    motif?: string | null;
    auteur: 'adherent' | 'gestionnaire' | 'systeme';
    accountId: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('demande_evenements')
    .values({
      demande_id: evenement.demandeId,
      statut: evenement.statut,
      motif: evenement.motif ?? null,
      auteur: evenement.auteur,
      auteur_account_id: evenement.accountId,
    })
    .execute();
}

/**
 * Joins uploads to a request (and to a message of it); each file is taken once: false when one of
 * them was taken meanwhile (the caller's transaction then rolls back).
 */
export async function attachPieces(
  trx: Db,
  demandeId: number,
  messageId: number | null,
  remoteNames: readonly string[],
): Promise<boolean> {
  if (remoteNames.length === 0) return true;
  const taken = await trx
    .updateTable('uploads')
    .set({ attached_at: sql<Date>`now()` })
    .where('remote_name', 'in', remoteNames)
    .where('attached_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== remoteNames.length) return false;
  await trx
    .insertInto('demande_pieces')
    .values(remoteNames.map((remote_name) => ({ demande_id: demandeId, message_id: messageId, remote_name })))
    .execute();
  return true;
}

export async function insertMessage(
  trx: Db,
  message: { demandeId: number; auteur: 'adherent' | 'gestionnaire'; accountId: string | null; texte: string },
): Promise<number> {
  const row = await trx
    .insertInto('demande_messages')
    .values({
      demande_id: message.demandeId,
      auteur: message.auteur,
      auteur_account_id: message.accountId,
      texte: message.texte,
      // The member's own words are read by him by definition.
      lu_par_adherent_at: message.auteur === 'adherent' ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves the status, only from the status (and version) the caller read: a concurrent change
 * makes it return false rather than overwrite.
 */
export async function updateStatut(
  trx: Db,
  demandeId: number,
  from: { statut: StatutDemande; version: number },
  to: { statut: StatutDemande; motifRefus: string | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('demandes')
    .set({
      statut: to.statut,
      motif_refus: to.motifRefus,
      version: sql<number>`version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', demandeId)
    .where('statut', '=', from.statut)
    .where('version', '=', from.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchDemande(trx: Db, demandeId: number): Promise<void> {
  await trx
    .updateTable('demandes')
    .set({ updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', demandeId)
    .execute();
}
