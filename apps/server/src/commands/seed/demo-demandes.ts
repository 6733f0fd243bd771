import { type FormType, formOptionsFor } from '@portail/shared/forms/form-rules';
import type { StatutDemande } from '@portail/shared/demandes';
import type { PdfDocument } from '../../pdf/pdf-document-schema.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findContratDuMembre } from '../../modules/demandes/demandes-repository.ts';
import { serverFormTypes } from '../../modules/demandes/form-summaries.ts';
import type { Labels } from '../../modules/demandes/form-type.ts';
import { entryLabels } from '../../modules/referentiels/referentiels-repository.ts';
import type { Db } from '../../db/database.ts';
import { sealDocument, sensitiveDocuments } from '../../db/sensitive-fields.ts';

/*
 * Marie Dupont's requests, one in each status of the lifecycle (decision 022): a contact request
 * answered and closed, a reimbursement waiting for a document the staff asked for, a hospital
 * agreement in progress, a request just received, a refused claim and an old prévoyance claim
 * whose answer came with a letter. Summaries come from the engine itself; dates follow the seed day.
 */

interface Step {
  statut: StatutDemande;
  daysAgo: number;
  motif?: string;
  message?: { auteur: 'adherent' | 'gestionnaire'; texte: string; piece?: Piece };
}

interface Piece {
  nom: string;
  emetteur: string;
  title: string;
  lignes: string[];
}

interface DemoDemande {
  type: FormType;
  contrat: string;
  daysAgo: number;
  valeurs: Record<string, unknown>;
  pieces: Piece[];
  steps: Step[];
}

