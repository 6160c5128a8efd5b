/** The OpenAPI document `buildApp` serves, generated from the route schemas, and its UI. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../config.js';
import { documentErrors } from './openapi-errors.js';
import { securityOf } from './openapi-security.js';
import { docsContentSecurityPolicy, installPageSecurityHeaders } from './security-headers.js';
import type { TypedApp } from './typed-app.js';

/** The OpenAPI document, generated from the route schemas, and its UI under /docs. */
export async function registerDocs(app: TypedApp, config: Config, https: boolean) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Slotbook API',
        version: '2',
        description: 'Scheduling API compatible with FluentBooking `fluent-booking/v2`.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          basicAuth: { type: 'http', scheme: 'basic' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'slotbook_session' },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal access token (`sbp_...`). It reaches only the operations whose `security` lists `bearerAuth` with a scope it holds, or with no scope (open to any token: `GET /users/me`); a token restricted to some calendars sees and acts only within them.',
          },
        },
      },
      security: [{ basicAuth: [] }, { sessionCookie: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    // Each operation lists the errors it can answer, with examples.
    transform: ({ schema, url, route }) => {
      const response = documentErrors({
        method: route.method,
        url,
        public: Boolean(route.config?.public),
        schema: schema ?? {},
      });
      const security = securityOf(route.config);
      const documented = response ? { ...schema, response } : schema;
      return { schema: security ? { ...documented, security } : documented, url };
    },
  });
  await app.register(async (docs) => {
    installPageSecurityHeaders(docs, https);
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: docsContentSecurityPolicy(https),
    });
  });
}
