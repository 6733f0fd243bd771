import JSZip from 'jszip';
import { maskNir } from '@portail/shared/nir-masking';
import { type AdresseFields, lignesAdresse } from '@portail/shared/profil/adresse';
import { consultationSentence } from '@portail/shared/consultations';
import type { ArchiveDonnees } from '@portail/shared/export-donnees';
import type { Db } from '../../db/database.ts';
import { findContratComplet } from '../contrats/contrat-detail-repository.ts';
import { personnesVisibles } from '../contrats/contrat-access.ts';
import { findContratsOfPersonne } from '../contrats/contrats-repository.ts';
import {
  findDemandeOfPersonne,
  findEvenements,
  findMessages,
  findPieceFile,
  findPieces,
  listDemandesOfPersonne,
} from '../demandes/demandes-read-repository.ts';
import { findDocumentFile, listDocuments, type DocumentSource } from '../documents/documents-repository.ts';
import { listConsultations } from '../journal-acces/journal-acces-repository.ts';
import { listMesNotifications } from '../notifications/mes-notifications-repository.ts';
import { findIdentite, findPaiementsContrat, findPreferences, listMandats } from '../profil/profil-repository.ts';
import { findAlerte, findContratPortee, listLignes } from '../remboursements/remboursements-repository.ts';
import { findCompteExport, listConnexions, listConsentementsHistorique } from './archive-sources-repository.ts';

/* Builds « Télécharger mes données » (decision 052): donnees.json, in the API's names and ISO dates,
   and the person's files under fichiers/. Everything is read through the member area's own
   repositories, with its own scope: a beneficiary's archive holds his data only. */

const page = 500;
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null | undefined) => (d ? iso(d) : null);

/** A file name safe on every system: ASCII letters, digits, « . », « - », « _ », 80 characters at most. */
export function nomSur(nom: string): string {
  const sur = nom
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|-+$/g, '')
    .replace(/-{2,}/g, '-');
  return (sur || 'fichier').slice(-80);
}

export interface SujetExport {
  clientId: number;
  organisme: { code: string; libelle: string };
  personneId: number;
  accountId: string | null;
  demandePar: 'adherent' | 'gestionnaire';
}

interface Fichier {
  chemin: string;
  lire: () => Promise<Uint8Array | undefined>;
}

async function contratsEtLignes(db: Db, s: SujetExport) {
  const contrats: ArchiveDonnees['contrats'] = [];
  const remboursements: ArchiveDonnees['remboursements'] = [];
  for (const { numeroContratIndividuel } of await findContratsOfPersonne(db, s.clientId, s.personneId)) {
    const contrat = await findContratComplet(db, s.clientId, s.personneId, numeroContratIndividuel);
    const portee = await findContratPortee(db, s.clientId, s.personneId, numeroContratIndividuel);
    if (!contrat || !portee) continue;
    const isSouscripteur = contrat.souscripteurId === s.personneId;
    const paiements = isSouscripteur ? await findPaiementsContrat(db, contrat.id) : undefined;
    contrats.push({
      numeroContratIndividuel: contrat.numero,
      nomOffre: contrat.nomOffre,
      codeOffre: contrat.codeOffre,
      categorie: contrat.categorie,
      etat: contrat.etat,
      dateEffet: contrat.dateEffet,
      dateResiliation: contrat.dateResiliation,
      isSouscripteur,
      renforts: contrat.renforts,
      modalitePaiementPrestation: {
        codeModePaiement: contrat.codeModePaiement,
        // The holder's own accounts, in full (art. 15); a beneficiary's archive does not carry them.
        iban: paiements?.rib ?? null,
        titulaire: paiements?.rib_titulaire ?? null,
        bic: paiements?.rib_bic ?? null,
      },
      cotisations: paiements
        ? {
            mode: paiements.cotisation_mode,
            jourPrelevement: paiements.cotisation_jour,
            mensualiteCentimes: paiements.cotisation_mensuelle_centimes,
            titulaire: paiements.cotisation_titulaire,
            iban: paiements.cotisation_iban,
            bic: paiements.cotisation_bic,
          }
        : null,
      mandatsSepa: isSouscripteur
        ? (await listMandats(db, contrat.id)).map((m) => ({
            rum: m.rum,
            ics: m.ics,
            creancier: m.creancier,
            titulaire: m.titulaire,
            iban: m.iban,
            bic: m.bic,
            jourPrelevement: m.jour_prelevement,
            statut: m.statut,
            signeLe: iso(m.signe_le),
            remplaceLe: isoOrNull(m.remplace_le),
          }))
        : [],
      assures: personnesVisibles({ contrat, personneId: s.personneId, isSouscripteur }).map((p) => ({
        numPers: p.numPers,
        codeCivilite: p.codeCivilite,
        nom: p.nom,
        prenom: p.prenom,
        lien: p.lien,
        dateNaissance: p.dateNaissance,
        nirMasque: maskNir(p.nir, p.nirCle),
        teletransmission: p.teletransmission,
        estMoi: p.id === s.personneId,
      })),
    });
    // §6 scope Benef, as « Mes remboursements »: the holder every line of the contract, a beneficiary his own.
    const scope = { contratId: portee.id, personneId: isSouscripteur ? null : s.personneId };
    let apres: { dateTri: string; groupe: number; id: number } | undefined;
    for (;;) {
      const rows = await listLignes(db, scope, {}, apres, page);
      for (const l of rows)
        remboursements.push({
          id: l.id,
          numeroContratIndividuel: contrat.numero,
          numPers: l.numPers,
          prenom: l.prenom,
          nom: l.nom,
          dateSoins: l.dateSoins,
          acteCode: l.acteCode,
          acteLibelle: l.acteLibelle,
          domaine: l.domaine,
          professionnel: l.professionnel,
          nombre: l.nombre,
          fraisReels: l.fraisReels,
          baseRemboursement: l.baseRemboursement,
          montantSecu: l.montantSecu,
          participationForfaitaire: l.participationForfaitaire,
          franchise: l.franchise,
          montantMutuelle: l.montantMutuelle,
          resteACharge: l.resteACharge,
          statut: l.statut,
          motifRejet: l.motifRejet,
          paiementReference: l.paiementReference,
          datePaiement: l.datePaiement,
        });
      const last = rows.at(-1);
      if (!last || rows.length < page) break;
      apres = { dateTri: last.dateTri, groupe: last.groupe, id: last.id };
    }
  }
  return { contrats, remboursements };
}

