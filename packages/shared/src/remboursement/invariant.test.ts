import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typesVerre, unitesForfait, type Prestation } from '../garanties/offre-schema.ts';
import { referentielActes } from '../garanties/referentiel-actes.ts';
import { estimerRemboursement } from './estimer-remboursement.ts';
import { expliquerResteACharge, totalACharge } from './expliquer-reste-a-charge.ts';

const centimes = (max: number) => fc.integer({ min: 0, max });
const taux = fc.integer({ min: 0, max: 600 });
const forfait = fc.record(
  {
    montant: centimes(300_000),
    unite: fc.constantFrom(...unitesForfait),
    maxParAn: fc.integer({ min: 1, max: 12 }),
    periodeAnnees: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: ['montant', 'unite'] },
);
const prestation: fc.Arbitrary<Prestation> = fc.oneof(
  taux.map((t) => ({ type: 'pourcentageBR' as const, taux: t })),
  fc.tuple(taux, taux).map(([o, n]) => ({ type: 'optam' as const, optam: o, nonOptam: n })),
  forfait.map((f) => ({ type: 'forfait' as const, ...f })),
  fc.tuple(taux, forfait).map(([t, f]) => ({ type: 'pourcentageBRPlusForfait' as const, taux: t, forfait: f })),
  fc.constantFrom<Prestation>({ type: 'fraisReels' }, { type: 'centPourCentSante' }, { type: 'nonCouvert' }),
);
const actes = [...referentielActes.values()];

describe('invariant de tout remboursement', () => {
  it('frais réels = Sécurité sociale + participation forfaitaire + franchise + mutuelle + reste à charge, chaque part entière et ≥ 0, et l’explication couvre ce que paie l’adhérent', () => {
    fc.assert(
      fc.property(
        fc.record({
          acte: fc.constantFrom(...actes),
          prestations: fc.array(prestation, { maxLength: 2 }),
          fraisReels: centimes(10_000_000),
          baseRemboursement: centimes(10_000_000),
          optam: fc.boolean(),
          ageBeneficiaire: fc.integer({ min: 0, max: 100 }),
          nombre: fc.integer({ min: 1, max: 30 }),
          fraisMonture: centimes(100_000),
          dateSoins: fc.constantFrom('2023-06-01', '2024-05-15', '2025-01-10', '2026-03-01', '2026-11-24'),
          verres: fc.tuple(fc.constantFrom(...typesVerre), fc.constantFrom(...typesVerre)),
          consommationAnnuelle: fc.record({
            forfaitUtilise: centimes(400_000),
            seancesUtilisees: fc.integer({ min: 0, max: 15 }),
            participationsForfaitaires: centimes(6000),
            franchises: centimes(6000),
          }),
        }),
        ({ acte, prestations, verres, ...entree }) => {
          const secu = acte.secu.panier === 'optiqueClasseB' ? { ...acte.secu, verres } : acte.secu;
          const r = estimerRemboursement({ ...entree, acte: { ...acte, secu, prestations } });
          const parts = [r.montantSecu, r.participationForfaitaire, r.franchise, r.montantMutuelle, r.resteACharge];
          for (const part of [...parts, r.baseRemboursement]) {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
          }
          expect(parts.reduce((a, b) => a + b, 0)).toBe(entree.fraisReels);
          expect(r.details.depassement + r.details.forfaitEpuise).toBe(r.resteACharge);
          expect(r.details.forfaitEpuise).toBeGreaterThanOrEqual(0);
          const explique = expliquerResteACharge({ ...r, fraisReels: entree.fraisReels });
          expect(explique.reduce((somme, e) => somme + e.montant, 0)).toBe(totalACharge(r));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
