import { describe, expect, it } from 'vitest';
import { hasControlCharacters, limitedText, multilineText, text, textMessages } from './text.ts';

describe('caractères de contrôle', () => {
  it('refuse un octet NUL dans un texte d’une ligne, avec le message français', () => {
    const result = text().safeParse('marie\u0000@example.com');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(textMessages.controlCharacters);
  });

  it.each(['\u0001', '\u001b', '\u007f', '\t', '\n'])('refuse %j sur une ligne', (c) => {
    expect(hasControlCharacters(`a${c}b`)).toBe(true);
  });

  it('accepte accents, apostrophes typographiques et emoji', () => {
    expect(text().safeParse('Hélène d’Arc-Lefèvre 😀').success).toBe(true);
  });

  it('un texte multiligne garde tabulations et sauts de ligne mais refuse NUL', () => {
    expect(multilineText().safeParse('Bonjour,\r\n\tmerci').success).toBe(true);
    expect(multilineText().safeParse('Bonjour\u0000').success).toBe(false);
  });
});

describe('textes limités (issue 25)', () => {
  it('au-delà de la limite, le message nomme le champ et sa limite, écrite à la française', () => {
    expect(limitedText(120, 'L’objet').safeParse('O'.repeat(121)).error?.issues[0]?.message).toBe(
      'L’objet ne doit pas dépasser 120 caractères.',
    );
    expect(textMessages.tooLong('Le message', 5000)).toBe('Le message ne doit pas dépasser 5\u202f000 caractères.');
  });

  it('la limite compte le texte sans ses espaces de début et de fin', () => {
    expect(limitedText(3, 'Le code').parse('  abc  ')).toBe('abc');
  });
});
