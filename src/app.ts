import { lazyCompilers } from './http/lazy-compilers.js';
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { WindowCounter } from './infra/counters.js';
import { requireAuthentication } from './http/auth-hook.js';
import { refuseCrossSiteWrites } from './http/cross-site.js';
import { documentErrors } from './http/openapi-errors.js';
import { limitPerUser } from './http/user-limit.js';
import { API_PREFIX, acceptFormBodies, parseQueryString, rewriteCompatUrl } from './http/compat.js';
import {
  answerClientError,
  answerFrameworkError,
  installErrorHandler,
} from './http/error-handler.js';
import type { TypedApp } from './http/typed-app.js';
import { refuseUnknownFields } from './http/unknown-fields.js';
import { refuseUnstorableInput } from './http/unstorable-input.js';
import { installMetrics } from './http/metrics.js';
import { logEachRequest, loggerOptions } from './http/request-log.js';
import {
  docsContentSecurityPolicy,
  installApiSecurityHeaders,
  installPageSecurityHeaders,
} from './http/security-headers.js';
import { opsRoutes } from './http/ops.routes.js';
import { addEmailFormat, ErrorBody } from './http/schemas.js';
import { createServices, type Services } from './services.js';
import { accessTokensRoutes, usersRoutes } from './modules/users/index.js';
import { refuseOutOfScope } from './http/scopes.js';
import { announceResourceMetadata, consentRoutes, oauthRoutes } from './modules/oauth/index.js';
import { securityOf } from './http/openapi-security.js';
import { accountsRoutes } from './modules/accounts/index.js';
import { availabilityRoutes } from './modules/availability/index.js';
import { calendarsRoutes } from './modules/calendars/index.js';
import { eventResourcesRoutes } from './modules/calendars/index.js';
import { eventsRoutes } from './modules/calendars/index.js';
import { sharingRoutes } from './modules/calendars/index.js';
import { paymentsRoutes } from './modules/payments/index.js';
import { bookingsRoutes } from './modules/bookings/index.js';
import { contactsRoutes } from './modules/contacts/index.js';
import { crmRoutes } from './modules/contacts/index.js';
import { pagesRoutes } from './web/pages.routes.js';
import { dashboardRoutes } from './web/dashboard.routes.js';
import { webhooksRoutes } from './modules/webhooks/index.js';
import { connectionsRoutes } from './modules/connections/index.js';
import { testMailRoutes } from './modules/mail/index.js';
import { mcpRoutes } from './modules/mcp/index.js';
import { createPagesService } from './web/pages.service.js';
import type { StartGate } from './http/start-gate.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the work that answers sent so far left running is done. */
    settled(): Promise<void>;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  counter: WindowCounter;
  clock?: () => number;
  /** Where log lines go (stdout by default); the level comes from the config. */
  logStream?: DestinationStream;
  /** The services, when the caller also needs them (`serve()`); made here otherwise. */
  services?: Services;
  /** Holds requests until `serve()` has made what they need (`http/start-gate.ts`). */
  gate?: StartGate;
}

export const BODY_LIMIT = 1024 * 1024;

/** A hop count means: trust that many proxies in front of us. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The Fastify instance with its parsers, limits and error answers, before any route. */
function createFastify(config: Config, logStream: DestinationStream | undefined) {
  return Fastify({
    logger: loggerOptions(config, logStream),
    // One line per request, when its answer is sent (`logEachRequest`), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    rewriteUrl: (req) => rewriteCompatUrl(req.url ?? '/'),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      // Page slugs may have 200 characters (web/pages.routes.ts); the default is 100.
      maxParamLength: 200,
      querystringParser: parseQueryString,
    },
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: true },
      onCreate: addEmailFormat,
    },
    // Each route's schemas are compiled on its first request, not while the server starts.
    schemaController: { compilersFactory: lazyCompilers() },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/** The OpenAPI document, generated from the route schemas, and its UI under /docs. */