async function demandes(db: Db, s: SujetExport, fichiers: Fichier[]) {
  const out: ArchiveDonnees['demandes'] = [];
  let apres: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const rows = await listDemandesOfPersonne(db, s.clientId, s.personneId, { apres, limite: page });
    for (const row of rows) {
      const d = await findDemandeOfPersonne(db, s.clientId, s.personneId, row.numero);
      if (!d) continue;
      const [evenements, messages, pieces] = await Promise.all([
        findEvenements(db, d.id),
        findMessages(db, d.id),
        findPieces(db, d.id),
      ]);
      out.push({
        numero: d.numero,
        type: d.type,
        objet: d.objet,
        statut: d.statut,
        numeroContratIndividuel: d.numeroContrat,
        motifRefus: d.motifRefus,
        creeeLe: iso(d.createdAt),
        modifieeLe: iso(d.updatedAt),
        contenu: d.payload,
        evenements: evenements.map((e) => ({ statut: e.statut, motif: e.motif, le: iso(e.createdAt) })),
        messages: messages.map((m) => ({ id: m.id, auteur: m.auteur, texte: m.texte, le: iso(m.createdAt) })),
        pieces: pieces.map((p, i) => {
          const chemin = `fichiers/demandes/${nomSur(d.numero)}/${i + 1}-${nomSur(p.original_name)}`;
          fichiers.push({
            chemin,
            lire: async () =>
              (await findPieceFile(db, s.clientId, s.personneId, d.numero, p.remote_name))?.data ?? undefined,
          });
          return {
            nomOriginal: p.original_name,
            typeContenu: p.content_type,
            taille: p.size,
            messageId: p.messageId,
            fichier: chemin,
          };
        }),
      });
    }
    const last = rows.at(-1);
    if (!last || rows.length < page) break;
    apres = { createdAt: last.createdAt, id: last.id };
  }
  return out;
}

async function documents(db: Db, s: SujetExport, fichiers: Fichier[]) {
  const out: ArchiveDonnees['documents'] = [];
  for (const source of ['courrier', 'ged'] as DocumentSource[]) {
    let apres: { date: string; id: string } | undefined;
    for (;;) {
      const rows = await listDocuments(db, s.clientId, s.personneId, source, { apres, limite: page });
      for (const d of rows) {
        const extension = /\.([A-Za-z0-9]{1,5})$/.exec(d.titre)?.[1] ?? d.contentType.split('/')[1] ?? 'bin';
        const chemin = `fichiers/documents/${source}/${d.dateDocument}-${nomSur(d.titre)}-${d.id.slice(0, 8)}.${nomSur(extension)}`;
        fichiers.push({
          chemin,
          lire: async () => (await findDocumentFile(db, s.clientId, s.personneId, source, d.id))?.data,
        });
        out.push({
          id: d.id,
          source,
          titre: d.titre,
          categorie: d.categorie,
          date: d.dateDocument,
          numeroContratIndividuel: d.numeroContrat,
          typeContenu: d.contentType,
          taille: d.taille,
          luLe: isoOrNull(d.luAt),
          fichier: chemin,
        });
      }
      const last = rows.at(-1);
      if (!last || rows.length < page) break;
      apres = { date: last.dateDocument, id: last.id };
    }
  }
  return out;
}

async function notifications(db: Db, accountId: string) {
  const out: ArchiveDonnees['notifications'] = [];
  for (let n = 1; ; n++) {
    const { rows, total } = await listMesNotifications(db, accountId, n, page);
    out.push(
      ...rows.map((r) => ({
        id: r.id,
        titre: r.titre,
        contenu: r.contenu,
        lien: r.lien,
        recueLe: r.recueLe,
        lue: r.lue,
      })),
    );
    if (rows.length === 0 || out.length >= total) return out;
  }
}

