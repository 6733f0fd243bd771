import {
  cmsDateTime,
  cmsAdminMessages as m,
  type CmsBlocDetail,
  type CmsBlocStatut,
  type CmsBlocSummary,
} from '@portail/shared/admin/cms';
import { AppError } from '../../lib/app-error.ts';
import type { ItemRow } from './cms-admin-repository.ts';

/*
 * The rules of a block's life (decision 032), the same as the public read's SQL (cms-repository.ts):
 * a block is shown when its latest publication up to now is later than its withdrawal, if any.
 */

const time = (at: Date | string | null): number | null => (at === null ? null : new Date(at).getTime());

export function isLive(row: ItemRow, now: Date): boolean {
  if (row.deleted_at !== null) return false;
  const t = now.getTime();
  const published = time(row.published_at);
  const scheduled = row.scheduled_version_id === null ? null : time(row.publish_at);
  const last = Math.max(
    published !== null && published <= t ? published : -1,
    scheduled !== null && scheduled <= t ? scheduled : -1,
  );
  if (last < 0) return false;
  const withdrawn = time(row.unpublish_at);
  return withdrawn === null || withdrawn > t || withdrawn < last;
}

function statutOf(row: ItemRow, now: Date): CmsBlocStatut {
  if (row.deleted_at !== null) return 'supprime';
  if (isLive(row, now)) return 'en_ligne';
  return row.published_at === null ? 'brouillon' : 'retire';
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function toSummary(row: ItemRow, now: Date): CmsBlocSummary {
  const unpublish = time(row.unpublish_at);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    order: row.ordre,
    statut: statutOf(row, now),
    hasDraft: row.draft_version_id !== null,
    publishAt: iso(row.publish_at),
    // A withdrawal already past is the status « Retiré », not an appointment.
    unpublishAt: unpublish !== null && unpublish > now.getTime() ? iso(row.unpublish_at) : null,
    isSingleDisplay: row.is_single_display,
    hasCookieOption: row.has_cookie_option,
    updatedAt: iso(row.updated_at) ?? '',
    updatedBy: row.updated_by,
  };
}

interface VersionRow {
  id: number;
  numero: number;
  title: string;
  content: string;
  author: string | null;
  created_at: Date;
  published_at: Date | null;
}

/** The version members read: the last one that went live. */
export function publishedVersionOf(row: ItemRow, versions: readonly VersionRow[]): VersionRow | undefined {
  if (row.published_at === null) return undefined;
  return versions
    .filter((v) => v.published_at !== null)
    .sort((a, b) => b.published_at!.getTime() - a.published_at!.getTime() || b.numero - a.numero)[0];
}

export function toDetail(row: ItemRow, versions: readonly VersionRow[], now: Date): CmsBlocDetail {
  const published = publishedVersionOf(row, versions);
  const draft = versions.find((v) => v.id === row.draft_version_id);
  const scheduled = versions.find((v) => v.id === row.scheduled_version_id);
  const editing = draft ?? scheduled ?? published;
  const role = (id: number) =>
    id === row.draft_version_id
      ? ('brouillon' as const)
      : id === row.scheduled_version_id
        ? ('programmee' as const)
        : id === published?.id
          ? ('publiee' as const)
          : ('ancienne' as const);
  return {
    ...toSummary(row, now),
    listId: row.block_list_id,
    listName: row.list_name,
    deletedAt: iso(row.deleted_at),
    published: published
      ? { versionId: published.id, title: row.title, content: row.content, since: iso(row.published_at) ?? '' }
      : null,
    editing: editing
      ? { versionId: editing.id, title: editing.title, content: editing.content }
      : { versionId: null, title: row.title, content: row.content },
    versions: versions.map((v) => ({
      id: v.id,
      numero: v.numero,
      title: v.title,
      author: v.author,
      createdAt: iso(v.created_at) ?? '',
      publishedAt: iso(v.published_at),
      role: role(v.id),
    })),
  };
}

/** A publication moment: now (null) or to come, and before a withdrawal already scheduled. */
export function checkPublishAt(row: ItemRow, publishAt: Date | null, now: Date): void {
  if (publishAt === null) return;
  if (publishAt.getTime() <= now.getTime())
    throw new AppError(400, 'CMS_SCHEDULE_PAST', m.publishInPast, { publishAt: m.publishInPast });
  const withdrawal = time(row.unpublish_at);
  if (withdrawal !== null && withdrawal > now.getTime() && publishAt.getTime() >= withdrawal) {
    const message = m.publishAfterWithdrawal(cmsDateTime(row.unpublish_at!));
    throw new AppError(400, 'CMS_SCHEDULE_ORDER', message, { publishAt: message });
  }
}

/** A withdrawal moment: now (null) or to come, after a publication already scheduled. */
export function checkUnpublishAt(row: ItemRow, unpublishAt: Date | null, now: Date): void {
  if (unpublishAt !== null && unpublishAt.getTime() <= now.getTime())
    throw new AppError(400, 'CMS_SCHEDULE_PAST', m.unpublishInPast, { unpublishAt: m.unpublishInPast });
  const scheduled = row.scheduled_version_id === null ? null : time(row.publish_at);
  if (unpublishAt !== null && scheduled !== null && unpublishAt.getTime() <= scheduled) {
    const message = m.withdrawalBeforePublication(cmsDateTime(row.publish_at!));
    throw new AppError(400, 'CMS_SCHEDULE_ORDER', message, { unpublishAt: message });
  }
  if (!isLive(row, now) && scheduled === null) throw new AppError(400, 'CMS_NOT_LIVE', m.notLive);
}
