import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalRegistry, type z } from 'zod';
import { audienceGroupeSchema } from '@portail/shared/admin/audiences';
import { errorBodySchema } from '@portail/shared/current-user';
import { domaineSchema } from '@portail/shared/garanties/offre-schema';
import { fileMediaTypesOf } from '../lib/file-response.ts';
import { sessionCookie } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may require a verified security code (X-SecurityCode): said in its OpenAPI security. */
    securityCode?: boolean;
  }
}

/*
 * The OpenAPI document (GET /api/docs/json), made complete here rather than route by route
 * (issue 22): named components, an operationId, the security requirement that follows from the
 * route's declared access, the JSON error replies, and the media types of file downloads.
 */

/**
 * The schemas the document names. The recursive ones must be: zod cuts their cycle with a
 * reference that fastify-type-provider-zod 6 leaves dangling (`schema0`) unless the schema has an id
 * (fastify-type-provider-zod#210); the error reply so every error response points to one shape.
 */
const namedSchemas: [z.ZodType, string][] = [
  [errorBodySchema, 'Erreur'],
  [domaineSchema, 'Domaine'],
  [audienceGroupeSchema, 'AudienceGroupe'],
];
for (const [schema, id] of namedSchemas)
  if (globalRegistry.get(schema)?.id !== id) globalRegistry.add(schema, { ...globalRegistry.get(schema), id });

const errorSchemaRef = '#/components/schemas/Erreur';

/** What each error status means on this API (the body is always {message, code, errors?}, in French). */
const errorDescriptions: Record<string, string> = {
  '400': 'Requête invalide (VALIDATION : `errors` nomme chaque champ refusé, message en français)',
  '401': 'Non connecté (UNAUTHENTICATED)',
  '403': 'Refusé : droits, jeton XSRF absent ou faux (CSRF), code de sécurité manquant…',
  '404': 'Introuvable (ou hors du périmètre du compte)',
  '409': 'Conflit avec l’état actuel, ou la même Idempotency-Key encore en cours (Retry-After)',
  '413': 'Corps trop volumineux',
  '415': 'Type de contenu non accepté',
  '422': 'Idempotency-Key déjà utilisée pour une autre requête',
  '429': 'Trop de tentatives : réessayer après le délai de l’en-tête Retry-After',
  '500': 'Erreur interne (message générique, aucun détail technique)',
  '503': 'Service momentanément indisponible',
};

const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookie,
    description: 'Cookie de session (HttpOnly) posé par la connexion (POST /api/identity/login puis le code AMF).',
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'Toute écriture (POST, PUT, DELETE) renvoie la valeur du cookie XSRF-TOKEN, posé par les réponses de l’API, dans cet en-tête.',
  },
  codeSecurite: {
    type: 'apiKey',
    in: 'header',
    name: 'X-SecurityCode',
    description:
      'Code de sécurité vérifié (POST /api/amf/verify) exigé par les opérations sensibles ; valable une fois, 10 minutes.',
  },
  partenaire: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Partner-Key',
    description: 'Clé d’un partenaire (appel de serveur à serveur, sans cookie).',
  },
} as const;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write of a signed-in account: it takes an Idempotency-Key (plugins/idempotency.ts, decision 044). */
function takesIdempotencyKey(route: RouteOptions, method: string): boolean {
  const access = route.config?.access;
  return !safeMethods.has(method) && access !== undefined && access !== 'public' && access !== 'partner';
}

const idempotencyKeyParameter = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,128}$',
  description:
    'Facultatif : une clé par envoi (un UUID). Renvoyée avec la même requête dans les 24 h, la première réponse est rejouée (Idempotent-Replayed: true) sans rien écrire ; avec une autre requête : 422 ; pendant que la première est traitée : 409.',
};

type HeadersSchema = { type?: string; properties?: Record<string, unknown>; required?: string[] } | undefined;

/** `getAdherentCourriersByIdExport`: stable, readable names for generated clients. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') || segment.startsWith('{')
        ? ['by', ...segment.replace(/[:{}]/g, '').split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** Who may call the route, as OpenAPI security requirements (alternatives; each one's schemes all needed). */
function securityOf(route: RouteOptions, method: string): Record<string, string[]>[] {
  const { access, csrf, securityCode } = route.config ?? {};
  const write = !safeMethods.has(method) && csrf !== false;
  if (access === 'partner') return [{ partenaire: [] }];
  const base: Record<string, string[]> = {
    ...(access && access !== 'public' ? { session: [] } : {}),
    ...(write ? { xsrf: [] } : {}),
  };
  return securityCode ? [base, { ...base, codeSecurite: [] }] : [base];
}

