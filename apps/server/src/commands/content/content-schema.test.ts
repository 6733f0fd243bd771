import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentFileSchema } from './content-schema.ts';

const documented = path.resolve(import.meta.dirname, '../../../../../docs/content-format.schema.json');

/** The JSON Schema the documentation publishes, generated from the schema the import applies. */
function generated() {
  return z.toJSONSchema(contentFileSchema, { io: 'input', target: 'draft-2020-12' });
}

describe('format du fichier de contenu', () => {
  it('docs/content-format.schema.json est celui que l’import applique (UPDATE_SCHEMA=1 pour le régénérer)', () => {
    if (process.env.UPDATE_SCHEMA === '1') writeFileSync(documented, `${JSON.stringify(generated(), null, 2)}\n`);
    expect(JSON.parse(readFileSync(documented, 'utf8'))).toEqual(generated());
  });

  it('les fichiers de démonstration suivent ce schéma', () => {
    for (const file of ['demo/content.json', 'littoral/content.json']) {
      const json = JSON.parse(readFileSync(path.join(import.meta.dirname, '../seed/content', file), 'utf8'));
      expect(contentFileSchema.safeParse(json).success, file).toBe(true);
    }
  });
});
