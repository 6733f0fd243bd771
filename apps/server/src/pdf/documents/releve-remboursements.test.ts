import { describe, expect, it } from 'vitest';
import { formatEuros } from '@portail/shared/format';
import { readPdf, squash } from '../../test/read-pdf.ts';
import { renderPdf } from '../render-pdf.ts';
import { buildReleveRemboursements } from './releve-remboursements.ts';
import { sampleReleve } from './sample-data.ts';

describe('relevé de remboursements (PDF)', () => {
  it('met 150 lignes sur plusieurs pages, en-têtes répétés, et finit par les totaux justes', async () => {
    const data = sampleReleve(150);
    const read = await readPdf(await renderPdf(buildReleveRemboursements(data)));
    expect(read.pageCount).toBeGreaterThan(2);
    expect(read.pages[1]).toContain(`Page 2 sur ${read.pageCount}`);
    for (const page of read.pages) expect(page).toContain('Nature des soins');
    const sum = (key: 'fraisReels' | 'rembourseMutuelle' | 'resteACharge') =>
      formatEuros(data.lignes.reduce((total, line) => total + line[key], 0));
    const last = squash(read.pages.at(-1)!);
    expect(last).toMatch(
      new RegExp(
        `Total ${squash(sum('fraisReels'))} .* ${squash(sum('rembourseMutuelle'))} ${squash(sum('resteACharge'))}`,
      ),
    );
    expect(squash(sum('fraisReels'))).toMatch(/^\d{1,3} \d{3},\d{2} €$/);
    expect(squash(read.text)).toContain(
      '02/01/2026 Marie Consultation médecin généraliste 30,00 € 30,00 € 19,00 € 9,00 € 2,00 €',
    );
    expect(squash(read.pages[0]!)).toContain('Nombre d’actes 150');
  });

  it('dit qu’il n’y a aucun remboursement sur la période, sans ligne de totaux', async () => {
    const read = await readPdf(await renderPdf(buildReleveRemboursements(sampleReleve(0))));
    expect(read.pageCount).toBe(1);
    expect(read.text).toContain('Aucun remboursement sur la période.');
    expect(read.text).not.toContain('Total');
  });
});
