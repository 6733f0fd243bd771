/**
 * PDF generation time (issue 11 figures): p50 and p95 over N renders (BENCH_PDF_RUNS, 50 by default)
 * of the « Attestation d'adhésion », the one-page tiers-payant card and the 150-line statement,
 * after a warm-up. `--write DIR` also saves each sample PDF there, to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAttestationAdhesion } from '../apps/server/src/pdf/documents/attestation-adhesion.ts';
import { buildCarteTiersPayant } from '../apps/server/src/pdf/documents/carte-tiers-payant.ts';
import { buildReleveRemboursements } from '../apps/server/src/pdf/documents/releve-remboursements.ts';
import { sampleAttestation, sampleCarte, sampleReleve } from '../apps/server/src/pdf/documents/sample-data.ts';
import type { PdfDocument } from '../apps/server/src/pdf/pdf-document-schema.ts';
import { renderPdf } from '../apps/server/src/pdf/render-pdf.ts';

const runs = Number(process.env.BENCH_PDF_RUNS ?? 50);
const writeIndex = process.argv.indexOf('--write');
const outDir = writeIndex > 0 ? process.argv[writeIndex + 1] : undefined;

const samples: { name: string; build: () => PdfDocument }[] = [
  { name: 'attestation', build: () => buildAttestationAdhesion(sampleAttestation) },
  { name: 'carte-tiers-payant', build: () => buildCarteTiersPayant(sampleCarte) },
  { name: 'releve-150-lignes', build: () => buildReleveRemboursements(sampleReleve(150)) },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function line(name: string, value: string) {
  console.log(`${name.padEnd(58)} ${value}`);
}

for (const sample of samples) {
  const bytes = await renderPdf(sample.build());
  await renderPdf(sample.build());
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await renderPdf(sample.build());
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  line(
    `PDF ${sample.name} (${runs} renders, ${(bytes.length / 1024).toFixed(0)} KB)`,
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
  if (outDir) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, `${sample.name}.pdf`), bytes);
  }
}
