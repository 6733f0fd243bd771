import { describe, expect, it } from 'vitest';
import { consultationSentence, consultationsQuerySchema } from './consultations.ts';

const item = { id: 1, objet: null, conseiller: null } as const;

describe('« Consultations de mon dossier » : une phrase par lecture, à l’heure de Paris', () => {
  it('« Un conseiller de Mutuelle Démo a consulté vos remboursements le 12/03/2026 à 14:05 » (heure d’hiver, UTC+1)', () => {
    expect(
      consultationSentence({ ...item, at: '2026-03-12T13:05:00.000Z', categorie: 'remboursements' }, 'Mutuelle Démo'),
    ).toBe('Un conseiller de Mutuelle Démo a consulté vos remboursements le 12/03/2026 à 14:05');
  });

  it('l’heure d’été (UTC+2) et le jour de Paris passé minuit UTC', () => {
    expect(consultationSentence({ ...item, at: '2026-07-01T22:30:00.000Z', categorie: 'fiche' }, 'Mutuelle Démo')).toBe(
      'Un conseiller de Mutuelle Démo a consulté votre fiche adhérent le 02/07/2026 à 00:30',
    );
  });

  it('une demande avec son numéro ; le nom du collaborateur quand la configuration le montre', () => {
    expect(
      consultationSentence(
        {
          ...item,
          at: '2026-01-05T08:00:00.000Z',
          categorie: 'demande',
          objet: 'D00000002',
          conseiller: 'Hélène Garnier',
        },
        'Mutuelle Démo',
      ),
    ).toBe('Hélène Garnier (Mutuelle Démo) a consulté votre demande n° D00000002 le 05/01/2026 à 09:00');
    expect(
      consultationSentence(
        { ...item, at: '2026-01-05T08:00:00.000Z', categorie: 'voir_comme' },
        'Mutuelle du Littoral',
      ),
    ).toBe(
      'Un conseiller de Mutuelle du Littoral a ouvert votre espace adhérent en consultation le 05/01/2026 à 09:00',
    );
  });

  it('refuse en français une page qui n’existe pas, et tout autre paramètre', () => {
    expect(consultationsQuerySchema.parse({})).toEqual({ page: 1 });
    expect(consultationsQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe(
      'Le numéro de page commence à 1.',
    );
    expect(consultationsQuerySchema.safeParse({ page: '1', tri: 'asc' }).success).toBe(false);
  });
});