const shift = (today: Date, days: number) => new Date(today.getTime() - days * 86_400_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function demoDemandes(today: Date): DemoDemande[] {
  const day = (days: number) => isoDay(shift(today, days));
  return [
    {
      type: 'contact/v2',
      contrat: '40012345',
      daysAgo: 74,
      valeurs: {
        theme: 'sante',
        sousTheme: 'sante-carte-tp',
        objet: 'Carte de tiers payant de Lucas',
        message:
          'Bonjour,\nMon fils Lucas part étudier à Rennes. Pouvez-vous lui faire parvenir une carte de tiers payant à son nom ?\nMerci.',
      },
      pieces: [],
      steps: [
        { statut: 'en_cours', daysAgo: 73 },
        {
          statut: 'traitee',
          daysAgo: 72,
          message: {
            auteur: 'gestionnaire',
            texte:
              'Bonjour Madame Dupont,\nLa carte de tiers payant de Lucas est disponible dans son propre espace adhérent, et dans vos documents. Il peut la présenter depuis son téléphone.\nBien cordialement,\nCamille, service adhérents',
          },
        },
      ],
    },
    {
      type: 'demande-remboursement',
      contrat: '40012345',
      daysAgo: 18,
      valeurs: {
        beneficiaire: 'P100001',
        dateSoins: day(20),
        natureSoins: 'medecines-douces',
        professionnel: 'Cabinet d’ostéopathie du Parc, Nantes',
        montantPaye: 6000,
      },
      pieces: [
        {
          nom: 'facture-osteopathe.pdf',
          emetteur: 'Cabinet d’ostéopathie du Parc',
          title: 'Facture n° 2026-0412',
          lignes: ['Séance d’ostéopathie — Mme Marie Dupont', 'Montant : 60,00 €'],
        },
      ],
      steps: [
        { statut: 'en_cours', daysAgo: 16 },
        {
          statut: 'en_attente_pieces',
          daysAgo: 16,
          message: {
            auteur: 'gestionnaire',
            texte:
              'Bonjour Madame Dupont,\nLa facture jointe ne porte pas la mention « acquittée » ni le cachet du praticien. Pouvez-vous nous transmettre la facture acquittée ? Nous traiterons votre demande dès réception.\nBien cordialement,\nKarim, service prestations',
          },
        },
      ],
    },
    {
      type: 'pec/hospi',
      contrat: '40012345',
      daysAgo: 3,
      valeurs: {
        beneficiaire: 'P100002',
        etablissementNom: 'Clinique Jules Verne, Nantes',
        finess: '440000289',
        dateAdmission: day(-12),
        typeSejour: 'ambulatoire',
        reponseCanal: 'fax',
        reponseFax: '0251000000',
      },
      pieces: [
        {
          nom: 'devis-clinique.pdf',
          emetteur: 'Clinique Jules Verne',
          title: 'Devis d’hospitalisation',
          lignes: [
            'M. Thomas Dupont — chirurgie ambulatoire',
            'Chambre particulière : 85,00 € par jour',
            'Forfait journalier : 23,00 €',
          ],
        },
      ],
      steps: [{ statut: 'en_cours', daysAgo: 2 }],
    },
    {
      type: 'contact/v2',
      contrat: '40012345',
      daysAgo: 1,
      valeurs: {
        theme: 'cotisations',
        sousTheme: 'cotisations-echeancier',
        message:
          'Bonjour,\nJe souhaite passer à un prélèvement trimestriel à partir du 1er janvier. Est-ce possible ?\nMarie Dupont',
      },
      pieces: [],
      steps: [],
    },
    {
      type: 'demande-remboursement',
      contrat: '40012345',
      daysAgo: 140,
      valeurs: {
        beneficiaire: 'P100003',
        dateSoins: day(150),
        natureSoins: 'optique',
        professionnel: 'Optique du Commerce, Nantes',
        montantPaye: 38900,
      },
      pieces: [
        {
          nom: 'facture-opticien.pdf',
          emetteur: 'Optique du Commerce',
          title: 'Facture n° OC-88213',
          lignes: ['Lunettes — M. Lucas Dupont', 'Monture : 120,00 € — Verres : 269,00 €', 'Total : 389,00 €'],
        },
      ],
      steps: [
        { statut: 'en_cours', daysAgo: 139 },
        {
          statut: 'refusee',
          daysAgo: 135,
          motif:
            'Ces lunettes ont déjà été remboursées par la télétransmission NOEMIE : le remboursement figure dans « Mes remboursements ».',
        },
      ],
    },
    {
      type: 'declarationsinistre',
      contrat: '40009871',
      daysAgo: Math.round((today.getTime() - Date.UTC(2023, 1, 10)) / 86_400_000),
      valeurs: {
        assure: 'P100001',
        nature: 'arret-travail',
        dateSinistre: '2023-02-03',
        description: 'Arrêt de travail de six semaines après une fracture du poignet.',
      },
      pieces: [
        {
          nom: 'avis-arret-travail.pdf',
          emetteur: 'Dr Anne Lemaire',
          title: 'Avis d’arrêt de travail',
          lignes: ['Mme Marie Dupont', 'Arrêt du 03/02/2023 au 17/03/2023'],
        },
      ],
      steps: [
        { statut: 'en_cours', daysAgo: Math.round((today.getTime() - Date.UTC(2023, 1, 13)) / 86_400_000) },
        {
          statut: 'traitee',
          daysAgo: Math.round((today.getTime() - Date.UTC(2023, 2, 2)) / 86_400_000),
          message: {
            auteur: 'gestionnaire',
            texte:
              'Bonjour Madame Dupont,\nVos indemnités journalières complémentaires sont accordées du 3 février au 17 mars 2023. Vous trouverez la décision ci-jointe.\nBien cordialement,\nLe service prévoyance',
            piece: {
              nom: 'decision-indemnisation.pdf',
              emetteur: 'Mutuelle Démo — service prévoyance',
              title: 'Décision d’indemnisation',
              lignes: [
                'Indemnités journalières complémentaires : 42 jours à 18,40 €',
                'Total versé : 772,80 €, par virement du 06/03/2023',
              ],
            },
          },
        },
      ],
    },
  ];
}

function piecePdf(piece: Piece, at: Date): PdfDocument {
  return {
    lang: 'fr-FR',
    title: piece.title,
    issuedAt: at,
    client: { libelle: piece.emetteur, primaryColor: '#555555' },
    legalMentions: [`${piece.emetteur} — document de démonstration`],
    blocks: piece.lignes.map((text) => ({ type: 'paragraph' as const, text })),
  };
}

async function storePiece(db: Db, accountId: string, piece: Piece, at: Date) {
  const data = await renderPdf(piecePdf(piece, at));
  const remoteName = `${crypto.randomUUID()}.pdf`;
  await db
    .insertInto('uploads')
    .values({
      remote_name: remoteName,
      account_id: accountId,
      original_name: piece.nom,
      size: data.length,
      sha256: sha256(data),
      content_type: 'application/pdf',
      data,
      created_at: at,
      attached_at: at,
    })
    .execute();
  return { remoteName, data, sha256: sha256(data) };
}

/** Seeds Marie's requests once (nothing when she already has one). */
export async function seedDemoDemandes(db: Db, clientId: number, today = new Date()): Promise<void> {
  const marie = await db
    .selectFrom('accounts')
    .select(['id', 'personne_id'])
    .where('client_id', '=', clientId)
    .where('user_name', '=', 'marie.dupont@example.com')
    .executeTakeFirst();
  // The service adhérents answers (Camille Roux, Gestionnaire), and keeps the requests in progress.
  const staff = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_name', 'in', ['gestionnaire@example.com', 'admin@example.com'])
    .orderBy('user_name', 'desc')
    .executeTakeFirst();
  if (!marie?.personne_id || !staff) return;
  const existing = await db
    .selectFrom('demandes')
    .select('id')
    .where('personne_id', '=', marie.personne_id)
    .executeTakeFirst();
  if (existing) return;
  for (const spec of demoDemandes(today)) {
    const contrat = await findContratDuMembre(db, clientId, marie.personne_id, spec.contrat);
    if (!contrat) continue;
    const server = serverFormTypes[spec.type];
    const labels: Labels = {};
    for (const table of server.tables) labels[table] = await entryLabels(db, clientId, table);
    const { objet, resume } = server.summarize({ values: spec.valeurs, labels, contrat });
    const createdAt = shift(today, spec.daysAgo);
    await db.transaction().execute(async (trx) => {
      const pieces = [];
      for (const piece of spec.pieces) pieces.push(await storePiece(trx, marie.id, piece, createdAt));
      const last = spec.steps.at(-1);
      const demande = await trx
        .insertInto('demandes')
        .values({
          client_id: clientId,
          account_id: marie.id,
          personne_id: marie.personne_id!,
          contrat_id: contrat.id,
          type: spec.type,
          objet,
          // Sealed as the form engine's requests are (decision 048), should a demo request carry a NIR or an IBAN.
          payload: JSON.stringify(
            sealDocument(sensitiveDocuments.demandePayload, {
              valeurs: { ...spec.valeurs, pieces: pieces.map((p) => p.remoteName) },
              resume,
            }),
          ),
          statut: last?.statut ?? 'recue',
          motif_refus: last?.motif ?? null,
          mode_gestion: formOptionsFor(spec.type, undefined).modeGestion,
          assigned_to: last?.statut === 'en_cours' || last?.statut === 'en_attente_pieces' ? staff.id : null,
          created_at: createdAt,
          updated_at: last ? shift(today, last.daysAgo) : createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (pieces.length)
        await trx
          .insertInto('demande_pieces')
          .values(pieces.map((p) => ({ demande_id: demande.id, message_id: null, remote_name: p.remoteName })))
          .execute();
      const steps: Step[] = [{ statut: 'recue', daysAgo: spec.daysAgo }, ...spec.steps];
      for (const step of steps) {
        const at = shift(today, step.daysAgo);
        const gestionnaire = step.statut !== 'recue';
        await trx
          .insertInto('demande_evenements')
          .values({
            demande_id: demande.id,
            statut: step.statut,
            motif: step.motif ?? null,
            auteur: gestionnaire ? 'gestionnaire' : 'adherent',
            auteur_account_id: gestionnaire ? staff.id : marie.id,
            created_at: at,
          })
          .execute();
        if (!step.message) continue;
        const message = await trx
          .insertInto('demande_messages')
          .values({
            demande_id: demande.id,
            auteur: step.message.auteur,
            auteur_account_id: step.message.auteur === 'gestionnaire' ? staff.id : marie.id,
            texte: step.message.texte,
            // Answers of last week are still unread: the list shows it.
            lu_par_adherent_at: step.daysAgo > 30 ? at : null,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!step.message.piece) continue;
        const stored = await storePiece(trx, staff.id, step.message.piece, at);
        await trx
          .insertInto('demande_pieces')
          .values({ demande_id: demande.id, message_id: message.id, remote_name: stored.remoteName })
          .execute();
        await trx
          .insertInto('documents')
          .values({
            client_id: clientId,
            personne_id: marie.personne_id!,
            contrat_id: contrat.id,
            source: 'courrier',
            categorie: 'demandes',
            titre: `${step.message.piece.title} (demande ${objet})`,
            date_document: isoDay(at),
            nom_fichier: step.message.piece.nom,
            content_type: 'application/pdf',
            taille: stored.data.length,
            sha256: stored.sha256,
            data: stored.data,
            demande_id: demande.id,
            lu_at: at,
          })
          .execute();
      }
    });
  }
}
