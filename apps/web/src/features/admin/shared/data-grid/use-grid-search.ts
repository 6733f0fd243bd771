import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * The URL holds a grid's search (one per list of the back office): a link, Back and a reload give
 * the same list. Read through the list route's own schema; a wrong parameter in a shared link is
 * dropped on its own, the rest of the search stands.
 */
export function useGridSearch<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  const [params, setParams] = useSearchParams();
  const raw: Record<string, string> = Object.fromEntries(params);
  let parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = schema.safeParse(raw);
  }
  const search = (parsed.success ? parsed.data : schema.parse({})) as z.output<S>;
  const update = (next: Record<string, string | number | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };
  return { search, update };
}
