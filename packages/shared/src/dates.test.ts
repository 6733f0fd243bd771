import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampBounds,
  dateError,
  dateMessages,
  formatDayOfMonth,
  formatFrDate,
  isMonthSelectable,
  maskDateInput,
  nextEnabledDay,
  parseFrDate,
} from './dates';

describe('masque de saisie de date (propriétés)', () => {
  it('ne garde que les chiffres, 8 au plus, dans l’ordre', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        expect(maskDateInput(raw).replaceAll('/', '')).toBe(raw.replace(/\D/g, '').slice(0, 8));
      }),
    );
  });

  it('place les barres obliques après le 2e et le 5e caractère seulement', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789/-. a'), maxLength: 20 }), (raw) => {
        const masked = maskDateInput(raw);
        expect(masked).toMatch(/^\d{0,2}(\/\d{1,2}(\/\d{1,4})?)?$/);
        [...masked].forEach((c, i) => expect(c === '/').toBe((i === 2 || i === 5) && c === '/'));
        expect(masked.length).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('est idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        expect(maskDateInput(maskDateInput(raw))).toBe(maskDateInput(raw));
      }),
    );
  });

  it('une date réelle relue depuis son affichage jj/MM/aaaa est la même', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }), (d) => {
        const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
        expect(parseFrDate(maskDateInput(formatFrDate(day).replaceAll('/', '')))).toEqual(day);
      }),
    );
  });
});

describe('sélecteur de date (règles)', () => {
  const min = new Date(2026, 0, 10);
  const max = new Date(2026, 11, 20);

  it('refuse une date qui n’existe pas', () => {
    expect(parseFrDate('31/02/2026')).toBeNull();
    expect(dateError('31/02/2026', {})).toBe(dateMessages.invalid);
    expect(dateError('12/03', {})).toBe(dateMessages.invalid);
  });
  it('refuse une date inférieure au minimum ou supérieure au maximum', () => {
    expect(dateError('09/01/2026', { min, max })).toBe('La date doit être égale ou postérieure au 10/01/2026.');
    expect(dateError('21/12/2026', { min, max })).toBe('La date doit être égale ou antérieure au 20/12/2026.');
    expect(dateError('10/01/2026', { min, max })).toBeNull();
  });
  it('refuse une date désactivée', () => {
    const isDisabled = (d: Date) => d.getDay() === 0;
    expect(dateError('04/01/2026', { isDisabled })).toBe(dateMessages.disabled);
  });
  it('si le minimum dépasse le maximum, le maximum est retenu', () => {
    expect(clampBounds({ min: max, max: min })).toMatchObject({ min, max: min });
  });
  it('un jour choisi avance au prochain jour actif du mois', () => {
    const weekends = (d: Date) => d.getDay() === 0 || d.getDay() === 6;
    expect(nextEnabledDay(new Date(2026, 0, 3), { isDisabled: weekends })).toEqual(new Date(2026, 0, 5));
    expect(nextEnabledDay(new Date(2026, 0, 31), { isDisabled: weekends })).toBeNull();
  });
  it('un mois n’est sélectionnable que dans les bornes et avec au moins un jour actif', () => {
    expect(isMonthSelectable(2025, 11, { min, max })).toBe(false);
    expect(isMonthSelectable(2026, 0, { min, max })).toBe(true);
    expect(isMonthSelectable(2026, 1, { min, max, isDisabled: (d) => d.getMonth() === 1 })).toBe(false);
  });
  it('affiche « 1er » pour le premier du mois et deux chiffres de 2 à 9', () => {
    expect(formatDayOfMonth(1)).toBe('1er');
    expect(formatDayOfMonth(2)).toBe('02');
    expect(formatDayOfMonth(9)).toBe('09');
    expect(formatDayOfMonth(15)).toBe('15');
  });
});
