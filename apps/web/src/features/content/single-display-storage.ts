import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

/**
 * §3 local storage `singleDisplayBlockListIds`: one entry per user, `{ userId, blockListIds }`,
 * where blockListIds are the ids of the single-display blocks that user closed, separated by
 * semicolons (decision 021). Example: `[{"userId":"12","blockListIds":"4;9"}]`.
 */
export const singleDisplayStorageKey = storageKeys.singleDisplayBlockListIds;

interface Entry {
  userId: string;
  blockListIds: string;
}

function readEntries(): Entry[] {
  try {
    const parsed: unknown = JSON.parse(readStorage('local', singleDisplayStorageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is Entry =>
        typeof e === 'object' && e !== null && typeof e.userId === 'string' && typeof e.blockListIds === 'string',
    );
  } catch {
    // Unreadable content: nothing was hidden.
    return [];
  }
}

function idsOf(entry: Entry | undefined): number[] {
  if (!entry) return [];
  return entry.blockListIds
    .split(';')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Ids of the single-display blocks this user has already closed. */
export function hiddenBlockIds(userId: string): number[] {
  return idsOf(readEntries().find((e) => e.userId === userId));
}

/** Remembers that this user closed a single-display block; it stays hidden for them (§4). */
export function hideBlockForUser(userId: string, blockId: number): void {
  const entries = readEntries();
  const entry = entries.find((e) => e.userId === userId);
  const ids = [...new Set([...idsOf(entry), blockId])];
  const next: Entry = { userId, blockListIds: ids.join(';') };
  writeStorage('local', singleDisplayStorageKey, JSON.stringify([...entries.filter((e) => e.userId !== userId), next]));
}
