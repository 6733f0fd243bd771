import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateDataKeysText, installDataKeys, parseDataKeys, type DataKeys } from './field-encryption.ts';

/** Where keys generated for an embedded or demo database are kept: beside it, never inside it. */
export const generatedKeysFileName = 'cles-chiffrement.txt';

export interface DataKeysSource {
  keys: DataKeys;
  /** Where they came from, for the start-up log (never the keys). */
  source: 'DATA_ENCRYPTION_KEYS' | 'DATA_ENCRYPTION_KEYS_FILE' | 'DATA_DIR' | 'générées dans DATA_DIR';
}

/**
 * The keys of the NIR and IBAN encryption (decision 048): DATA_ENCRYPTION_KEYS, else the file
 * DATA_ENCRYPTION_KEYS_FILE, else `DATA_DIR/cles-chiffrement.txt`. That file is generated when
 * missing for the embedded database (one instance) and for demo data (try-outs, bench, cluster
 * rehearsal: instances share DATA_DIR); PostgreSQL without demo data is refused instead — instances
 * that each made a key would not read each other's values.
 */
export function loadDataKeys(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
}): DataKeysSource {
  const { env, dataDir } = options;
  if (env.DATA_ENCRYPTION_KEYS?.trim())
    return { keys: parseDataKeys(env.DATA_ENCRYPTION_KEYS), source: 'DATA_ENCRYPTION_KEYS' };
  const file = env.DATA_ENCRYPTION_KEYS_FILE?.trim();
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`DATA_ENCRYPTION_KEYS_FILE : « ${file} » illisible (${(error as Error).message}).`, {
        cause: error,
      });
    }
    return { keys: parseDataKeys(text), source: 'DATA_ENCRYPTION_KEYS_FILE' };
  }
  const generated = path.join(dataDir, generatedKeysFileName);
  if (existsSync(generated)) return { keys: parseDataKeys(readFileSync(generated, 'utf8')), source: 'DATA_DIR' };
  if (options.databaseUrl && !options.demoData)
    throw new Error(
      'Clés de chiffrement du NIR et des IBAN absentes : avec PostgreSQL, donnez à chaque instance les mêmes clés par DATA_ENCRYPTION_KEYS ou DATA_ENCRYPTION_KEYS_FILE (docs/operations.md, « Clés de chiffrement »).',
    );
  mkdirSync(dataDir, { recursive: true });
  // Written aside then linked: two processes starting together keep the first file, whole.
  const temporary = `${generated}.${process.pid}.tmp`;
  writeFileSync(
    temporary,
    `# Clés de chiffrement du NIR et des IBAN, générées au premier démarrage (docs/operations.md).\n# Sauvegardez-les À PART de la base : sans elles, NIR et IBAN chiffrés sont perdus.\n${generateDataKeysText()}`,
    { mode: 0o600 },
  );
  try {
    linkSync(temporary, generated);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return { keys: parseDataKeys(readFileSync(generated, 'utf8')), source: 'générées dans DATA_DIR' };
}

/** Loads the keys the configuration says and makes them this process's (before migrating: 026 encrypts with them). */
export function installConfiguredDataKeys(config: {
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
}): DataKeysSource['source'] {
  const loaded = loadDataKeys({ env: process.env, ...config });
  installDataKeys(loaded.keys);
  return loaded.source;
}
