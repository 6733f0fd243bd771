import { faqAdminMessages as m, type FaqQuestionBody } from '@portail/shared/admin/faq';
import type { FaqUserType } from '@portail/shared/faq';
import { hasVisibleContent, sanitizeContentHtml } from '../../lib/sanitize-html.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isReordering } from '../../plugins/staff-route-kit.ts';
import * as repo from './faq-admin-repository.ts';

/* The rules of the back office's FAQ writes: a category of this client, a clean answer, a whole order. */

/** A category of this client, locked for the change (400 on the field otherwise). */
export async function categoryOf(db: Db, clientId: number, id: number) {
  const category = await repo.findCategory(db, clientId, id);
  if (!category)
    throw new AppError(400, 'FAQ_CATEGORY_NOT_FOUND', m.unknownCategory, { categoryId: m.unknownCategory });
  return category;
}

/** The answer sanitised again with the allow-list; related questions of this client, never itself. */
export async function checkedQuestion(db: Db, clientId: number, body: FaqQuestionBody, selfId?: number) {
  const content = sanitizeContentHtml(body.content);
  if (!hasVisibleContent(content))
    throw new AppError(400, 'VALIDATION_ERROR', m.contentRequired, { content: m.contentRequired });
  if (selfId !== undefined && body.related.includes(selfId))
    throw new AppError(400, 'VALIDATION_ERROR', m.relatedSelf, { related: m.relatedSelf });
  if ((await repo.countClientQuestions(db, clientId, body.related)) !== body.related.length)
    throw new AppError(400, 'VALIDATION_ERROR', m.relatedUnknown, { related: m.relatedUnknown });
  return { ...body, content };
}

/** A question as the edit screen shows it (404 when it is not this client's). */
export async function questionDetail(db: Db, clientId: number, id: number) {
  const q = await repo.findQuestion(db, clientId, id);
  if (!q) throw new AppError(404, 'FAQ_QUESTION_NOT_FOUND', m.unknownQuestion);
  return {
    id: q.id,
    code: q.code,
    categoryId: q.category_id,
    userType: q.user_type as FaqUserType,
    title: q.title,
    content: q.content,
    order: q.ordre,
    isPopular: q.is_popular,
    clickCount: q.click_count,
    related: await repo.findRelatedOf(db, q.id),
  };
}

/** A new order names each current row once (400 otherwise, nothing changed). */
export function checkOrder(current: readonly number[], ids: readonly number[]) {
  if (!isReordering(current, ids)) throw new AppError(400, 'FAQ_ORDER', m.order, { ids: m.order });
}
