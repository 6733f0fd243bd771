import type { ExportDonneesEtat } from '@portail/shared/export-donnees';
import { apiJson } from '@/lib/api-client';
import { exportDonneesUrl } from './get-export-donnees';

/** POST /api/adherent/donnees/export: asks for the archive; 403 SECURITY_CODE_REQUIRED until a fresh code is verified. */
export function postExportDonnees(): Promise<ExportDonneesEtat> {
  return apiJson<ExportDonneesEtat>(exportDonneesUrl, { method: 'POST', body: {} });
}
