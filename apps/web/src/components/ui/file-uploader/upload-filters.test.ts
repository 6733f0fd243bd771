import { describe, expect, it } from 'vitest';
import { uploadAuthorizedTypes } from '@portail/shared/file-types';
import { failingFilter, filterMessage, type UploaderOptions } from './upload-filters';

const options: UploaderOptions = {
  authorizedTypes: uploadAuthorizedTypes,
  maxFileSize: 1024 * 1024,
  totalQueueSize: 2 * 1024 * 1024,
  queueLimit: 3,
};
const pdf = { name: 'ordonnance.pdf', size: 1000, type: 'application/pdf' };

describe('filtres du téléverseur (§5)', () => {
  it('limite de la file : pas plus de queueLimit fichiers', () => {
    expect(failingFilter(pdf, [1, 1, 1], options)).toBe('queueLimit');
    expect(filterMessage('queueLimit', options)).toBe('Vous ne pouvez pas joindre plus de 3 fichiers.');
  });
  it('taille maximale par fichier', () => {
    expect(failingFilter({ ...pdf, size: 1024 * 1024 + 1 }, [], options)).toBe('fileSize');
    expect(filterMessage('fileSize', options)).toBe('Le fichier dépasse la taille maximale autorisée (1 Mo).');
  });
  it('taille totale de la file', () => {
    expect(failingFilter({ ...pdf, size: 1024 * 1024 }, [1024 * 1024, 1], options)).toBe('totalQueueSize');
  });
  it('types autorisés par extension', () => {
    expect(failingFilter({ ...pdf, name: 'programme.exe' }, [], options)).toBe('fileType');
    expect(filterMessage('fileType', options)).toBe(
      "Ce type de fichier n'est pas accepté. Formats acceptés : .pdf, .png, .jpg, .jpeg.",
    );
  });
  it('type MIME : il doit être celui de l’extension quand le navigateur le donne', () => {
    expect(failingFilter({ ...pdf, type: 'application/x-msdownload' }, [], options)).toBe('mimeType');
    expect(failingFilter({ ...pdf, type: '' }, [], options)).toBeNull();
  });
  it('chaque filtre peut porter son propre message configuré', () => {
    expect(filterMessage('fileType', { ...options, messages: { fileType: 'Seuls les PDF sont acceptés.' } })).toBe(
      'Seuls les PDF sont acceptés.',
    );
  });
});
