/**
 * The dashboard (a single-page application built by Vite from `dashboard/` into
 * `dist/dashboard/`), served under `/app`. Its files are read once when the app starts. Hashed
 * files under `/app/assets/` are cached for a year; every other path under `/app` answers the
 * app's `index.html` (the app routes in the browser), never cached, with a fresh nonce that the
 * policy allows for the style elements the calendar component inserts. `/` leads to `/app/`.
 * The dashboard talks to the server only through the REST API, like any other client.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

const DIST = new URL('../../dist/dashboard/', import.meta.url);
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

interface DashboardFiles {
  index: string | null;
  assets: Map<string, { type: string; body: Buffer }>;
}

function loadFiles(): DashboardFiles {
  const assets = new Map<string, { type: string; body: Buffer }>();
  let index: string | null = null;
  try {
    index = readFileSync(fileURLToPath(new URL('index.html', DIST)), 'utf8');
    for (const name of readdirSync(fileURLToPath(new URL('assets/', DIST)))) {
      const body = readFileSync(fileURLToPath(new URL(`assets/${name}`, DIST)));
      assets.set(name, { type: TYPES[extname(name)] ?? 'application/octet-stream', body });
    }
  } catch {
    // Not built yet: /app says so.
  }
  return { index, assets };
}

/** The dashboard's policy: its own files and API only; style elements only with the nonce. */
export function dashboardContentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: https:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function sendIndex(reply: FastifyReply, index: string | null, https: boolean): FastifyReply {
  if (index === null) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The dashboard is not built: run `npm run build`.');
  }
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('Content-Security-Policy', dashboardContentSecurityPolicy(nonce, https))
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(index.replaceAll(NONCE_PLACEHOLDER, nonce));
}

export const dashboardRoutes: FastifyPluginAsync<{ https: boolean }> = async (app, { https }) => {
  const files = loadFiles();
  const schema = { hide: true } as const;
  app.get('/', { schema }, async (_request, reply) => reply.redirect('/app/', 302));
  app.get('/app', { schema }, async (_request, reply) => sendIndex(reply, files.index, https));
  app.get<{ Params: { '*': string } }>('/app/*', { schema }, async (request, reply) => {
    const path = request.params['*'];
    if (path.startsWith('assets/')) {
      const asset = files.assets.get(path.slice('assets/'.length));
      if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type(asset.type)
        .send(asset.body);
    }
    return sendIndex(reply, files.index, https);
  });
};
