import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearToasts, endPageToasts, showToast, useToasts } from './toasts';

describe('toasts (§8)', () => {
  afterEach(() => clearToasts());

  it('un toast identique à un toast affiché ne s’empile pas : il reste un seul, relancé', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      showToast({ type: 'danger', text: "Le message Login_Footer n'a pas pu être chargé." });
      showToast({ type: 'success', text: 'Demande réalisée' });
      showToast({ type: 'danger', text: "Le message Login_Footer n'a pas pu être chargé." });
    });
    expect(result.current.map((t) => t.text)).toEqual([
      'Demande réalisée',
      "Le message Login_Footer n'a pas pu être chargé.",
    ]);
  });

  it('des toasts de textes ou de types différents restent chacun affichés', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      showToast({ type: 'danger', text: 'La demande a échoué' });
      showToast({ type: 'warning', text: 'La demande a échoué' });
      showToast({ type: 'danger', text: 'La demande a échoué', details: ['Contrats'] });
    });
    expect(result.current).toHaveLength(3);
  });

  it('un toast finit avec sa page, sauf celui que le changement de page vient de donner', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    try {
      const { result } = renderHook(() => useToasts());
      act(() => {
        showToast({ type: 'danger', text: 'La demande a échoué' });
      });
      vi.setSystemTime(new Date('2026-11-29T10:00:05Z'));
      act(() => {
        showToast({ type: 'success', text: 'Votre demande a bien été prise en compte.' });
        endPageToasts();
      });
      expect(result.current.map((t) => t.text)).toEqual(['Votre demande a bien été prise en compte.']);
      vi.setSystemTime(new Date('2026-11-29T10:00:08Z'));
      act(() => endPageToasts());
      expect(result.current).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