/** The staff reads of his file, every one still kept, as « Consultations de mon dossier » says them (049). */
async function consultations(db: Db, s: SujetExport): Promise<ArchiveDonnees['consultations']> {
  const client = await db
    .selectFrom('clients')
    .select('configuration')
    .where('id', '=', s.clientId)
    .executeTakeFirstOrThrow();
  const nominatives = client.configuration.consultationsNominatives === true;
  const rows = await listConsultations(db, s.clientId, s.personneId, null, 0);
  return rows.map(({ staffNom, ...row }) => {
    const conseiller = nominatives ? staffNom : null;
    return {
      le: row.at,
      categorie: row.categorie,
      objet: row.objet,
      conseiller,
      texte: consultationSentence({ ...row, conseiller }, s.organisme.libelle),
    };
  });
}

async function compteEtHistoriques(db: Db, accountId: string | null) {
  if (!accountId) return { compte: null, consentements: [], notifications: [], connexions: [] };
  const compte = await findCompteExport(db, accountId);
  const [preferences, alerte] = await Promise.all([findPreferences(db, accountId), findAlerte(db, accountId)]);
  return {
    compte: compte
      ? {
          userName: compte.user_name,
          email: compte.email,
          creeLe: iso(compte.created_at),
          activeLe: isoOrNull(compte.activated_at),
          derniereConnexion: isoOrNull(compte.last_login_at),
          protectionSms: compte.amf_enabled,
          telephoneProtection: compte.amf_telephone,
          biometrie: compte.biometrie_enabled,
          preferences: {
            dematerialisation: preferences?.dematerialisation ?? false,
            alertesEmail: preferences?.alertes_email ?? {},
            alerteNouveauRemboursement: alerte,
          },
        }
      : null,
    consentements: (await listConsentementsHistorique(db, accountId)).map((c) => ({
      nom: c.nom,
      version: c.version,
      libelle: c.libelle,
      accepte: c.is_accepted,
      reponduLe: iso(c.answered_at),
      remplaceLe: isoOrNull(c.superseded_at),
    })),
    notifications: await notifications(db, accountId),
    connexions: (await listConnexions(db, accountId)).map((c) => ({
      le: iso(c.at),
      ip: c.ip,
      methode: c.methode,
      navigateur: c.user_agent,
    })),
  };
}

/** donnees.json and the files it names; `now` is the archive's date. */
async function collectDonnees(db: Db, s: SujetExport, now: Date) {
  const identite = await findIdentite(db, s.clientId, s.personneId);
  if (!identite) throw new Error('personne introuvable');
  const fichiers: Fichier[] = [];
  const { contrats, remboursements } = await contratsEtLignes(db, s);
  const adresse = identite.adresse as AdresseFields | null;
  const donnees: ArchiveDonnees = {
    format: 'portail-adherent/export-donnees',
    version: 1,
    genereLe: now.toISOString(),
    organisme: s.organisme,
    demandePar: s.demandePar,
    personne: {
      numPers: identite.num_pers,
      codeCivilite: identite.code_civilite,
      nom: identite.nom,
      prenom: identite.prenom,
      nomPatronymique: identite.nom_patronymique,
      dateNaissance: identite.date_naissance,
      nir: identite.nir,
      nirCle: identite.nir_cle,
      teletransmission: identite.teletransmission,
      motifRefusTeletransmission: identite.motif_refus_teletransmission,
      adresse: adresse as Record<string, unknown> | null,
      adresseLignes: adresse ? lignesAdresse(adresse) : [],
      email: identite.email,
      telephone: identite.telephone,
    },
    ...(await compteEtHistoriques(db, s.accountId)),
    contrats,
    remboursements,
    demandes: await demandes(db, s, fichiers),
    documents: await documents(db, s, fichiers),
    consultations: await consultations(db, s),
    appareils: [],
  };
  return { donnees, fichiers };
}

/** The ZIP (JSZip, the container writer ExcelJS already brings): donnees.json, a read-me, then the files. */
export async function buildArchive(db: Db, s: SujetExport, now: Date): Promise<Uint8Array> {
  const { donnees, fichiers } = await collectDonnees(db, s, now);
  const zip = new JSZip();
  zip.file('donnees.json', `${JSON.stringify(donnees, null, 2)}\n`, { date: now });
  zip.file('LISEZMOI.txt', lisezMoi(s.organisme.libelle, now), { date: now });
  for (const f of fichiers) {
    const data = await f.lire();
    if (data) zip.file(f.chemin, data, { date: now, binary: true });
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

function lisezMoi(organisme: string, now: Date): string {
  return [
    `Vos données détenues par l’espace adhérent ${organisme}, au ${now.toISOString()}.`,
    '',
    'donnees.json : toutes les données, lisibles par une machine (format décrit par le schéma',
    'JSON « export-donnees.schema.json » de la documentation du portail).',
    'fichiers/ : les pièces jointes de vos demandes et vos documents, nommés dans donnees.json.',
    '',
  ].join('\r\n');
}
