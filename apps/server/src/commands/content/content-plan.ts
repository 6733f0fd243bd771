import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import '@portail/shared/zod-fr';
import { sha256 } from '../../lib/tokens.ts';
import { type ContentFile, contentFileSchema } from './content-schema.ts';
import { checkImage } from '../../lib/images.ts';
import { auditContentHtml, mapImageSources } from '../../lib/sanitize-html.ts';

/** A content file checked and loaded: HTML read, images read and verified, nothing written yet. */
export interface ContentPlan {
  file: ContentFile;
  /** HTML of each entry, by its path in the file (blockLists[0].items[1]). */
  html: Map<string, string>;
  /** Images by their relative file name. */
  images: Map<string, { name: string; contentType: string; data: Uint8Array; sha256: string }>;
}

export type PlanResult = { ok: true; plan: ContentPlan } | { ok: false; errors: string[] };

const maxHtmlFileBytes = 1024 * 1024;
const relativeFile = /^(?![a-z][a-z0-9+.-]*:)(?!\/)[A-Za-z0-9._/-]+$/i;
const placeholderImage = '/api/cms/documents/images/0';

/** blockLists[0].items[2].title, as the errors name each entry. */
function formatPath(segments: readonly PropertyKey[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
}

function zodErrors(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${formatPath(issue.path) || 'fichier'} : ${issue.message}`);
}

/** Reads a file named by the content file, refusing anything outside its folder. */
async function readBeside(baseDir: string, file: string): Promise<Buffer | null> {
  const full = path.resolve(baseDir, file);
  if (!full.startsWith(path.resolve(baseDir) + path.sep)) return null;
  try {
    return await readFile(full);
  } catch {
    return null;
  }
}

function duplicates<T>(entries: readonly T[], key: (entry: T) => string, where: (index: number) => string): string[] {
  const seen = new Map<string, number>();
  const errors: string[] = [];
  entries.forEach((entry, index) => {
    const k = key(entry);
    const first = seen.get(k);
    if (first === undefined) seen.set(k, index);
    else errors.push(`${where(index)} : « ${k} » est déjà décrit en ${where(first)}`);
  });
  return errors;
}

function uniquenessErrors(file: ContentFile): string[] {
  const errors = duplicates(
    file.blockLists,
    (b) => b.name,
    (i) => `blockLists[${i}].name`,
  );
  file.blockLists.forEach((list, l) =>
    errors.push(
      ...duplicates(
        list.items,
        (item) => item.name,
        (i) => `blockLists[${l}].items[${i}].name`,
      ),
    ),
  );
  const categories = file.faq?.categories ?? [];
  errors.push(
    ...duplicates(
      categories,
      (c) => `${c.userType}/${c.code}`,
      (i) => `faq.categories[${i}].code`,
    ),
  );
  const questions = categories.flatMap((c, ci) =>
    c.questions.map((q, qi) => ({ q, where: `faq.categories[${ci}].questions[${qi}]` })),
  );
  errors.push(
    ...duplicates(
      questions,
      ({ q }) => q.code,
      (i) => `${questions[i]?.where}.code`,
    ),
  );
  for (const { q, where } of questions) {
    q.related.forEach((code, r) => {
      if (code === q.code) errors.push(`${where}.related[${r}] : une question ne peut pas renvoyer vers elle-même`);
    });
    errors.push(
      ...duplicates(
        q.related,
        (code) => code,
        (r) => `${where}.related[${r}]`,
      ),
    );
  }
  errors.push(
    ...duplicates(
      file.reseauxSoins,
      (r) => r.reseau,
      (i) => `reseauxSoins[${i}].reseau`,
    ),
  );
  return errors;
}

/** Every entry carrying HTML, with its path. */
function htmlEntries(file: ContentFile) {
  const entries: { where: string; content?: string | undefined; contentFile?: string | undefined }[] = [];
  file.blockLists.forEach((list, l) =>
    list.items.forEach((item, i) => entries.push({ where: `blockLists[${l}].items[${i}]`, ...item })),
  );
  file.faq?.categories.forEach((category, c) =>
    category.questions.forEach((q, i) => entries.push({ where: `faq.categories[${c}].questions[${i}]`, ...q })),
  );
  return entries;
}

/**
 * Parses and checks a content file (docs/content-format.md): schema, duplicate names, HTML
 * allow-list, files and images next to it. Errors are French and name the path of each bad entry.
 */
export async function planContent(text: string, baseDir: string): Promise<PlanResult> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`Le fichier n’est pas un JSON valide : ${(error as Error).message}`] };
  }
  const parsed = contentFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, errors: zodErrors(parsed.error) };
  const file = parsed.data;
  const errors = uniquenessErrors(file);
  if (file.blockLists.length === 0 && !file.faq?.categories.length && file.reseauxSoins.length === 0)
    errors.push('fichier : aucun contenu (blockLists, faq ou reseauxSoins)');

  const images: ContentPlan['images'] = new Map();
  const loadImage = async (where: string, ref: string) => {
    if (images.has(ref)) return;
    const data = await readBeside(baseDir, ref);
    if (!data) return errors.push(`${where} : image introuvable ou illisible (${ref})`);
    const checked = checkImage(ref, new Uint8Array(data));
    if (!checked.ok) return errors.push(`${where} : ${checked.error} (${ref})`);
    images.set(ref, { name: path.basename(ref), ...checked, sha256: sha256(checked.data) });
  };

  const html = new Map<string, string>();
  for (const entry of htmlEntries(file)) {
    let content = entry.content;
    if (entry.contentFile !== undefined) {
      const data = await readBeside(baseDir, entry.contentFile);
      if (!data) errors.push(`${entry.where}.contentFile : fichier introuvable ou illisible (${entry.contentFile})`);
      else if (data.byteLength > maxHtmlFileBytes) errors.push(`${entry.where}.contentFile : fichier de plus de 1 Mo`);
      else content = data.toString('utf8');
    }
    if (content === undefined) continue;
    const refs: string[] = [];
    const checkable = mapImageSources(content, (src) => {
      if (!relativeFile.test(src.trim())) return src;
      refs.push(src.trim());
      return placeholderImage;
    });
    for (const problem of auditContentHtml(checkable)) errors.push(`${entry.where}.content : ${problem}`);
    for (const ref of refs) await loadImage(`${entry.where}.content`, ref);
    html.set(entry.where, content);
  }
  for (const [i, reseau] of file.reseauxSoins.entries()) {
    if (reseau.image !== null) await loadImage(`reseauxSoins[${i}].image`, reseau.image);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, plan: { file, html, images } };
}

/** The HTML to store: relative image files become the stored images' URLs. */
export function htmlWithImageUrls(html: string, imageIds: (ref: string) => number | undefined): string {
  return mapImageSources(html, (src) => {
    const id = relativeFile.test(src.trim()) ? imageIds(src.trim()) : undefined;
    return id === undefined ? src : `/api/cms/documents/images/${id}`;
  });
}
