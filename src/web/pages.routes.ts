/**
 * The public pages, outside `/api/v2`: HTML with helmet's headers, and
 * their two static assets. Anything missing or hidden under `/book` and `/booking` is an HTML
 * 404 page, never the API's JSON.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, notFound } from '../errors.js';
import { toAppError } from '../http/error-handler.js';
import type { Asset } from './assets.js';
import { loadAssets } from './assets.js';
import { bookingPage } from './booking.view.js';
import { errorPage } from './error.view.js';
import { eventPage } from './event.view.js';
import type { Html } from './html.js';
import { landingPage } from './landing.view.js';
import type { AssetUrls } from './layout.view.js';
import { EMBED_SCRIPT } from './embed.js';
import { installPublicPageHeaders, type PageFraming } from './page-headers.js';
import type { PagesService } from './pages.service.js';
import { registerPaymentPages } from './payment.routes.js';
import { publicLimit, type StripeCheckout } from '../modules/bookings/index.js';
import type { WindowCounter } from '../infra/counters.js';

const Slug = Type.String({ minLength: 1, maxLength: 200 });
const schema = { hide: true } as const;

function sendPage(reply: FastifyReply, page: Html, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.value);
}

/** HTML errors for the page routes: 404 for what is missing or hidden, 500 for the rest. */
function installHtmlErrors(scope: FastifyInstance, assets: AssetUrls): void {
  scope.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.kind === 'internal') request.log.error({ err: error }, 'unexpected error');
    const status =
      appError.kind === 'internal' ? 500 : appError.kind === 'rate_limited' ? 429 : 404;
    for (const [name, value] of Object.entries(appError.headers)) reply.header(name, value);
    return sendPage(reply, errorPage(status, assets), status);
  });
  scope.setNotFoundHandler((_request, reply) => sendPage(reply, errorPage(404, assets), 404));
}

const AssetQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) });

function serveAsset(app: FastifyInstance, asset: Asset): void {
  const options = { schema: { ...schema, querystring: AssetQuery } };
  app.get<{ Querystring: { v?: string } }>(asset.path, options, async (request, reply) => {
    const version = request.query.v;
    reply
      .type(asset.type)
      .header('ETag', `"${asset.etag}"`)
      .header(
        'Cache-Control',
        version === asset.etag ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    if (!asset.body) throw notFound('asset', asset.path);
    if (request.headers['if-none-match'] === `"${asset.etag}"`) return reply.code(304).send();
    return reply.send(asset.body);
  });
}

interface Deps {
  pages: PagesService;
  assets: AssetUrls;
  framing: PageFraming;
}

/** `/book/<calendar slug>` and `/book/<calendar slug>/<event slug>`. */
const bookRoutes: FastifyPluginAsyncTypebox<Deps> = async (book, { pages, assets, framing }) => {
  installHtmlErrors(book, assets);
  /** Where a page not found at these slugs lives now (a renamed calendar or event type). */
  const movedOrThrow = async (error: unknown, calendar: string, event?: string) => {
    const missing = error instanceof AppError && error.kind === 'not_found';
    const moved = missing ? await pages.movedTo(calendar, event) : null;
    if (!moved) throw error;
    return moved;
  };
  book.get(
    '/:calendar',
    { schema: { ...schema, params: Type.Object({ calendar: Slug }) } },
    async (request, reply) => {
      const { calendar } = request.params;
      let page;
      try {
        page = await pages.landing(calendar);
      } catch (error) {
        return reply.redirect(await movedOrThrow(error, calendar), 301);
      }
      framing.framedBy(reply, page.embedOrigins);
      return sendPage(reply, landingPage(page, assets));
    },
  );
  book.get(
    '/:calendar/:event',
    { schema: { ...schema, params: Type.Object({ calendar: Slug, event: Slug }) } },
    async (request, reply) => {
      const { calendar, event } = request.params;
      let page;
      try {
        page = await pages.eventPage(calendar, event);
      } catch (error) {
        return reply.redirect(await movedOrThrow(error, calendar, event), 301);
      }
      framing.framedBy(reply, page.embedOrigins);
      return sendPage(reply, eventPage(page, assets));
    },
  );
};

/** `/booking/<hash>`: the guest's own booking, and paying for it online. */
const bookingRoutes: FastifyPluginAsyncTypebox<
  Deps & { checkout: StripeCheckout; counter: WindowCounter }
> = async (booking, { pages, assets, framing, checkout, counter }) => {
  installHtmlErrors(booking, assets);
  // Opening a checkout asks Stripe: limited per client like the other guest writes.
  registerPaymentPages(booking, checkout, assets, publicLimit(counter, 'write'));
  booking.get(
    '/:hash',
    { schema: { ...schema, params: Type.Object({ hash: Slug }) } },
    async (request, reply) => {
      const page = await pages.bookingPage(request.params.hash);
      framing.framedBy(reply, page.embedOrigins);
      return sendPage(reply, bookingPage(page, assets));
    },
  );
};

export const pagesRoutes: FastifyPluginAsyncTypebox<{
  pages: PagesService;
  /** Stripe's checkout for paid bookings. */
  checkout: StripeCheckout;
  /** The shared rate-limit counter (opening a checkout is limited per client). */
  counter: WindowCounter;
  https: boolean;
  /** Origins whose pages may frame these pages (`EMBED_ORIGINS`). */
  embedOrigins?: readonly string[];
}> = async (app, { pages, checkout, counter, https, embedOrigins = [] }) => {
  const assets = loadAssets();
  if (assets.missing.length > 0) {
    app.log.warn({ missing: assets.missing }, 'page assets are missing: run `npm run build`');
  }
  const framing = installPublicPageHeaders(app, https, embedOrigins);
  app.get('/embed.js', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(EMBED_SCRIPT),
  );
  for (const asset of assets.list) serveAsset(app, asset);
  const deps = { pages, assets: assets.urls, framing };
  await app.register(bookRoutes, { prefix: '/book', ...deps });
  await app.register(bookingRoutes, { prefix: '/booking', ...deps, checkout, counter });
};