async function registerDocs(app: TypedApp, config: Config, https: boolean) {
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

/**
 * The API under /api/v2: cross-site writes refused, then authentication, then per-user limits,
 * then each module's routes. The Pro edition's routes (payments) exist only with
 * `SLOTBOOK_EDITION=pro`; with `core` they are unknown routes (404). This is the one place that
 * decides.
 */
function apiRoutes(deps: AppDeps, services: Services, https: boolean) {
  const { config } = deps;
  const proRoutes = config.edition === 'pro';
  return async (api: TypedApp) => {
    const crossSite = {
      ownOrigin: new URL(config.publicUrl).origin,
      allowedOrigins: config.allowedOrigins,
    };
    // Before authentication: a cross-site write is refused whatever its credentials (an
    // application password or the dashboard's session cookie).
    refuseCrossSiteWrites(api, crossSite);
    requireAuthentication(
      api,
      services.auth,
      (token, ip) => services.accounts.authenticate(token, ip),
      services.bearer,
    );
    // A refused bearer token learns where to get one (OAuth discovery, RFC 9728).
    announceResourceMetadata(api, config.publicUrl, API_PREFIX, true);
    refuseOutOfScope(api);
    limitPerUser(api, deps.counter, config.userRateLimit);
    await api.register(usersRoutes, { users: services.users });
    await api.register(accessTokensRoutes, { tokens: services.accessTokens });
    await api.register(consentRoutes, { oauth: services.oauth });
    await api.register(accountsRoutes, {
      accounts: services.accounts,
      https,
      crossSite,
      clock: deps.clock ?? Date.now,
    });
    await api.register(calendarsRoutes, {
      calendars: services.calendars,
      events: services.events,
    });
    await api.register(eventsRoutes, { events: services.events });
    await api.register(eventResourcesRoutes, { resources: services.eventResources });
    await api.register(sharingRoutes, { sharing: services.sharing });
    await api.register(availabilityRoutes, { availability: services.availability });
    await api.register(bookingsRoutes, {
      ...services.bookings,
      counter: deps.counter,
      proRoutes,
    });
    await api.register(contactsRoutes, { contacts: services.contacts });
    await api.register(crmRoutes, { crm: services.crm });
    await api.register(webhooksRoutes, { webhooks: services.webhooks });
    await api.register(connectionsRoutes, { connections: services.connections });
    await api.register(testMailRoutes, { testMail: services.testMail });
    if (proRoutes) {
      await api.register(paymentsRoutes, { payments: services.payments });
    }
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = createFastify(config, deps.logStream);
  if (deps.gate) app.addHook('onRequest', deps.gate.hook);
  app.addSchema(ErrorBody);
  installErrorHandler(app);
  acceptFormBodies(app);
  refuseUnstorableInput(app);
  refuseUnknownFields(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  logEachRequest(app);
  const metrics = installMetrics(app);

  const https = config.publicUrl.startsWith('https:');
  installApiSecurityHeaders(app, https);
  await registerDocs(app, config, https);

  const services =
    deps.services ??
    (await createServices({
      config,
      database,
      counter: deps.counter,
      clock: deps.clock ?? Date.now,
    }));
  // Work some answers leave running (a password reset's e-mail is written after its answer).
  app.decorate('settled', () => services.accounts.settled());
  await app.register(opsRoutes, {
    pingDatabase: () => database.ping(),
    metrics,
    metricsToken: config.metricsToken,
  });
  // The public pages, at the root with helmet's page headers.
  await app.register(pagesRoutes, {
    pages: createPagesService({ db: database.db, guests: services.bookings.guests }),
    checkout: services.bookings.checkout,
    counter: deps.counter,
    https,
    embedOrigins: config.embedOrigins,
  });
  // The dashboard under /app, and / leading to it.
  await app.register(dashboardRoutes, { https });
  // The OAuth authorization server at the root; its consent screen is the dashboard's.
  await app.register(oauthRoutes, {
    oauth: services.oauth,
    publicUrl: config.publicUrl,
    consentPath: '/app/oauth/consent',
    resourcePaths: ['/mcp'],
  });
  await app.register(apiRoutes(deps, services, https), { prefix: API_PREFIX });
  await app.register(mcpRoutes, {
    auth: services.auth,
    bearer: services.bearer,
    publicUrl: config.publicUrl,
    crossSite: {
      ownOrigin: new URL(config.publicUrl).origin,
      allowedOrigins: config.allowedOrigins,
    },
    counter: deps.counter,
    userRateLimit: config.userRateLimit,
    version: 'slotbook',
    calendars: services.calendars,
    slots: services.bookings.slots,
    creation: services.bookings.creation,
  });
  return app;
}
