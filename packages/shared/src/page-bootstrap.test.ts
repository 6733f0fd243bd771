import { describe, expect, it } from 'vitest';
import type { PublicClientConfig } from './client-config';
import { serializePageBootstrap } from './page-bootstrap';

describe('données écrites dans la page', () => {
  it('ne peuvent ni fermer le bloc <script> ni ouvrir un commentaire, et se relisent à l’identique', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029';
    const bootstrap = {
      clientConfig: { libelle: hostile } as unknown as PublicClientConfig,
      session: { authenticated: false as const },
    };
    const text = serializePageBootstrap(bootstrap);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(bootstrap);
  });
});
