import { useId, useState, type FormEvent } from 'react';
import { referentielCsvHeaders } from '@portail/shared/admin/referentiels';
import { referentielTables, type ReferentielTable } from '@portail/shared/referentiels';
import { FormButtons } from '@/components/ui/form-buttons';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { useReferentielWrites } from './referentiels-api';
import { referentielsTexts } from './referentiels-texts';

const t = referentielsTexts.importDialog;

/** The file's text: UTF-8 (the export's), else Windows-1252 (a spreadsheet's « CSV » in French Windows). */
async function readCsv(file: File): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsArrayBuffer(file);
  });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A CSV import: all or nothing; a refused file shows each line to correct. */
export function ImportDialog({ table, onClose }: { table: ReferentielTable; onClose(): void }) {
  const id = useId();
  const writes = useReferentielWrites(table);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<{ message: string; lines: string[] } | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFailure({ message: t.choisirFichier, lines: [] });
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const answer = await writes.importer(await readCsv(file));
      showToast({ type: 'success', text: answer.message });
      onClose();
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : String(error),
        lines: error instanceof ApiError && error.errors ? Object.values(error.errors) : [],
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal title={t.title(referentielTables[table].libelle)} onClose={onClose} size="xl">
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t.aide(referentielCsvHeaders(table).join(' ; '))}</p>
        {/* The browser's own file button speaks its interface's language: a French label stands in for it. */}
        <div className="field file-picker">
          <label htmlFor={`${id}-file`}>{t.fichier}</label>
          <input
            id={`${id}-file`}
            className="visually-hidden file-picker__input"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={failure ? true : undefined}
            aria-describedby={`${id}-name${failure ? ` ${id}-failure` : ''}`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <div className="file-picker__row">
            <label htmlFor={`${id}-file`} className="btn btn--secondary btn--small file-picker__button">
              {t.choisir}
            </label>
            <span id={`${id}-name`}>{file?.name ?? t.aucunFichier}</span>
          </div>
        </div>
        {failure && (
          <div className="alert alert--danger" role="alert" id={`${id}-failure`}>
            <p>{failure.message}</p>
            {failure.lines.length > 0 && (
              <>
                <h3 className="import-errors__title">{t.erreurs}</h3>
                <ul className="import-errors">
                  {failure.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        <FormButtons submitLabel={t.importer} backLabel={t.annuler} submitDisabled={pending} onBack={onClose} />
      </form>
    </Modal>
  );
}
