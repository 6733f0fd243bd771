import { useEffect, useRef } from 'react';
import type { PrestationsAnnee } from '@portail/shared/remboursements';
import { anneeTexts as t } from '../texts';

/** A colour of the theme (CSS variable), so the chart follows the client's branding. */
function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Spent vs reimbursed per month, drawn by Chart.js, imported here only: the library is a chunk of
 * this page alone. The canvas is decorative for assistive technology: the tables say the same.
 */
export function AnneeChart({ data }: { data: PrestationsAnnee }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('chart.js').then(
      ({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
        if (cancelled || !canvas.current) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
        const euros = (cents: number) => cents / 100;
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: {
            labels: [...t.moisCourts],
            datasets: [
              {
                label: t.depense,
                data: data.mois.map((m) => euros(m.fraisReels)),
                backgroundColor: themeColor('--color-muted', '#4b5563'),
              },
              {
                label: t.rembourse,
                data: data.mois.map((m) => euros(m.montantSecu + m.montantMutuelle)),
                backgroundColor: themeColor('--color-primary', '#005a9c'),
              },
            ],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            locale: 'fr-FR',
            scales: { y: { ticks: { callback: (value) => `${Number(value).toLocaleString('fr-FR')} €` } } },
            plugins: {
              tooltip: {
                callbacks: {
                  label: (item) =>
                    `${item.dataset.label ?? ''} : ${Number(item.raw).toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' })}`,
                },
              },
            },
          },
        });
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [data]);
  return (
    <figure className="remb-chart">
      <figcaption>{t.chartTitle(data.annee)}</figcaption>
      <div className="remb-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={`${t.chartTitle(data.annee)}. ${t.chartAlt}`} />
      </div>
    </figure>
  );
}
