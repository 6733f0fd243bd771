import type { FastifyRequest } from 'fastify';
import { demandeMessages } from '@portail/shared/demandes';
import { formatMo } from '@portail/shared/format';
import {
  type FormDefinition,
  formDefinitions,
  engineMessages,
  type FormResponse,
} from '@portail/shared/forms/catalogue';
import { formOptionsFor, type FormType } from '@portail/shared/forms/form-rules';
import { formSuccessMessage, type UploaderOptions } from '@portail/shared/forms/form-options';
import { uploadMessages } from '@portail/shared/file-types';
import { defaultHttpMessage } from '@portail/shared/messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import { requireAccount } from '../../plugins/session.ts';
import { insertChangement } from '../changements/changements-repository.ts';
import { clientConfiguration } from '../identity/identity-deps.ts';
import { findOffresPourDemande } from '../contrats/contrat-detail-repository.ts';
import type { SecurityCodes } from '../mfa/security-codes.ts';
import { profilMails } from '../profil/profil-mails.ts';
import { entryLabels } from '../referentiels/referentiels-repository.ts';
import { demandeMails } from './demande-mails.ts';
import {
  attachPieces,
  type ContratDuMembre,
  findContratDuMembre,
  findUploads,
  insertDemande,
  insertEvenement,
} from './demandes-repository.ts';
import { serverFormTypes } from './form-summaries.ts';
import type { ChangeLine, Labels, WriteContext } from './form-type.ts';

/*
 * The request engine (decision 022): every `forms/*` submission of the member area goes through
 * here. It checks who may send the form, for which contract and person, the reference codes and
 * the attachments, then writes the request, its first status, its attachments, the change feed
 * entry and the acknowledgement e-mail in one transaction.
 */

export { engineMessages };

const invalid = (errors: Record<string, string>) => new AppError(400, 'VALIDATION', defaultHttpMessage(400), errors);

export interface CheckedPiece {
  remoteName: string;
  nomFichier: string;
  contentType: string;
  taille: number;
}

/** The uploads named by the form: this account's, not yet taken, within the form's uploader options. */
export async function checkPieces(
  db: Db,
  accountId: string,
  pieces: readonly { remoteFileName: string }[],
  options: UploaderOptions,
  field = 'pieces',
): Promise<CheckedPiece[]> {
  const names = [...new Set(pieces.map((p) => p.remoteFileName))];
  const rows = await findUploads(db, accountId, names);
  if (rows.length !== names.length || rows.some((r) => r.attached_at !== null))
    throw invalid({ [field]: demandeMessages.pieceUnknown });
  if (rows.length > options.queueLimit) throw invalid({ [field]: demandeMessages.piecesTooMany(options.queueLimit) });
  const types = options.authorizedTypes.map((t) => `.${t}`).join(', ');
  for (const row of rows) {
    const extension = row.remote_name.split('.').pop() ?? '';
    if (!options.authorizedTypes.includes(extension)) throw invalid({ [field]: demandeMessages.pieceType(types) });
    if (row.size > options.maxFileSize)
      throw invalid({ [field]: demandeMessages.pieceTooLarge(formatMo(options.maxFileSize)) });
  }
  if (rows.reduce((total, r) => total + r.size, 0) > options.totalQueueSize)
    throw invalid({ [field]: demandeMessages.piecesTooLarge(formatMo(options.totalQueueSize)) });
  return rows.map((r) => ({
    remoteName: r.remote_name,
    nomFichier: r.original_name,
    contentType: r.content_type,
    taille: r.size,
  }));
}

/** The contract of X-NumContrat, checked for this form: category, holder-only, person concerned. */
async function checkContrat(
  db: Db,
  request: FastifyRequest,
  personneId: number,
  definition: FormDefinition,
): Promise<ContratDuMembre> {
  if (!request.numContrat) throw new AppError(400, 'CONTRAT_REQUIS', engineMessages.contratRequired);
  const contrat = await findContratDuMembre(db, request.client.id, personneId, request.numContrat);
  if (!contrat) throw new AppError(400, 'CONTRAT_REQUIS', engineMessages.contratRequired);
  if (definition.categorieContrat && definition.categorieContrat !== contrat.categorie)
    throw new AppError(403, 'FORMULAIRE_HORS_CONTRAT', engineMessages.notForContrat);
  const isHolder = contrat.souscripteurId === personneId;
  if (definition.portee === 'Contrat' && !isHolder)
    throw new AppError(403, 'SOUSCRIPTEUR_SEULEMENT', engineMessages.holderOnly);
  return contrat;
}

/** Before the body is read: a form the client does not offer is refused as such, whatever was sent. */
export function refuseIfNotOffered(request: FastifyRequest, type: FormType): void {
  if (!formOptionsFor(type, clientConfiguration(request).formulaires).offert)
    throw new AppError(403, 'FORMULAIRE_NON_PROPOSE', engineMessages.notOffered);
}

