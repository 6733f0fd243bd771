import { sha256 } from '../../lib/tokens.ts';
import type { Db } from '../../db/database.ts';
import { demoDocumentsOfMarie, renderDemoDocument } from './demo-documents.ts';

/** Marie's documents, rendered and stored once (nothing when she already has documents). */
export async function seedDemoDocuments(db: Db, clientId: number, today = new Date()): Promise<void> {
  const marie = await db
    .selectFrom('personnes')
    .select('id')
    .where('client_id', '=', clientId)
    .where('num_pers', '=', 'P100001')
    .executeTakeFirst();
  if (!marie) return;
  if (await db.selectFrom('documents').select('id').where('personne_id', '=', marie.id).executeTakeFirst()) return;
  const contrats = new Map(
    (
      await db
        .selectFrom('contrats')
        .select(['id', 'numero_contrat_individuel'])
        .where('client_id', '=', clientId)
        .execute()
    ).map((c) => [c.numero_contrat_individuel, c.id]),
  );
  for (const document of await demoDocumentsOfMarie(today)) {
    const data = await renderDemoDocument(document);
    await db
      .insertInto('documents')
      .values({
        client_id: clientId,
        personne_id: marie.id,
        contrat_id: document.numeroContrat ? (contrats.get(document.numeroContrat) ?? null) : null,
        source: document.source,
        categorie: document.categorie,
        titre: document.titre,
        date_document: document.dateDocument,
        nom_fichier: document.nomFichier,
        content_type: 'application/pdf',
        taille: data.length,
        sha256: sha256(data),
        data,
        reference: `demo:${document.nomFichier}`,
        lu_at: document.lu ? new Date(`${document.dateDocument}T12:00:00Z`) : null,
      })
      .execute();
  }
}
