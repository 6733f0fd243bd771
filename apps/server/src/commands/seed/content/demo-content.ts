import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importContent } from '../../content/import-content.ts';
import type { Db } from '../../../db/database.ts';

/** Content files of the demo clients (docs/content-format.md), loaded through the content import. */
const demoContentFiles = [
  { clientCode: 'demo', file: 'demo/content.json' },
  { clientCode: 'littoral', file: 'littoral/content.json' },
  { clientCode: 'horizon', file: 'horizon/content.json' },
] as const;

/**
 * Keys the demo partners send in X-Partner-Key (the content files hold only their SHA-256). For
 * trying POST /api/partenaires/sctoken/verify by hand; never use such keys outside a demo.
 */
export const demoPartnerKeys = {
  demo: {
    optique: 'demo-optique-95adf72ee3e8489eff2cdc9db5b3335b',
    dentaire: 'demo-dentaire-126c587eb60c98aeac885f4bf92abe5e',
    audition: 'demo-audition-5843b8b254cb3bafc6a892cee5e700ea',
  },
  littoral: { optique: 'demo-littoral-optique-d43b3687d3421cb0ba98042d1d2e2125' },
} as const;

export async function seedDemoContent(db: Db): Promise<void> {
  for (const { clientCode, file } of demoContentFiles) {
    const full = path.join(import.meta.dirname, file);
    const result = await importContent(db, await readFile(full, 'utf8'), { clientCode, baseDir: path.dirname(full) });
    if (!result.ok) throw new Error(`Contenu de démonstration invalide (${file}) :\n${result.errors.join('\n')}`);
  }
}
