import { createHash } from 'node:crypto';
import { installDataKeys, parseDataKeys } from '../lib/field-encryption.ts';

/** A fixed 32-byte key per name: the run's templates (global setup) and the test files read each other's values. */
export function testKey(name: string): string {
  return createHash('sha256').update(`portail-test-key:${name}`).digest('base64');
}

/** The tests' DATA_ENCRYPTION_KEYS: a blind index key and one encryption key, `test1`. */
export const testDataKeysText = `index=${testKey('index')},test1=${testKey('test1')}`;
export const testDataKeys = parseDataKeys(testDataKeysText);

/** Made this process's keys by the test database helper, as startDatabase does at a server's start. */
export function installTestDataKeys(): void {
  installDataKeys(testDataKeys);
}
