import type { Db } from '../../db/database.ts';
import { type ContentPlan, htmlWithImageUrls, planContent } from './content-plan.ts';
import {
  findContentClient,
  findQuestionIds,
  findRelated,
  insertImages,
  type RelatedRow,
  replaceRelated,
  setPartnerKey,
  upsertBlockLists,
  upsertCategories,
  upsertItems,
  upsertQuestions,
  upsertReseaux,
} from './content-repository.ts';
import { type ContentSummary, formatContentSummary } from './content-summary.ts';
import { sanitizeContentHtml } from '../../lib/sanitize-html.ts';

export interface ContentImportOptions {
  /** Code of the client receiving the content; the default client when absent. */
  clientCode?: string | undefined;
  /** Folder against which contentFile and image paths are read (the content file's folder). */
  baseDir: string;
}

export type ContentImportResult = { ok: true; summary: ContentSummary } | { ok: false; errors: string[] };

/**
 * Applies a content file (docs/content-format.md) to one client: all or nothing, idempotent (block
 * lists and items by name, FAQ by code, care networks by reseau, images by content).
 */
export async function importContent(db: Db, text: string, options: ContentImportOptions): Promise<ContentImportResult> {
  const planned = await planContent(text, options.baseDir);
  return inTransaction(db, async (trx) => {
    const client = await findContentClient(trx, options.clientCode);
    if (!client) {
      const error =
        options.clientCode === undefined
          ? 'Aucun client par défaut : précisez le client avec --client CODE.'
          : `Client inconnu : « ${options.clientCode} ».`;
      return { ok: false, errors: [error, ...(planned.ok ? [] : planned.errors)] };
    }
    if (!planned.ok) return planned;
    const known = await findQuestionIds(trx, client.id);
    const errors = relatedErrors(planned.plan, new Set(known.keys()));
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, summary: await write(trx, client, planned.plan) };
  });
}

function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function relatedErrors(plan: ContentPlan, inDatabase: Set<string>): string[] {
  const categories = plan.file.faq?.categories ?? [];
  const inFile = new Set(categories.flatMap((c) => c.questions.map((q) => q.code)));
  return categories.flatMap((category, c) =>
    category.questions.flatMap((question, q) =>
      question.related
        .map((code, r) => ({ code, r }))
        .filter(({ code }) => !inFile.has(code) && !inDatabase.has(code))
        .map(
          ({ code, r }) =>
            `faq.categories[${c}].questions[${q}].related[${r}] : question « ${code} » inconnue, ni dans le fichier, ni en base pour ce client`,
        ),
    ),
  );
}

async function write(db: Db, client: { id: number; code: string }, plan: ContentPlan): Promise<ContentSummary> {
  const { file } = plan;
  const images = [...new Map([...plan.images.values()].map((i) => [i.sha256, i])).values()];
  const stored = await insertImages(db, client.id, images);
  const imageId = (ref: string) => {
    const image = plan.images.get(ref);
    return image ? stored.ids.get(image.sha256) : undefined;
  };
  const htmlOf = (where: string) => sanitizeContentHtml(htmlWithImageUrls(plan.html.get(where) ?? '', imageId));

  const lists = await upsertBlockLists(
    db,
    client.id,
    file.blockLists.map((b) => b.name),
  );
  const items = await upsertItems(
    db,
    file.blockLists.flatMap((list, l) =>
      list.items.map((item, i) => ({
        block_list_id: lists.ids.get(list.name) ?? 0,
        name: item.name,
        title: item.title,
        content: htmlOf(`blockLists[${l}].items[${i}]`),
        is_single_display: item.isSingleDisplay,
        has_cookie_option: item.hasCookieOption,
        ordre: item.order ?? i + 1,
      })),
    ),
  );

  const categories = file.faq?.categories ?? [];
  const storedCategories = await upsertCategories(
    db,
    client.id,
    categories.map((c, i) => ({ user_type: c.userType, code: c.code, libelle: c.libelle, ordre: c.order ?? i + 1 })),
  );
  const questions = await upsertQuestions(
    db,
    client.id,
    categories.flatMap((category, c) =>
      category.questions.map((q, i) => ({
        category_id: storedCategories.ids.get(`${category.userType}/${category.code}`) ?? 0,
        code: q.code,
        title: q.title,
        content: htmlOf(`faq.categories[${c}].questions[${i}]`),
        ordre: q.order ?? i + 1,
      })),
    ),
  );
  const rewired = await syncRelated(db, client.id, plan);
  for (const code of rewired) if (!questions.created.has(code)) questions.updated.add(code);

  const reseaux = await upsertReseaux(
    db,
    client.id,
    file.reseauxSoins.map((r, i) => ({
      reseau: r.reseau,
      libelle: r.libelle,
      url: r.url,
      num_omc: r.numOmc,
      icon: r.icon,
      image_id: r.image === null ? null : (imageId(r.image) ?? null),
      image_form: r.imageForm,
      description: r.description,
      ordre: r.order ?? i + 1,
    })),
  );
  for (const r of file.reseauxSoins) {
    if (r.partnerKeySha256 === undefined) continue;
    const changed = await setPartnerKey(db, client.id, r.reseau, r.partnerKeySha256);
    if (changed && !reseaux.created.has(r.reseau)) reseaux.updated.add(r.reseau);
  }

  const itemCount = file.blockLists.reduce((n, b) => n + b.items.length, 0);
  const questionCount = categories.reduce((n, c) => n + c.questions.length, 0);
  const summary = {
    clientCode: client.code,
    blockLists: { total: file.blockLists.length, created: lists.created, updated: 0 },
    items: { total: itemCount, ...items },
    categories: { total: categories.length, created: storedCategories.created, updated: storedCategories.updated },
    questions: { total: questionCount, created: questions.created.size, updated: questions.updated.size },
    reseaux: { total: file.reseauxSoins.length, created: reseaux.created.size, updated: reseaux.updated.size },
    images: { total: images.length, created: stored.created, updated: 0 },
  };
  return { ...summary, message: formatContentSummary(summary) };
}

/** The related questions of each question of the file become those listed; returns the codes rewired. */
async function syncRelated(db: Db, clientId: number, plan: ContentPlan): Promise<string[]> {
  const ids = await findQuestionIds(db, clientId);
  const questions = (plan.file.faq?.categories ?? []).flatMap((c) => c.questions);
  const wanted = questions.map((q) => ({
    code: q.code,
    id: ids.get(q.code) ?? 0,
    rows: q.related.map((code, i) => ({
      question_id: ids.get(q.code) ?? 0,
      related_question_id: ids.get(code) ?? 0,
      ordre: i + 1,
    })),
  }));
  const current = new Map<number, RelatedRow[]>();
  for (const row of await findRelated(
    db,
    wanted.map((w) => w.id),
  )) {
    current.set(row.question_id, [...(current.get(row.question_id) ?? []), row]);
  }
  const signature = (rows: readonly RelatedRow[]) =>
    [...rows]
      .sort((a, b) => a.ordre - b.ordre)
      .map((r) => r.related_question_id)
      .join(',');
  const changed = wanted.filter((w) => signature(current.get(w.id) ?? []) !== signature(w.rows));
  await replaceRelated(
    db,
    changed.map((c) => c.id),
    changed.flatMap((c) => c.rows),
  );
  return changed.map((c) => c.code);
}
