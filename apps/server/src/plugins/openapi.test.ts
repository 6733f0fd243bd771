import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, marie } from '../test/demo-logins.ts';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';

/* Issue 22: the published document must be usable as is by client generators and Swagger UI. */

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; schema?: { minimum?: number; maximum?: number } }[];
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
};

const pageSizeNames = /^(limit|limite|taille|pageSize|page_size|perPage)$/;

function operationsOf(doc: Document): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
}

describe(`document OpenAPI (${testDbKind})`, () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await new Browser(t.app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => t.close());

  it('est valide (swagger-parser : schéma OpenAPI et références résolues)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('aucune $ref ne pointe hors du document', () => {
    const dangling: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const target = value
            .replace(/^#\//, '')
            .split('/')
            .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc);
          if (target === undefined) dangling.push(`${where}: ${value}`);
        } else walk(value, where);
      }
    };
    for (const [name, op] of operationsOf(doc)) walk(op, name);
    walk(doc.components, 'components');
    expect(dangling).toEqual([]);
  });

  it('déclare ses schémas de sécurité : cookie de session, en-têtes X-XSRF-TOKEN et X-SecurityCode', () => {
    const schemes = Object.values(doc.components.securitySchemes ?? {}) as { type: string; in: string; name: string }[];
    expect(schemes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'portail_session' }),
        expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' }),
        expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-SecurityCode' }),
      ]),
    );
  });

  it('chaque opération a un operationId unique, une réponse 2xx (ou sa redirection), ses erreurs et ses exigences de sécurité', () => {
    const ids = new Map<string, string>();
    const problems: string[] = [];
    for (const [name, op] of operationsOf(doc)) {
      if (!op.operationId) problems.push(`${name}: pas d’operationId`);
      else if (ids.has(op.operationId)) problems.push(`${name}: operationId ${op.operationId} déjà pris`);
      else ids.set(op.operationId, name);
      const codes = Object.keys(op.responses);
      // A redirection (302) is the success of the sign-in navigations.
      if (!codes.some((code) => /^2/.test(code) || code === '302')) problems.push(`${name}: pas de réponse 2xx`);
      if (!codes.includes('500')) problems.push(`${name}: pas de réponse 500`);
      if (!op.security) problems.push(`${name}: pas d’exigence de sécurité`);
    }
    expect(problems).toEqual([]);
  });

  it('les erreurs renvoient au schéma d’erreur commun {message, code, errors?}', () => {
    expect(doc.components.schemas?.Erreur).toMatchObject({ required: ['message', 'code'] });
    const op = doc.paths['/api/demandes']!.get!;
    for (const code of ['400', '401', '403', '500']) expect(op.responses[code], code).toBeDefined();
  });

  it('une route réservée aux adhérents exige la session ; une écriture exige aussi X-XSRF-TOKEN', () => {
    expect(doc.paths['/api/demandes']!.get!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/identity/logout']!.post!.security?.[0]).toMatchObject({ xsrf: [] });
    expect(doc.paths['/api/health']!.get!.security).toEqual([{}]);
    // A sensitive change names the security code as the requirement it may add.
    expect(doc.paths['/api/identity/change-password']!.post!.security).toContainEqual({
      session: [],
      xsrf: [],
      codeSecurite: [],
    });
  });

  it('une réponse sans corps (204, 302) n’annonce pas de contenu', () => {
    expect(doc.paths['/api/admin/audiences/{id}']!.delete!.responses['204']).not.toHaveProperty('content');
    expect(doc.paths['/api/identity/login']!.get!.responses['302']).not.toHaveProperty('content');
  });

  it('les téléchargements déclarent leur type de média', () => {
    const mediaOf = (path: string) => Object.keys(doc.paths[path]!.get!.responses['200']?.content ?? {});
    expect(mediaOf('/api/v2/adherent/attestation/print')).toEqual(['application/pdf']);
    expect(mediaOf('/api/v1/adherent/remboursements/export')).toContain('text/csv');
    expect(mediaOf('/api/adherent/courriers/{id}/visionneuse')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/png', 'image/jpeg']),
    );
    expect(mediaOf('/api/admin/audit/export')).toContain('text/csv');
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    for (const path of [
      '/api/v1/adherent/remboursements/export',
      '/api/admin/audit/export',
      '/api/admin/adherents/export',
    ])
      expect(mediaOf(path), path).toEqual(['text/csv', xlsx]);
  });

  it('chaque paramètre de taille de page a un minimum et un maximum', () => {
    const unbounded: string[] = [];
    let seen = 0;
    for (const [name, op] of operationsOf(doc))
      for (const parameter of op.parameters ?? [])
        if (parameter.in === 'query' && pageSizeNames.test(parameter.name)) {
          seen += 1;
          const { minimum, maximum } = parameter.schema ?? {};
          if (!(minimum! >= 1 && maximum! >= minimum! && maximum! <= 1000))
            unbounded.push(`${name} ${parameter.name}: [${minimum}, ${maximum}]`);
        }
    expect(seen).toBeGreaterThan(10);
    expect(unbounded).toEqual([]);
  });

  it.each([
    ['/api/demandes?limite=101', 'limite', 'marie'],
    ['/api/adherent/courriers?limite=0', 'limite', 'marie'],
    ['/api/notifications?pageSize=51', 'pageSize', 'marie'],
    ['/api/admin/audit?pageSize=1000', 'pageSize', 'admin'],
    ['/api/admin/exports/changes?limit=1001', 'limit', 'admin'],
  ])('%s hors bornes : 400 en français, le champ nommé', async (url, field, who) => {
    const browser = new Browser(t.app);
    const account = who === 'admin' ? admin : marie;
    await browser.signIn(account.userName, account.password);
    const response = await browser.get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors[field]).toMatch(/[a-zéèà]/);
    expect(body.errors[field]).not.toMatch(/too big|too small|expected/i);
  });
});
