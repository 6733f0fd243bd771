import { type FaqQuestion, faqPopularCount } from '@portail/shared/faq';
import { sanitizeServedHtml } from '../../lib/sanitize-html.ts';
import type { Db } from '../../db/database.ts';
import {
  findPopularQuestions,
  findRelatedQuestions,
  type QuestionRow,
  searchLexemes,
  searchQuestions,
} from './faq-repository.ts';

const searchLimit = 20;

/** Questions as the help modal shows them, each with its related questions. */
export async function toFaqQuestions(db: Db, rows: readonly QuestionRow[]): Promise<FaqQuestion[]> {
  const related = await findRelatedQuestions(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    title: row.title,
    content: sanitizeServedHtml(row.content),
    clickCode: row.code,
    rateCode: row.code,
    categoryCode: row.category_code,
    order: row.ordre,
    related: related
      .filter((r) => r.question_id === row.id)
      .map((r) => ({ title: r.title, content: sanitizeServedHtml(r.content), clickCode: r.code, order: r.ordre })),
  }));
}

/** A lexeme as a tsquery operand: quoted, so nothing typed can change the query's syntax. */
function tsqueryTerm(lexeme: string, prefix: boolean): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`;
}

/**
 * Ranked search (docs/decisions/005-french-search.md): accents, case and plurals are folded the
 * same way as the questions; the last word typed also matches as a prefix (« rembour »).
 */
export async function searchFaq(db: Db, clientId: number, userType: string, text: string): Promise<FaqQuestion[]> {
  const lexemes = await searchLexemes(db, text);
  if (lexemes.length === 0) return [];
  const terms = lexemes.map((lexeme, i) => tsqueryTerm(lexeme, i === lexemes.length - 1 && lexeme.length >= 3));
  return toFaqQuestions(db, await searchQuestions(db, clientId, userType, terms, searchLimit));
}

export async function popularFaq(db: Db, clientId: number, userType: string): Promise<FaqQuestion[]> {
  return toFaqQuestions(db, await findPopularQuestions(db, clientId, userType, faqPopularCount));
}
