import { describe, expect, it } from 'vitest';
import { auditContentHtml, sanitizeContentHtml } from './sanitize-html.ts';
import { expectInert, xssPayloads } from './xss-test-helpers.ts';

describe('nettoyage du HTML du CMS et de la FAQ (liste blanche)', () => {
  it(`rend inertes les ${xssPayloads.length} charges XSS classiques de la liste`, () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(20);
    for (const payload of xssPayloads) {
      const clean = sanitizeContentHtml(payload);
      expectInert(clean);
      expect(clean, payload).not.toMatch(/<\s*(script|style|iframe|svg|math|object|embed|form|input|base|meta)/i);
      // Stable: cleaning twice changes nothing (no mutation on re-parse).
      expect(sanitizeContentHtml(clean)).toBe(clean);
    }
  });

  it('garde le HTML de contenu autorisé tel quel', () => {
    const html =
      '<h2>Titre</h2><p>Texte <strong>gras</strong> et <em>italique</em><br />suite</p>' +
      '<ul><li><a href="#/page/cgu">CGU</a></li><li><a href="mailto:dpo@mutuelle-demo.fr">DPO</a></li></ul>' +
      '<table><caption>Tableau</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<p><img src="/api/cms/documents/images/12" alt="Schéma" /> <a href="/api/health">santé</a></p>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('ajoute rel="noopener noreferrer" aux liens qui ouvrent un nouvel onglet', () => {
    expect(sanitizeContentHtml('<a href="https://www.cnil.fr" target="_blank" rel="opener">CNIL</a>')).toBe(
      '<a href="https://www.cnil.fr" target="_blank" rel="noopener noreferrer">CNIL</a>',
    );
  });

  it('retire les images qui ne viennent pas du CMS du portail', () => {
    expect(sanitizeContentHtml('<p><img src="https://tracker.example/pixel.gif" alt="" />Texte</p>')).toBe(
      '<p>Texte</p>',
    );
  });

  it('garde le texte échappé : « <script> » écrit en toutes lettres reste du texte', () => {
    expect(sanitizeContentHtml('<p>La balise &lt;script&gt; est refusée</p>')).toBe(
      '<p>La balise &lt;script&gt; est refusée</p>',
    );
  });

  it('liste en français ce que l’import refuserait', () => {
    expect(
      auditContentHtml(
        '<p style="color:red" onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="http://x/y.png">',
      ),
    ).toEqual([
      'attribut style non autorisé sur <p>',
      'attribut onclick non autorisé sur <p>',
      'balise <script> non autorisée',
      'lien non autorisé (javascript:alert(1))',
      'source d’image non autorisée (http://x/y.png)',
    ]);
    expect(auditContentHtml('<p>Bonjour <a href="#/page/cgu" target="_blank">CGU</a></p>')).toEqual([]);
  });
});
