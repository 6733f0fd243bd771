import { describe, expect, it } from 'vitest';
import { detectMimeType, fileExtension, fileKind, fileKindLabels } from './file-types';
import { formatBytes, formatEuros, formatMo, truncate } from './format';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('formats d’affichage (§9)', () => {
  it('tailles en Octets, ko, Mo, Go, To, Po', () => {
    expect(formatBytes(0)).toBe('0 Octets');
    expect(formatBytes(512)).toBe('512 Octets');
    expect(formatBytes(1536)).toBe('1,5 ko');
    expect(formatBytes(5 * 1024 ** 2)).toBe('5 Mo');
    expect(formatBytes(1024 ** 3)).toBe('1 Go');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2 To');
    expect(formatBytes(1024 ** 5)).toBe('1 Po');
  });
  it('tailles en Mo avec 0 à 2 décimales', () => {
    expect(formatMo(5 * 1024 ** 2)).toBe('5 Mo');
    expect(formatMo(2.5 * 1024 ** 2)).toBe('2,5 Mo');
    expect(formatMo(345_678)).toBe('0,33 Mo');
  });
  it('montants en euros (centimes) avec espace fine insécable entre les milliers et insécable avant €', () => {
    expect(formatEuros(123456)).toBe('1\u202f234,56\u00a0€');
    expect(formatEuros(3000)).toBe('30,00\u00a0€');
    expect(formatEuros(-50)).toBe('-0,50\u00a0€');
  });
  it('montants courts, sans décimales quand le montant est rond', () => {
    expect(formatEuros(15000, 'court')).toBe('150\u00a0€');
    expect(formatEuros(2250, 'court')).toBe('22,50\u00a0€');
    expect(formatEuros(170000, 'court')).toBe('1\u202f700\u00a0€');
    expect(formatEuros(5, 'court')).toBe('0,05\u00a0€');
    expect(formatEuros(0, 'court')).toBe('0\u00a0€');
  });
  it('tronque à 25 caractères par défaut', () => {
    expect(truncate('a'.repeat(25))).toBe('a'.repeat(25));
    expect(truncate('attestation-de-droits-2026.pdf')).toBe('attestation-de-droits-202…');
    expect(truncate('abcdef', 3)).toBe('abc…');
  });
});

describe('types de fichiers (§9)', () => {
  it('bmp, jpg, jpeg, png = image ; doc, docx = document ; pdf ; ppt, pptx = présentation ; xls, xlsx = tableur', () => {
    expect(['a.bmp', 'a.JPG', 'a.jpeg', 'a.png'].map(fileKind)).toEqual(['image', 'image', 'image', 'image']);
    expect(['a.doc', 'a.docx', 'a.pdf'].map(fileKind)).toEqual(['document', 'document', 'pdf']);
    expect(['a.ppt', 'a.pptx', 'a.xls', 'a.xlsx'].map(fileKind)).toEqual([
      'presentation',
      'presentation',
      'spreadsheet',
      'spreadsheet',
    ]);
    expect(fileExtension('sans-extension')).toBe('');
    expect(Object.values(fileKindLabels)).toEqual(['Image', 'Document', 'PDF', 'Présentation', 'Tableur']);
  });
  it('reconnaît le vrai type d’un fichier à ses premiers octets', () => {
    expect(detectMimeType(ascii('%PDF-1.7'))).toBe('application/pdf');
    expect(detectMimeType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectMimeType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectMimeType(Uint8Array.of(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
  });
});
