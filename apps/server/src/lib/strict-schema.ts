import type { z } from 'zod';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as z.ZodType | undefined)?._zod?.def as Def | undefined;

/**
 * Whether a request body refuses a field it does not name (decision 035): zod's z.object strips
 * unknown keys silently, z.strictObject refuses them with a 400 « Champ inconnu ». A field a client
 * believes it sends and the server drops is a bug hidden, or a probe answered by silence. Checked on
 * the body's own object (through optional, refinements and pipes); a body that is not an object
 * (none, an array, a string) has nothing to say.
 */
export function refusesUnknownFields(schema: unknown): boolean {
  const def = defOf(schema);
  if (!def) return true;
  switch (def.type) {
    case 'object':
      return defOf(def.catchall)?.type === 'never';
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return refusesUnknownFields(def.innerType);
    case 'pipe':
      return refusesUnknownFields(def.in);
    case 'union':
      return (def.options as unknown[]).every(refusesUnknownFields);
    case 'intersection':
      return refusesUnknownFields(def.left) && refusesUnknownFields(def.right);
    default:
      return true;
  }
}
