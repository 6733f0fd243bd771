import { describe, expect, it } from 'vitest';
import { consultationGeneraliste, forfaitJournalierHospitalier } from '../remboursement/constantes.ts';
import { aujourdhuiIso, dateIsoSchema, valeurAu, valeurDateeSchema, valeursDateesSchema } from './valeurs-datees.ts';

describe('montants datés', () => {
  it('la valeur en vigueur est la dernière dont la date est passée', () => {
    expect(valeurAu(consultationGeneraliste, '2024-12-21')).toBe(2650);
    expect(valeurAu(consultationGeneraliste, '2024-12-22')).toBe(3000);
    expect(valeurAu(forfaitJournalierHospitalier, '2026-02-28')).toBe(2000);
    expect(valeurAu(forfaitJournalierHospitalier, '2026-03-01')).toBe(2300);
  });
  it('avant la première date, la première valeur s’applique', () => {
    expect(valeurAu(consultationGeneraliste, '2020-01-01')).toBe(2650);
  });
  it('refuse des valeurs non classées et des dates qui n’existent pas', () => {
    const desordre = [
      { depuis: '2025-01-01', montant: 1 },
      { depuis: '2024-01-01', montant: 2 },
    ];
    expect(valeursDateesSchema.safeParse(desordre).error?.issues[0]?.message).toBe(
      'Les valeurs doivent être classées par date, sans doublon.',
    );
    expect(dateIsoSchema.safeParse('2025-02-30').error?.issues[0]?.message).toBe('Cette date n’existe pas.');
    expect(dateIsoSchema.safeParse('30/01/2025').success).toBe(false);
  });
  it('un montant ou une date absents sont obligatoires ; de travers, ils disent leur format (issue 25)', () => {
    const message = (valeur: unknown) => valeurDateeSchema.safeParse(valeur).error?.issues[0]?.message;
    expect(message({ depuis: '2025-01-01' })).toBe('Le montant est obligatoire.');
    expect(message({ depuis: '2025-01-01', montant: '12' })).toBe('Le montant doit être un nombre.');
    expect(message({ depuis: '', montant: 1200 })).toBe('La date est obligatoire.');
    expect(message({ depuis: '01/01/2025', montant: 1200 })).toBe('La date doit être au format AAAA-MM-JJ.');
  });
  it('aujourd’hui en AAAA-MM-JJ, jour local', () => {
    expect(aujourdhuiIso(new Date(2026, 10, 24, 23, 30))).toBe('2026-11-24');
  });
});
