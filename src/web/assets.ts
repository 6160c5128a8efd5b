/**
 * The pages' stylesheet, client script and icon, read once when the app starts and served from memory
 * with a content hash in their URL, so browsers may cache them for a year. The stylesheet is
 * served as written (`src/web/assets/`); the script is the build's output of `client/pages.ts`
 * (`dist/web/client/`). Both paths are taken from the package root, so the same files serve
 * whether the app runs from `src/` (tests) or from `dist/`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AssetUrls } from './layout.view.js';

export interface Asset {
  path: string;
  type: string;
  /** Null when the file is missing (the script before `npm run build`): served as a 404. */
  body: Buffer | null;
  etag: string;
}

const ROOT = new URL('../../', import.meta.url);

function load(file: string, path: string, type: string): Asset {
  let text: string | null;
  try {
    text = readFileSync(fileURLToPath(new URL(file, ROOT)), 'utf8');
  } catch {
    text = null;
  }
  // The build's source-map comment points at a file that is not served.
  const body =
    text === null ? null : Buffer.from(text.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
  const etag = createHash('sha256')
    .update(body ?? '')
    .digest('hex')
    .slice(0, 16);
  return { path, type, body, etag };
}

export function loadAssets() {
  const css = load('src/web/assets/pages.css', '/assets/pages.css', 'text/css; charset=utf-8');
  const js = load('dist/web/client/pages.js', '/assets/pages.js', 'text/javascript; charset=utf-8');
  const urls: AssetUrls = {
    css: `${css.path}?v=${css.etag}`,
    js: `${js.path}?v=${js.etag}`,
  };
  // Browsers ask for /favicon.ico on their own; every current one draws an SVG served there.
  const icon = (path: string) => load('src/web/assets/favicon.svg', path, 'image/svg+xml');
  const list = [css, js, icon('/favicon.svg'), icon('/favicon.ico')];
  return { list, urls, missing: list.filter((a) => !a.body).map((a) => a.path) };
}
