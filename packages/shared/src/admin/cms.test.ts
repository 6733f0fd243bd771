import { describe, expect, it } from 'vitest';
import { cmsBlocListIssues, cmsDateTime, parisDateTimeToIso, parisLocalToIso } from './cms.ts';

describe('éditeur CMS : heures de Paris et règles par liste', () => {
  it('lit une date et heure saisie comme l’heure de Paris, hiver comme été', () => {
    expect(parisLocalToIso('2026-12-31T23:30')).toBe('2026-12-31T22:30:00.000Z');
    expect(parisLocalToIso('2027-07-14T10:00')).toBe('2027-07-14T08:00:00.000Z');
    expect(parisLocalToIso('31/12/2026 23:30')).toBeNull();
    expect(parisDateTimeToIso('31/12/2026', '23:30')).toBe('2026-12-31T22:30:00.000Z');
    expect(parisDateTimeToIso('14/07/2027', '9h05')).toBe('2027-07-14T07:05:00.000Z');
    expect(parisDateTimeToIso('14/07/2027', '25:00')).toBeNull();
  });

  it('montre un moment au format jj/mm/aaaa à hh:mm, heure de Paris', () => {
    expect(cmsDateTime('2027-07-14T08:00:00.000Z')).toBe('14/07/2027 à 10:00');
    expect(cmsDateTime('2026-12-31T23:05:00.000Z')).toBe('01/01/2027 à 00:05');
  });

  it('une page statique a un titre ; les options de fenêtre ne valent que pour les popups', () => {
    const bloc = { name: 'x', title: '', content: '<p>x</p>', isSingleDisplay: true, hasCookieOption: false };
    expect(Object.keys(cmsBlocListIssues('Pages_Statiques', bloc))).toEqual(['title', 'isSingleDisplay']);
    expect(cmsBlocListIssues('Popups', bloc)).toEqual({});
  });
});
