import type { FastifyRequest } from 'fastify';
import type { ReferentielEntry, ReferentielTable } from '@portail/shared/referentiels';
import type { Db } from '../../db/database.ts';
import type { StoredConfiguration } from '../clients/client-schemas.ts';
import type { OffresPourDemande } from '../contrats/contrat-detail-repository.ts';
import type { ContratDuMembre } from './demandes-repository.ts';

/*
 * What a form type is to the server: its checks beyond the shape, its summary for « Mes demandes »,
 * and what it writes. The types live here so that the modules defining form types (demandes,
 * profil) and the table gathering them (form-summaries.ts) depend on them, not on each other.
 */

export type Labels = Partial<Record<ReferentielTable, Map<string, ReferentielEntry>>>;

export interface FormContext {
  values: Record<string, unknown>;
  labels: Labels;
  contrat: ContratDuMembre;
  /** Loaded for the forms that say `needsOffres` (forms/garanties). */
  offres?: OffresPourDemande;
  /** The client's configuration (absent when the demo seed sums up its requests). */
  configuration?: StoredConfiguration;
}

/** What a form writes in the request's transaction besides the request: the change feed lines. */
export interface WriteContext {
  trx: Db;
  request: FastifyRequest;
  configuration: StoredConfiguration;
  personneId: number;
  accountId: string;
  contrat: ContratDuMembre;
  values: Record<string, unknown>;
  /** The reference tables of `tables`, as checked. */
  labels: Labels;
  demande: { id: number; numero: string };
  /** Handling « automatique »: the change is applied now, not by staff. */
  automatique: boolean;
}
export interface ChangeLine {
  type: string;
  donnees: Record<string, unknown>;
}

export interface ServerFormType {
  /** Reference tables whose codes the form uses. */
  tables: readonly ReferentielTable[];
  /** The field naming the person concerned, who must be on the contract. */
  personField: string | null;
  /** The form checks codes of offers and reinforcements (forms/garanties). */
  needsOffres?: boolean;
  check(context: FormContext): Record<string, string>;
  /**
   * What the member already has (his address as it is): the message saying so, and no request is
   * made (422 AUCUN_CHANGEMENT). Null when the form changes something.
   */
  nothingToChange?(context: FormContext & { db: Db; personneId: number }): Promise<string | null>;
  summarize(context: FormContext): { objet: string; resume: { libelle: string; valeur: string }[] };
  /** The document is required when staff handle the form (§5: the RIB in manual mode). */
  piecesEnGestionManuelle?(values: Record<string, unknown>): boolean;
  /**
   * A sensitive change (bank details): it needs a fresh security code (X-SecurityCode, VERIFY_AMF),
   * spent with the change, and the member is told by e-mail; the notice names the masked account.
   */
  sensible?(values: Record<string, unknown>): { ibanMasque: string } | null;
  /** Written whatever the handling mode (e.g. the signed SEPA mandate). */
  record?(context: WriteContext): Promise<ChangeLine[]>;
  /** Handling « automatique »: applies the change (decision 026); the request is then « traitée ». */
  apply?(context: WriteContext): Promise<ChangeLine[]>;
}