/** The errors any route of its kind can answer, besides those it declares itself. */
function errorStatusesOf(route: RouteOptions, method: string): string[] {
  const { access, habilitation, rateLimit } = route.config ?? {};
  const schema = route.schema ?? {};
  const hasInput = Boolean(schema.params || schema.querystring || schema.body || schema.headers);
  const write = !safeMethods.has(method);
  const statuses = ['500'];
  if (hasInput || write) statuses.push('400');
  if (access && access !== 'public' && access !== 'partner') statuses.push('401');
  if ((access && access !== 'public' && access !== 'signedIn') || habilitation || write || route.config?.securityCode)
    statuses.push('403');
  if (route.url.includes(':')) statuses.push('404');
  if (rateLimit) statuses.push('429');
  if (takesIdempotencyKey(route, method)) statuses.push('409', '422');
  return statuses;
}

type SwaggerTransform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type SwaggerTransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type Responses = Record<string, unknown>;

const transform: SwaggerTransform = (input) => {
  const declared = (input.schema?.response ?? {}) as Responses;
  const files = Object.entries(declared).filter(([, schema]) => fileMediaTypesOf(schema));
  // File responses are not JSON: zod is not asked to describe them, their media types are.
  const zodResponses = Object.fromEntries(Object.entries(declared).filter(([, s]) => !fileMediaTypesOf(s)));
  const result = jsonSchemaTransform({
    ...input,
    schema: input.schema && { ...input.schema, response: Object.keys(zodResponses).length ? zodResponses : undefined },
  } as Parameters<SwaggerTransform>[0]);
  if (result.schema.hide) return result;
  const method = [input.route.method].flat()[0]!.toUpperCase();
  const response: Responses = { ...(result.schema.response as Responses | undefined) };
  for (const [status, schema] of files) {
    const { mediaTypes, description } = fileMediaTypesOf(schema)!;
    response[status] = {
      description,
      content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    };
  }
  for (const status of errorStatusesOf(input.route, method))
    response[status] ??= { description: errorDescriptions[status], $ref: errorSchemaRef };
  return {
    url: result.url,
    schema: {
      ...result.schema,
      ...(takesIdempotencyKey(input.route, method)
        ? {
            headers: {
              ...(result.schema.headers as HeadersSchema),
              type: 'object',
              properties: {
                ...(result.schema.headers as HeadersSchema)?.properties,
                'Idempotency-Key': idempotencyKeyParameter,
              },
            },
          }
        : {}),
      response,
      operationId: operationIdOf(method, input.route.url),
      security: securityOf(input.route, method),
      'x-access': input.route.config?.access,
    },
  };
};

type Paths = Record<string, Record<string, { responses?: Record<string, unknown> }>>;
const bodiless = new Set(['204', '302', '304']);

/**
 * Every error response points to one shared response (the JSON error shape and what the status
 * means here); a response that has no body (204, 302, 304) says so instead of « JSON null ».
 */
function normalizeResponses(paths: Paths) {
  for (const item of Object.values(paths))
    for (const op of Object.values(item))
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const { content, ...rest } = response as { content?: Record<string, { schema?: { $ref?: string } }> };
        if (bodiless.has(status)) op.responses![status] = rest;
        else if (errorDescriptions[status] && content?.['application/json']?.schema?.$ref === errorSchemaRef)
          op.responses![status] = { $ref: `#/components/responses/Erreur${status}` };
      }
}

/** The library emits each named schema twice (read and written forms): keep those the document uses. */
function withoutUnusedSchemas(schemas: Record<string, unknown>, rest: unknown): Record<string, unknown> {
  const used = JSON.stringify([rest, schemas]);
  return Object.fromEntries(
    Object.entries(schemas).filter(([name]) => {
      const ref = `"#/components/schemas/${name}"`;
      // A recursive schema refers to itself: only a reference from elsewhere counts.
      return used.split(ref).length - 1 > JSON.stringify(schemas[name]).split(ref).length - 1;
    }),
  );
}

// The named schemas in OpenAPI 3.0's dialect, like the routes' (the library's default is JSON Schema 2020-12).
const namedComponents = createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } });

const transformObject: SwaggerTransformObject = (input) => {
  const document = namedComponents(input) as ReturnType<SwaggerTransformObject> & {
    paths: Paths;
    components: Record<string, unknown>;
  };
  normalizeResponses(document.paths);
  const responses = Object.fromEntries(
    Object.entries(errorDescriptions).map(([status, description]) => [
      `Erreur${status}`,
      { description, content: { 'application/json': { schema: { $ref: errorSchemaRef } } } },
    ]),
  );
  const schemas = document.components.schemas as Record<string, unknown>;
  document.components.schemas = withoutUnusedSchemas(schemas, [document.paths, responses]);
  document.components.responses = responses;
  return document;
};

/** The options of @fastify/swagger: the document's frame and the two transforms above. */
export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Portail adhérent — API',
      version: '1.0.0',
      description:
        'API du portail adhérent (JSON, cookies de session, en-tête X-XSRF-TOKEN sur les écritures). Chaque opération déclare qui peut l’appeler (`security`, `x-access` : public, signedIn, member, staff, partner) et ses erreurs, toutes au format {message, code, errors?}.',
    },
    components: { securitySchemes },
  },
  transform,
  transformObject,
};