export async function submitForm(
  { db, publicUrl, codes }: { db: Db; publicUrl: string; codes: SecurityCodes },
  request: FastifyRequest,
  type: FormType,
  values: Record<string, unknown> & { pieces: { remoteFileName: string }[] },
): Promise<FormResponse> {
  const session = requireAccount(request);
  const personneId = session.personneId!;
  const definition: FormDefinition = formDefinitions[type];
  const server = serverFormTypes[type];
  const configuration = clientConfiguration(request);
  const options = formOptionsFor(type, configuration.formulaires);
  // Applied at once when the client says so and the form knows how (decision 026).
  const automatique = options.modeGestion === 'automatique' && server.apply !== undefined;

  const personField = server.personField;
  const contrat = await checkContrat(db, request, personneId, definition);
  if (personField) {
    const person = contrat.personnes.find((p) => p.numPers === values[personField]);
    if (!person) throw invalid({ [personField]: engineMessages.personNotOnContrat });
    if (contrat.souscripteurId !== personneId && person.id !== personneId)
      throw invalid({ [personField]: engineMessages.beneficiaryForHimself });
  }
  const labels: Labels = {};
  for (const table of server.tables) labels[table] = await entryLabels(db, request.client.id, table);
  const offres = server.needsOffres ? await findOffresPourDemande(db, request.client.id, contrat.id) : undefined;
  const context = { values, labels, contrat, configuration, ...(offres ? { offres } : {}) };
  const errors = server.check(context);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const unchanged = await server.nothingToChange?.({ ...context, db, personneId });
  if (unchanged) throw new AppError(422, 'AUCUN_CHANGEMENT', unchanged);
  if (!automatique && values.pieces.length === 0 && server.piecesEnGestionManuelle?.(values))
    throw invalid({ pieces: uploadMessages.required });
  const pieces = await checkPieces(db, session.accountId, values.pieces, options.pieces);
  // A sensitive change needs a fresh security code of this account, spent in the change's transaction.
  const sensible = server.sensible?.(values) ?? null;
  const codeId = sensible
    ? await codes.requireVerified(request, session.accountId, ['VERIFY_AMF', 'VERIFY_SMS_AMF'])
    : null;

  const { objet, resume } = server.summarize(context);
  const submitter = contrat.personnes.find((p) => p.id === personneId);
  const mail = await buildMailContext(db, request, publicUrl);
  const isEnvoiArActivated = options.accuseReception;
  const created = await db.transaction().execute(async (trx) => {
    const demande = await insertDemande(trx, {
      client_id: request.client.id,
      account_id: session.accountId,
      personne_id: personneId,
      contrat_id: contrat.id,
      type,
      objet: objet.slice(0, 200),
      payload: { valeurs: { ...values, pieces: pieces.map((p) => p.remoteName) }, resume },
      statut: automatique ? 'traitee' : 'recue',
      mode_gestion: automatique ? 'automatique' : 'manuel',
    });
    await insertEvenement(trx, {
      demandeId: demande.id,
      statut: 'recue',
      auteur: 'adherent',
      accountId: session.accountId,
    });
    if (automatique)
      await insertEvenement(trx, { demandeId: demande.id, statut: 'traitee', auteur: 'systeme', accountId: null });
    if (
      !(await attachPieces(
        trx,
        demande.id,
        null,
        pieces.map((p) => p.remoteName),
      ))
    )
      throw invalid({ pieces: demandeMessages.pieceTaken });
    await insertChangement(trx, {
      clientId: request.client.id,
      type: 'demande.creee',
      numPers: submitter?.numPers ?? null,
      numeroContrat: contrat.numero,
      demandeNumero: demande.numero,
      donnees: { typeDemande: type, objet, valeurs: values, pieces: pieces.map((p) => p.nomFichier) },
    });
    const write: WriteContext = {
      trx,
      request,
      configuration,
      personneId,
      accountId: session.accountId,
      contrat,
      values,
      labels,
      demande,
      automatique,
    };
    const lines: ChangeLine[] = [
      ...((await server.record?.(write)) ?? []),
      ...(automatique ? await server.apply!(write) : []),
    ];
    for (const line of lines)
      await insertChangement(trx, {
        clientId: request.client.id,
        type: line.type,
        numPers: submitter?.numPers ?? null,
        numeroContrat: contrat.numero,
        demandeNumero: demande.numero,
        donnees: line.donnees,
      });
    if (codeId !== null) await codes.consume(trx, codeId);
    if (sensible)
      await enqueueMail(trx, {
        to: session.email,
        ...profilMails.coordonneesBancaires(mail, {
          prenom: session.prenom,
          contrat: contrat.numero,
          ibanMasque: sensible.ibanMasque,
          applique: automatique,
        }),
        template: 'Profil:coordonnees-bancaires',
      });
    if (isEnvoiArActivated)
      await enqueueMail(trx, {
        to: session.email,
        ...demandeMails.accuseReception(mail, {
          prenom: session.prenom,
          numero: demande.numero,
          libelle: definition.libelle,
        }),
        template: 'Demande:accuse-reception',
      });
    return demande;
  });
  const flags = { isModeGestionManuel: !automatique, isEnvoiArActivated };
  return { numero: created.numero, ...flags, message: formSuccessMessage(flags) };
}
