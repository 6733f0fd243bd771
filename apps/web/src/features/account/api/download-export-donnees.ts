import { apiBlob } from '@/lib/api-blob';
import { saveDownloadedFile } from '@/lib/resources';
import { exportDonneesUrl } from './get-export-donnees';

/** GET /api/adherent/donnees/export/archive: the ZIP, saved under the name the server gives. */
export async function downloadExportDonnees(): Promise<void> {
  saveDownloadedFile(await apiBlob(`${exportDonneesUrl}/archive`));
}
