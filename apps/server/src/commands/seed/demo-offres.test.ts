import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listerActes, offreAvecRenforts } from '@portail/shared/garanties/arbre-offre';
import { verifierContratResponsable } from '@portail/shared/garanties/contrat-responsable';
import { rechercherActes } from '@portail/shared/garanties/recherche-actes';
import { estimerRemboursement } from '@portail/shared/remboursement/estimer-remboursement';
import { demoOffreParNom, demoOffres } from './demo-offres.ts';

const nomsOffresDesContrats = readFileSync(path.join(import.meta.dirname, 'demo-members.jsonl'), 'utf8')
  .split('\n')
  .filter((ligne) => ligne.startsWith('{'))
  .map((ligne) => JSON.parse(ligne) as { type: string; nomOffre?: string })
  .filter((record) => record.type === 'contrat' && record.nomOffre?.startsWith('Santé'))
  .map((record) => record.nomOffre as string);

describe('offres de démonstration', () => {
  it('trois offres, dont celles des contrats de démonstration', () => {
    expect(demoOffres().map((o) => o.libelle)).toEqual(['Santé Essentielle', 'Santé Confort', 'Santé Intégrale']);
    expect(nomsOffresDesContrats.length).toBeGreaterThan(0);
    for (const nom of nomsOffresDesContrats) expect(demoOffreParNom(nom)?.libelle).toBe(nom);
  });

  it('les domaines habituels des brochures, avec des sous-domaines, des tags et des éléments mis en valeur', () => {
    for (const offre of demoOffres()) {
      expect(offre.domaines.map((d) => d.libelle)).toEqual([
        'Hospitalisation',
        'Soins courants',
        'Optique',
        'Dentaire',
        'Aides auditives',
        'Médecines douces',
        'Prévention',
      ]);
      expect(offre.domaines.find((d) => d.code === 'OPTIQUE')?.tags).toContain('100 % Santé');
      expect(listerActes(offre).some(({ acte }) => acte.mettreEnValeur)).toBe(true);
    }
    expect(demoOffres()[2]?.domaines.find((d) => d.code === 'MEDECINES_DOUCES')).toMatchObject({
      tags: ['Nouveau'],
      mettreEnValeur: true,
    });
    expect(demoOffres()[0]?.domaines.find((d) => d.code === 'OPTIQUE')?.options).toEqual(['RENFORT_OPTIQUE']);
  });

  it('chaque offre et chaque renfort respecte le contrat responsable', () => {
    for (const offre of demoOffres()) expect(verifierContratResponsable(offre)).toEqual([]);
  });

  it('non OPTAM : au plus 100 % BR au-dessus de la Sécurité sociale et 20 points sous l’OPTAM ; monture ≤ 100 €', () => {
    for (const offre of demoOffres()) {
      for (const { acte } of listerActes(offre)) {
        for (const p of acte.prestations) {
          if (p.type === 'optam') {
            expect(p.nonOptam).toBeLessThanOrEqual(200);
            expect(p.nonOptam).toBeLessThanOrEqual(Math.max(100, p.optam - 20));
          }
          if (p.type === 'forfait' && acte.secu.panier === 'optiqueClasseB')
            expect(p.dontMonture).toBeLessThanOrEqual(10000);
        }
      }
    }
  });

  it('Essentielle ≤ Confort ≤ Intégrale sur chaque acte, et un renfort n’enlève rien', () => {
    const [essentielle, confort, integrale] = demoOffres();
    const mutuelle = (offre: typeof essentielle, code: string) =>
      estimerRemboursement({
        acte: code,
        offre,
        fraisReels: 200_000,
        baseRemboursement: 30_000,
        dateSoins: '2026-06-01',
      }).montantMutuelle;
    for (const { acte } of listerActes(essentielle!)) {
      const [a, b, c] = [essentielle, confort, integrale].map((offre) => mutuelle(offre, acte.code));
      expect(a, acte.code).toBeLessThanOrEqual(b!);
      expect(b, acte.code).toBeLessThanOrEqual(c!);
      for (const renfort of essentielle!.renforts) {
        expect(mutuelle(offreAvecRenforts(essentielle!, [renfort.code]), acte.code)).toBeGreaterThanOrEqual(a!);
      }
    }
  });

  it('la recherche trouve « ostéo » dans Médecines douces et « LUNETTES » dans Optique › Lunettes', () => {
    const confort = demoOffreParNom('Santé Confort')!;
    expect(rechercherActes(confort, 'ostéo').map((r) => [r.acte.code, r.chemin])).toEqual([
      ['OSTEOPATHIE', ['Médecines douces']],
    ]);
    expect(new Set(rechercherActes(confort, 'LUNETTES').map((r) => r.chemin.join(' › ')))).toEqual(
      new Set(['Optique › Lunettes']),
    );
  });
});
