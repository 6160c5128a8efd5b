/** The document around every public page: language, viewport, the stylesheet and the script. */
import { html, type Html } from './html.js';

export interface AssetUrls {
  css: string;
  js: string;
}

export interface PageOptions {
  title: string;
  assets: AssetUrls;
  body: Html;
  /**
   * Pages with the client script. Every page has it, for a framing site's `/embed.js`: a framed
   * page tells it its height, and so that it was allowed to show.
   */
  script?: boolean;
  /** `data-page` for the script; `data-config` carries what it needs, as escaped JSON. */
  page?: string;
  config?: unknown;
}

export function layout(options: PageOptions): Html {
  const config = options.config === undefined ? null : JSON.stringify(options.config);
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${options.title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${options.assets.css}">
${options.script ? html`<script type="module" src="${options.assets.js}"></script>` : ''}
</head>
<body${options.page ? html` data-page="${options.page}"` : ''}${config ? html` data-config="${config}"` : ''}>
<a class="skip" href="#main">Skip to content</a>
${options.body}
<footer class="site-footer"><p>Scheduling by Slotbook</p></footer>
</body>
</html>
`;
}
