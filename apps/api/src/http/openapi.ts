import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, VISITOR_COOKIE } from './cookies.js';
import { completeDocument } from './openapiDocument.js';

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas, and its UI at /api/docs
 * when `ui` is on (API_DOCS; off in production by default, decision 017).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { ui }: { ui: boolean },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tara marketplace API',
        description:
          'The calls of the spec under /api. Error bodies are { errors: string[], fields? }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The logged-in session (HttpOnly), set by login and register',
          },
          visitorCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: VISITOR_COOKIE,
            description:
              'The anonymous visitor (HttpOnly), set by the first call that saves something',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // The named zod schemas (ErrorBody, JsonValue, …) become components; then the common 4xx.
    transformObject: (document) => completeDocument(jsonSchemaTransformObject(document)),
  });
  // The UI's page and scripts carry the site's own CSP (no inline script, no framing), with
  // one exception for its pages only: Swagger UI injects <style> elements (decision 017).
  if (ui) {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      // Tags folded: Swagger UI stopped drawing operations past about 127 of them, unfolded.
      uiConfig: { docExpansion: 'none' },
      transformStaticCSP: (csp) =>
        csp.replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'"),
    });
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
